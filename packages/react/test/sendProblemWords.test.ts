import { sendProblem, sendTexts, type Network, type SendRefusal } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { sendProblemWords } from '../src/walletFeatures/WalletSend/sendProblemWords.ts'

/**
 * A namespace's least balances (polkadot's existential deposit) reach the review as its quote's
 * refusal: the send rules make it the send's problem, and these words say it, with the amounts exact.
 */
const network = {
  id: 'devnet',
  caipNetworkId: 'chain:devnet',
  chainNamespace: 'polkadot',
  name: 'Devnet',
  nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
  rpcUrls: { default: { http: [] } },
} as unknown as Network
const token = { name: 'Rococo', symbol: 'ROC', chainId: 'chain:devnet', value: null, price: null, iconUrl: '', quantity: { decimals: '12', numeric: '10' } }
const check = (amount: string, refusal: SendRefusal) =>
  sendProblem({ addresses: { isValid: () => true, key: (address) => address }, token, native: true, amount, receiver: 'any', nativeBalance: 10n * 10n ** 12n, fee: 15_000_000n, refusal })

describe('the quote’s refusal in words', () => {
  it('a receiver’s account opened with less than the least an account holds: the least it can be sent, exactly', () => {
    const refusal: SendRefusal = { problem: 'belowMinimum', minimum: 3_333_333n }
    expect(check('0.000001', refusal)).toBe('belowMinimum')
    expect(sendProblemWords('belowMinimum', { m: sendTexts.en, words: { receiverPlaceholder: '' }, network, token, minimum: refusal.minimum })).toBe(
      'The least you can send to this address is 0.000003333333 ROC.',
    )
  })

  it('a sender left with less than the least an account keeps: that least and the most it can send, exactly', () => {
    const refusal: SendRefusal = { problem: 'leavesBelowMinimum', minimum: 3_333_333n, most: 9_999_999_999_999n - 3_333_333n - 15_000_000n }
    expect(check('9.9999', refusal)).toBe('leavesBelowMinimum')
    expect(sendProblemWords('leavesBelowMinimum', { m: sendTexts.en, words: { receiverPlaceholder: '' }, network, token, minimum: refusal.minimum, most: refusal.most })).toBe(
      'That would leave your account with less than 0.000003333333 ROC, the least an account keeps on Devnet. You can send at most 9.999981666666 ROC.',
    )
  })

  it('the rules before it still come first: more than the balance is over the balance, whatever the quote found', () => {
    expect(check('11', { problem: 'leavesBelowMinimum', minimum: 3_333_333n, most: 0n })).toBe('overBalance')
  })
})
