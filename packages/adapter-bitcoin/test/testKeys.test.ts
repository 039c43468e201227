import { mnemonicToSeedSync } from '@scure/bip39'
import { describe, expect, it } from 'vitest'
import { bitcoinTestAccount } from '../src/testing/testKeys.ts'

const seed = mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')

describe("the test wallets' keys", () => {
  it("derive BIP-84's and BIP-86's test vectors on mainnet", () => {
    const { payment, ordinals } = bitcoinTestAccount(seed, 'mainnet')
    expect([payment.path, payment.address, payment.publicKey]).toEqual([
      "m/84'/0'/0'/0/0",
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c',
    ])
    expect([ordinals.path, ordinals.address]).toEqual(["m/86'/0'/0'/0/0", 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'])
  })

  it("use coin type 1 and each network's prefix elsewhere (regtest's bcrt, the test networks' tb)", () => {
    const regtest = bitcoinTestAccount(seed, 'regtest')
    const signet = bitcoinTestAccount(seed, 'signet', 1)
    expect(regtest.payment.path).toBe("m/84'/1'/0'/0/0")
    expect(regtest.payment.address).toMatch(/^bcrt1q[a-z0-9]{38}$/)
    expect(regtest.ordinals.address).toMatch(/^bcrt1p[a-z0-9]{58}$/)
    expect(signet.payment.path).toBe("m/84'/1'/1'/0/0")
    expect(signet.payment.address).toMatch(/^tb1q/)
    // BIP-84's testnet vector: the same key as regtest's, written with tb.
    expect(bitcoinTestAccount(seed, 'testnet').payment.address).toBe('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl')
    expect(regtest.payment.address).toBe('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk')
  })
})
