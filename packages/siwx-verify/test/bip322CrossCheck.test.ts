import { secp256k1 } from '@noble/curves/secp256k1.js'
import { WIF } from '@scure/btc-signer'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { verifyBip322Simple } from '../src/index.ts'
import { addressesOf, NETWORKS, type NetworkName, randomMessage, withoutPrefix } from './bip322Fixtures.ts'

/**
 * Foyer's BIP-322 simple signer and verifier against bip322-js 3 (MIT; bitcoinjs-lib underneath,
 * written apart from @scure/btc-signer): each side's signatures verify on the other, on random keys
 * and messages, P2WPKH and P2TR, mainnet, testnet and regtest. bip322-js predates BIP-322 1.0.0's
 * `smp` prefix, so it is given and gives bare witnesses; it signs P2TR with SIGHASH_ALL (65 bytes),
 * Foyer's signer with SIGHASH_DEFAULT (64), so both of the verifier's P2TR forms are crossed.
 */
const ROUNDS = 6

/** bip322-js throws on some malformed signatures where Foyer's verifier answers false. */
function theirVerdict(address: string, message: string, signature: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}

function flipBit(signature: string, bit: number): string {
  const bytes = Buffer.from(signature, 'base64')
  bytes[(bit >> 3) % bytes.length]! ^= 1 << (bit & 7)
  return bytes.toString('base64')
}

describe.each(Object.keys(NETWORKS) as NetworkName[])('BIP-322 simple signatures crossed with bip322-js on %s', (network) => {
  const wif = WIF(NETWORKS[network])

  it('Foyer signs, bip322-js verifies; a changed message or bit fails on both sides', () => {
    for (let round = 0; round < ROUNDS; round++) {
      const key = secp256k1.utils.randomSecretKey()
      const message = randomMessage()
      for (const address of Object.values(addressesOf(key, NETWORKS[network]))) {
        const signature = signBip322Simple(key, address, message, { prefix: false })
        expect(signBip322Simple(key, address, message).startsWith('smp')).toBe(true)
        expect(theirVerdict(address, message, signature), `${address} ${JSON.stringify(message)}`).toBe(true)
        expect(verifyBip322Simple(address, message, signature)).toBe(true)
        expect(theirVerdict(address, `${message}!`, signature)).toBe(false)
        expect(verifyBip322Simple(address, `${message}!`, signature)).toBe(false)
        // A bit of the first item's signature: not the item count, its length or a P2WPKH hash type byte, which bip322-js reads leniently (below).
        const bit = 16 + Math.floor(Math.random() * 8 * (Buffer.from(signature, 'base64')[1]! - 1))
        expect(theirVerdict(address, message, flipBit(signature, bit)), `bit ${bit}`).toBe(false)
        expect(verifyBip322Simple(address, message, flipBit(signature, bit)), `bit ${bit}`).toBe(false)
      }
    }
  })

  it('bip322-js signs, Foyer verifies (bare and with the smp prefix); another address or message fails', () => {
    for (let round = 0; round < ROUNDS; round++) {
      const key = secp256k1.utils.randomSecretKey()
      const message = randomMessage()
      const stranger = addressesOf(secp256k1.utils.randomSecretKey(), NETWORKS[network])
      for (const [type, address] of Object.entries(addressesOf(key, NETWORKS[network])) as [keyof typeof stranger, string][]) {
        const signature = Signer.sign(wif.encode(key), address, message) as string
        // P2TR: one item of 65 bytes (SIGHASH_ALL); P2WPKH: a 71- to 73-byte signature and a 33-byte key.
        if (type === 'p2tr') expect(Buffer.from(signature, 'base64')).toHaveLength(67)
        else expect(Buffer.from(signature, 'base64').length).toBeGreaterThanOrEqual(106)
        expect(verifyBip322Simple(address, message, signature), `${address} ${JSON.stringify(message)}`).toBe(true)
        expect(verifyBip322Simple(address, message, `smp${signature}`)).toBe(true)
        expect(verifyBip322Simple(stranger[type], message, signature)).toBe(false)
        expect(verifyBip322Simple(address, `${message}!`, signature)).toBe(false)
      }
    }
  })
})

describe('where Foyer is stricter than bip322-js', () => {
  it('bip322-js takes a P2TR witness whose length byte says 65 with 64 bytes after it; Foyer refuses it', () => {
    const key = secp256k1.utils.randomSecretKey()
    const { p2tr } = addressesOf(key)
    const bytes = Buffer.from(signBip322Simple(key, p2tr, 'Hello World', { prefix: false }), 'base64')
    expect([bytes.length, bytes[0], bytes[1]]).toEqual([66, 1, 64])
    bytes[1] = 65
    const overstated = bytes.toString('base64')
    expect(theirVerdict(p2tr, 'Hello World', overstated)).toBe(true)
    expect(verifyBip322Simple(p2tr, 'Hello World', overstated)).toBe(false)
  })

  it('bip322-js takes a P2WPKH signature of SIGHASH_ALL whose hash type byte says ALL|ANYONECANPAY (0x81); Foyer refuses it', () => {
    const key = secp256k1.utils.randomSecretKey()
    const { p2wpkh } = addressesOf(key)
    const bytes = Buffer.from(signBip322Simple(key, p2wpkh, 'Hello World', { prefix: false }), 'base64')
    const hashTypeAt = 1 + bytes[1]!
    expect(bytes[hashTypeAt]).toBe(0x01)
    bytes[hashTypeAt] = 0x81
    const relabelled = bytes.toString('base64')
    expect(theirVerdict(p2wpkh, 'Hello World', relabelled)).toBe(true)
    expect(verifyBip322Simple(p2wpkh, 'Hello World', relabelled)).toBe(false)
  })
})

describe('bip322-js agrees with the BIP’s vectors Foyer is tested on', () => {
  it('verifies the vector key’s signatures Foyer’s signer makes for its P2WPKH and P2TR addresses', () => {
    const key = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
    for (const address of ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3']) {
      for (const message of ['', 'Hello World']) expect(theirVerdict(address, message, withoutPrefix(signBip322Simple(key, address, message)))).toBe(true)
    }
  })
})
