import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '@foyer/core'
import { maxSendable, sendProblem, sendProblemText, type SendCheck } from '@foyer/core/internal'
import { solanaNamespace } from '../../src/solana/solanaNamespace.ts'
import { LAMPORTS_PER_SIGNATURE, solanaNetworkFee, TOKEN_2022_PROGRAM, TOKEN_PROGRAM, tokenAccountSize } from '../../src/send/solanaSendRules.ts'

const CLUSTER = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const token = (numeric: string, decimals: number, symbol: string, mint?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: CLUSTER,
  ...(mint && { address: `${CLUSTER}:${mint}` }),
  value: null,
  price: null,
  iconUrl: '',
  quantity: { decimals: String(decimals), numeric },
})
const SOL = token('2', 9, 'SOL')
const USDC = token('1250.5', 6, 'USDC', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
const RECEIVER = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
/** What the chain asks to open a 165-byte token account. */
const TOKEN_ACCOUNT_RENT = 2_039_280n
const isReceiverAddress = (text: string) => solanaNamespace.address.isValid(text)
const solanaTexts = solanaNamespace.texts.en
const check = (over: Partial<SendCheck>): SendCheck => ({
  addresses: solanaNamespace.address,
  token: SOL,
  native: true,
  amount: '1',
  receiver: RECEIVER,
  nativeBalance: 2_000_000_000n,
  fee: solanaNetworkFee({}),
  ...over,
})

describe('send rules on Solana (spec §5)', () => {
  it('send requires an amount and a receiver: on Solana a missing or invalid one says “Please enter a valid amount and receiver address”', () => {
    for (const [over, problem] of [
      [{ amount: '' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ amount: '0.0000000001' }, 'amount'],
      [{ receiver: '' }, 'receiver'],
      [{ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, 'receiver'],
    ] as const) {
      expect(sendProblem(check(over)), JSON.stringify(over)).toBe(problem)
      expect(sendProblemText(solanaTexts, problem)).toBe('amountOrReceiver')
    }
    expect(solanaTexts.amountOrReceiverProblem).toBe('Please enter a valid amount and receiver address')
    // For Solana's other problems, each has its own words.
    expect(sendProblemText(solanaTexts, 'overBalance')).toBe('overBalance')
    expect(sendProblemText(solanaTexts, 'insufficientGas')).toBe('insufficientGas')
  })

  it('a Solana receiver is 32–44 base58 characters', () => {
    expect(isReceiverAddress(RECEIVER)).toBe(true)
    expect(isReceiverAddress(` ${RECEIVER} `), 'spaces around a pasted address are not part of it').toBe(true)
    expect(isReceiverAddress('1'.repeat(32))).toBe(true)
    expect(isReceiverAddress('1'.repeat(44))).toBe(true)
    expect(isReceiverAddress('1'.repeat(31))).toBe(false)
    expect(isReceiverAddress('1'.repeat(45))).toBe(false)
    // 0, O, I and l are not base58.
    for (const letter of ['0', 'O', 'I', 'l']) expect(isReceiverAddress(`${RECEIVER.slice(0, -1)}${letter}`), letter).toBe(false)
  })

  it('never more than the balance, of SOL or of a token', () => {
    expect(sendProblem(check({ amount: '2.000000001' }))).toBe('overBalance')
    expect(sendProblem(check({ token: USDC, native: false, amount: '1250.500001' }))).toBe('overBalance')
    expect(sendProblem(check({ token: USDC, native: false, amount: '1250.5' }))).toBeUndefined()
  })

  it('the network fee is 5000 lamports per signature, plus the rent of the receiver’s token account when the send opens it', () => {
    expect(LAMPORTS_PER_SIGNATURE).toBe(5000n)
    expect(solanaNetworkFee({})).toBe(5000n)
    expect(solanaNetworkFee({ signatures: 2 })).toBe(10_000n)
    expect(solanaNetworkFee({ tokenAccountRent: TOKEN_ACCOUNT_RENT })).toBe(5000n + TOKEN_ACCOUNT_RENT)
  })

  it('the token account a send opens is 165 bytes under SPL Token, 170 under Token-2022 for a plain mint, unknown for a Token-2022 mint with extensions', () => {
    expect(tokenAccountSize(TOKEN_PROGRAM, 82)).toBe(165)
    expect(tokenAccountSize(TOKEN_2022_PROGRAM, 82)).toBe(170)
    expect(tokenAccountSize(TOKEN_2022_PROGRAM, 234)).toBeUndefined()
    expect(tokenAccountSize('11111111111111111111111111111111', 82)).toBeUndefined()
  })

  it('Max on SOL keeps the network fee back; a token is sent whole', () => {
    expect(maxSendable(SOL, true, solanaNetworkFee({}))).toBe(2_000_000_000n - 5000n)
    expect(maxSendable(token('0.000004', 9, 'SOL'), true, solanaNetworkFee({}))).toBe(0n)
    expect(maxSendable(USDC, false, solanaNetworkFee({ tokenAccountRent: TOKEN_ACCOUNT_RENT }))).toBe(1_250_500_000n)
    // What Max leaves passes the rules: the fee is still there to pay.
    expect(sendProblem(check({ amount: '1.999995' }))).toBeUndefined()
    expect(sendProblem(check({ amount: '1.999995001' }))).toBe('insufficientGas')
  })

  it('insufficient fee: a SOL balance of zero, or below the fee (the signature fee plus any token account the send opens)', () => {
    const usdc = { token: USDC, native: false, amount: '10' }
    expect(sendProblem(check({ ...usdc, nativeBalance: 0n, fee: undefined })), 'zero SOL, before the fee is known').toBe('insufficientGas')
    expect(sendProblem(check({ ...usdc, nativeBalance: 4999n }))).toBe('insufficientGas')
    expect(sendProblem(check({ ...usdc, nativeBalance: 5000n }))).toBeUndefined()
    const opening = solanaNetworkFee({ tokenAccountRent: TOKEN_ACCOUNT_RENT })
    expect(sendProblem(check({ ...usdc, nativeBalance: opening - 1n, fee: opening }))).toBe('insufficientGas')
    expect(sendProblem(check({ ...usdc, nativeBalance: opening, fee: opening }))).toBeUndefined()
  })
})
