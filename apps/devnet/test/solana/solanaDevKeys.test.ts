import { createHmac, pbkdf2Sync } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../src/devAccounts.ts'
import { deriveSolanaDevAccounts, fixedDevKeypair } from '../../src/solana/solanaDevKeys.ts'

/** SLIP-10 ed25519 written out from the spec with node's HMAC, as a second opinion on the library's. */
function slip10(seed: Uint8Array, path: number[]): Uint8Array {
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    const data = Buffer.concat([Buffer.from([0]), digest.subarray(0, 32), Buffer.from([(index >>> 24) | 0x80, (index >>> 16) & 0xff, (index >>> 8) & 0xff, index & 0xff])])
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  return digest.subarray(0, 32)
}

describe('Solana dev keypairs', () => {
  it("are the devnet mnemonic's accounts at m/44'/501'/i'/0', the path Phantom and Solflare derive", () => {
    const seed = pbkdf2Sync(DEV_MNEMONIC, 'mnemonic', 2048, 64, 'sha512')
    const accounts = deriveSolanaDevAccounts(3)
    accounts.forEach((account, index) => {
      const privateKey = slip10(seed, [44, 501, index, 0])
      expect(account.address).toBe(base58.encode(ed25519.getPublicKey(privateKey)))
    })
  })

  it('carry a 64-byte secret key (seed, then public key) that signs for their address', () => {
    const [account] = deriveSolanaDevAccounts(1)
    const secret = base58.decode(account!.secretKey)
    expect(secret).toHaveLength(64)
    const signature = ed25519.sign(new TextEncoder().encode('hello'), secret.subarray(0, 32))
    expect(ed25519.verify(signature, new TextEncoder().encode('hello'), base58.decode(account!.address))).toBe(true)
    expect(base58.encode(secret.subarray(32))).toBe(account!.address)
  })

  it('give each role its own fixed keypair, the same on every start', () => {
    expect(fixedDevKeypair('mint USDC')).toEqual(fixedDevKeypair('mint USDC'))
    expect(fixedDevKeypair('mint USDC').address).not.toBe(fixedDevKeypair('mint FOY').address)
  })
})
