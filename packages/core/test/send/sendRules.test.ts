import { describe, expect, it } from 'vitest'
import { balanceUnits, erc20TransferData, formatUnits, isReceiverAddress, maxSendable, parseUnits, sendProblem, type SendCheck } from '../../src/send/sendRules.ts'
import type { TokenBalance } from '../../src/types.ts'

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
const check = (over: Partial<SendCheck>): SendCheck => ({ namespace: 'eip155', token: ETH, native: true, amount: '1', receiver: RECEIVER, nativeBalance: 1_500_000_000_000_000_000n, fee: 21_000n * 1_000_000_000n, ...over })

describe('send rules (spec §5)', () => {
  it('an amount is read exactly in the token’s units; zero, negative, non-numbers and more decimals than the token has are not amounts', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('.25', 18)).toBe(250_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('123456789.123456789123456789', 18)).toBe(123_456_789_123_456_789_123_456_789n)
    for (const bad of ['', '.', '0', '0.000', '-1', '1e3', '1,000', 'abc', ' ', '0.0000001']) expect(parseUnits(bad, 6), bad).toBeNull()
  })

  it('a balance is read from the server’s decimal without rounding, and written back with every digit', () => {
    expect(balanceUnits(token('1250.5', 6))).toBe(1_250_500_000n)
    expect(balanceUnits(token('9999.996', 18))).toBe(9_999_996_000_000_000_000_000n)
    expect(balanceUnits(token('not a number', 6))).toBe(0n)
    expect(formatUnits(1_250_500_000n, 6)).toBe('1250.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(5n, 0)).toBe('5')
  })

  it('a receiver is an address of the namespace: EVM 0x (optional) + 40 hex, Solana 32–44 base58', () => {
    expect(isReceiverAddress('eip155', RECEIVER)).toBe(true)
    expect(isReceiverAddress('eip155', RECEIVER.slice(2))).toBe(true)
    expect(isReceiverAddress('eip155', `${RECEIVER}0`)).toBe(false)
    expect(isReceiverAddress('eip155', 'vitalik.eth')).toBe(false)
    expect(isReceiverAddress('solana', 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW')).toBe(true)
    expect(isReceiverAddress('solana', RECEIVER)).toBe(false)
  })

  it('the first problem, in the order a visitor fixes them: amount, receiver, more than the balance, the fee', () => {
    expect(sendProblem(check({}))).toBeUndefined()
    expect(sendProblem(check({ amount: '0', receiver: 'nope' }))).toBe('amount')
    expect(sendProblem(check({ receiver: 'nope' }))).toBe('receiver')
    expect(sendProblem(check({ amount: '1.6' }))).toBe('overBalance')
    // 1.5 ETH sent from 1.5 ETH leaves nothing for the fee.
    expect(sendProblem(check({ amount: '1.5' }))).toBe('insufficientGas')
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

  it('ERC-20 transfer call data: the selector, the receiver and the amount as 32-byte words', () => {
    expect(erc20TransferData(RECEIVER, 1_500_000n)).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000000016e360',
    )
  })
})
