import { sr25519CreateDerive } from '@polkadot-labs/hdkd'
import { mnemonicToMiniSecret, ss58Address } from '@polkadot-labs/hdkd-helpers'
import { sign, verify } from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../src/devAccounts.ts'
import { derivePolkadotDevAccounts } from '../../src/polkadot/polkadotDevKeys.ts'

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`
const bytes = (value: string) => Uint8Array.from(Buffer.from(value.slice(2), 'hex'))

describe('Polkadot dev accounts', () => {
  it("are the devnet mnemonic's sr25519 keys on the hard paths //0 … //7, as @polkadot-labs/hdkd derives them", () => {
    const derive = sr25519CreateDerive(mnemonicToMiniSecret(DEV_MNEMONIC))
    const accounts = derivePolkadotDevAccounts()
    expect(accounts).toHaveLength(8)
    accounts.forEach((account, index) => {
      expect(account.path).toBe(`//${index}`)
      expect(account.publicKey).toBe(hex(derive(`//${index}`).publicKey))
    })
  })

  it('have SS58 addresses for prefix 2 (the asset-hub-rococo runtime’s), all different', () => {
    const accounts = derivePolkadotDevAccounts()
    for (const account of accounts) expect(account.address).toBe(ss58Address(account.publicKey, 2))
    expect(new Set(accounts.map((account) => account.address)).size).toBe(accounts.length)
  })

  it('carry the 64-byte sr25519 secret key that signs for their public key', () => {
    const [account] = derivePolkadotDevAccounts(1)
    const message = new TextEncoder().encode('foyer')
    expect(bytes(account!.secretKey)).toHaveLength(64)
    expect(verify(message, sign(bytes(account!.secretKey), message), bytes(account!.publicKey))).toBe(true)
  })
})
