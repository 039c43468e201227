import { beforeEach, describe, expect, it } from 'vitest'
import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { balanceUnits, formatUnits, maxSendable, parseUnits, sendProblem, sendProblems, type SendCheck } from '../../src/send/sendRules.ts'
import type { TokenBalance } from '../../src/types.ts'
import { setNumberLocale } from '../../src/format.ts'

// English numbers ('1,000' is a thousand, never 1.000): a client of another locale in an earlier file set its own.
beforeEach(() => setNumberLocale('en-US'))

const token = (numeric: string, decimals: number, symbol = 'USDC'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: null,
  price: null,
  iconUrl: '',
  quantity: { decimals: String(decimals), numeric },
})
const ETH = token('1.5', 18, 'ETH')
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const check = (over: Partial<SendCheck>): SendCheck => ({
  addresses: eip155Namespace.address,
  token: ETH,
  native: true,
  amount: '1',
  receiver: RECEIVER,
  nativeBalance: 1_500_000_000_000_000_000n,
  fee: 21_000n * 1_000_000_000n,
  ...over,
})

describe('send rules (spec §5)', () => {
  it('an amount is read exactly in the token’s units; zero, negative, non-numbers and more decimals than the token has are not amounts', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('.25', 18)).toBe(250_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('123456789.123456789123456789', 18)).toBe(123_456_789_123_456_789_123_456_789n)
    for (const bad of ['', '.', '0', '0.000', '-1', '1e3', '1,000', '1,000.5', '1.2.3', 'abc', ' ', '0.0000001']) expect(parseUnits(bad, 6), bad).toBeNull()
  })

  it('a balance is read from the server’s decimal without rounding, and written back with every digit', () => {
    expect(balanceUnits(token('1250.5', 6))).toBe(1_250_500_000n)
    expect(balanceUnits(token('9999.996', 18))).toBe(9_999_996_000_000_000_000_000n)
    expect(balanceUnits(token('not a number', 6))).toBe(0n)
    expect(formatUnits(1_250_500_000n, 6)).toBe('1250.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(5n, 0)).toBe('5')
  })

  it('the first problem, in the order a visitor fixes them: amount, receiver, more than the balance, the fee', () => {
    expect(sendProblem(check({}))).toBeUndefined()
    expect(sendProblem(check({ amount: '0', receiver: 'nope' }))).toBe('amount')
    expect(sendProblem(check({ receiver: 'nope' }))).toBe('receiver')
    expect(sendProblem(check({ amount: '1.6' }))).toBe('overBalance')
    // 1.5 ETH sent from 1.5 ETH leaves nothing for the fee.
    expect(sendProblem(check({ amount: '1.5' }))).toBe('insufficientGas')
  })

  it('every field’s problem at once, for the form to say them together: the amount’s own first problem and the receiver’s', () => {
    expect(sendProblems(check({}))).toEqual({})
    expect(sendProblems(check({ amount: '0', receiver: 'nope' }))).toEqual({ amount: 'amount', receiver: 'receiver' })
    expect(sendProblems(check({ amount: '1.6', receiver: 'nope' }))).toEqual({ amount: 'overBalance', receiver: 'receiver' })
    expect(sendProblems(check({ amount: '1.5' }))).toEqual({ amount: 'insufficientGas' })
    expect(sendProblems(check({ receiver: 'nope' }))).toEqual({ receiver: 'receiver' })
  })

  it('the network’s own refusal the quote found (a least balance accounts keep): a receiver’s comes after the receiver, a sender’s after the fee', () => {
    const receiverShort = { refusal: { problem: 'belowMinimum', minimum: 10n ** 15n } } as const
    const senderShort = { refusal: { problem: 'leavesBelowMinimum', minimum: 10n ** 15n, most: 10n ** 18n } } as const
    expect(sendProblem(check(receiverShort))).toBe('belowMinimum')
    expect(sendProblem(check({ ...receiverShort, receiver: 'nope' }))).toBe('receiver')
    expect(sendProblem(check(senderShort))).toBe('leavesBelowMinimum')
    expect(sendProblem(check({ ...senderShort, amount: '1.6' }))).toBe('overBalance')
    expect(sendProblem(check({ ...senderShort, amount: '1.5' }))).toBe('insufficientGas')
  })

  it('insufficient gas: a native balance of zero, or a fee above it; a smart account is exempt (spec §5)', () => {
    const usdc = { token: token('100', 6), native: false, amount: '10' }
    expect(sendProblem(check({ ...usdc, nativeBalance: 0n }))).toBe('insufficientGas')
    expect(sendProblem(check({ ...usdc, nativeBalance: 1000n, fee: 1001n }))).toBe('insufficientGas')
    expect(sendProblem(check({ ...usdc, nativeBalance: 1001n, fee: 1001n }))).toBeUndefined()
    expect(sendProblem(check({ ...usdc, nativeBalance: 0n, smartAccount: true }))).toBeUndefined()
  })

  it('"Max" keeps the fee back for the native currency, never below zero; a token is sent whole', () => {
    expect(maxSendable(ETH, true, 10n ** 15n)).toBe(1_499_000_000_000_000_000n)
    expect(maxSendable(token('0.0001', 18, 'ETH'), true, 10n ** 15n)).toBe(0n)
    expect(maxSendable(token('100', 6), false, 10n ** 15n)).toBe(100_000_000n)
  })
})
