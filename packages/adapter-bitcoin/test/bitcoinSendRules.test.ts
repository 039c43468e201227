import { sendProblem, type SendCheck, type TokenBalance } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { bitcoinNamespace } from '../src/bip122/bitcoinNamespace.ts'
import { bitcoinNetwork } from '../src/bitcoinNetwork.ts'
import { bitcoinTestAccount } from '../src/testing/testKeys.ts'

const regtest = bitcoinNetwork({ network: 'regtest', name: 'Regtest', esploraUrl: 'http://127.0.0.1:1' })
const BTC: TokenBalance = { name: 'Bitcoin', symbol: 'BTC', chainId: regtest.caipNetworkId, value: null, price: null, iconUrl: '', quantity: { decimals: '8', numeric: '1' } }
const seed = new Uint8Array(32).fill(3)
const regtestReceiver = bitcoinTestAccount(seed, 'regtest')
const check = (over: Partial<SendCheck>): SendCheck => {
  const receiver = over.receiver ?? regtestReceiver.payment.address
  return {
    addresses: bitcoinNamespace.address,
    network: regtest,
    minimum: bitcoinNamespace.sendMinimum?.(receiver),
    token: BTC,
    native: true,
    amount: '0.1',
    receiver,
    nativeBalance: 100_000_000n,
    fee: 500n,
    ...over,
  }
}

describe('a Bitcoin send’s rules (the bip122 module’s)', () => {
  it('a receiver must be an address of the active network: bcrt1 on regtest, never mainnet’s bc1 or testnet’s tb1', () => {
    expect(sendProblem(check({}))).toBeUndefined()
    expect(sendProblem(check({ receiver: bitcoinTestAccount(seed, 'mainnet').payment.address }))).toBe('receiver')
    expect(sendProblem(check({ receiver: bitcoinTestAccount(seed, 'testnet').ordinals.address }))).toBe('receiver')
    // Without a network, any Bitcoin address is one.
    expect(bitcoinNamespace.address.isValid(bitcoinTestAccount(seed, 'mainnet').payment.address)).toBe(true)
  })

  it('a send below the dust limit of the receiver’s output type is refused: 294 sats to P2WPKH, 330 to P2TR', () => {
    expect(bitcoinNamespace.sendMinimum?.(regtestReceiver.payment.address)).toBe(294n)
    expect(bitcoinNamespace.sendMinimum?.(regtestReceiver.ordinals.address)).toBe(330n)
    expect(sendProblem(check({ amount: '0.00000293' }))).toBe('belowMinimum')
    expect(sendProblem(check({ amount: '0.00000294' }))).toBeUndefined()
    expect(sendProblem(check({ amount: '0.00000329', receiver: regtestReceiver.ordinals.address }))).toBe('belowMinimum')
  })

  it('more than the balance, and an amount that leaves nothing for the fee, are refused after the dust limit', () => {
    expect(sendProblem(check({ amount: '1.00000001' }))).toBe('overBalance')
    expect(sendProblem(check({ amount: '1' }))).toBe('insufficientGas')
    expect(sendProblem(check({ amount: '0.999995' }))).toBeUndefined()
  })
})
