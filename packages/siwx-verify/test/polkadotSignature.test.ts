import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import * as sr25519 from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { encodeSs58Address } from '@foyer/siwx-verify/ss58'
import { polkadotSignedBytes, verifyPolkadotSignature } from '../src/index.ts'
import { polkadotSignatureProblem } from '../src/polkadotSignature.ts'

/** What polkadot-js's signRaw ({ type: 'bytes' }) and WalletConnect's polkadot_signMessage sign for a text, restated here. */
const wrapped = (message: string) => utf8ToBytes(`<Bytes>${message}</Bytes>`)
const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`

/** sr25519 and ed25519 keys from fixed seeds, so a failure names the same accounts every run. */
const srSecret = sr25519.secretFromSeed(new Uint8Array(32).fill(7))
const srAddress = encodeSs58Address(sr25519.getPublicKey(srSecret), 0)
const otherSecret = sr25519.secretFromSeed(new Uint8Array(32).fill(8))
const otherAddress = encodeSs58Address(sr25519.getPublicKey(otherSecret), 0)
const edSecret = new Uint8Array(32).fill(9)
const edAddress = encodeSs58Address(ed25519.getPublicKey(edSecret), 42)

const MESSAGE = 'shop.example wants you to sign in with your Polkadot account:\n…'

/**
 * Made by @polkadot/keyring 13 for //Alice, `pair.sign(u8aWrapBytes('hello Foyer'))` as the polkadot-js extension's
 * signRaw does: sr25519 (Alice's dev key, 5Grw…) and ed25519 (//Alice as an ed25519 key, 5FA9…).
 */
const POLKADOT_JS = {
  message: 'hello Foyer',
  sr25519: {
    address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    signature: '0x7cc4fb6073bc24aeb3bbd0478a49826c89de8833d473b3ef2535f52628e7102fc840870ec86747d49fd55c9f30a31b463f8a75ab67b2efcce91e4029d9130e87',
  },
  ed25519: {
    address: '5FA9nQDVg267DEd8m1ZypXLBnvN7SFxYwV7ndqSYGiN9TTpu',
    signature: '0x0f858dbe161edc6e98a962a07170eefe236ba615f106964c790e15c083031c8aff29c30d315015f906f316230f976923b282f611ac6d46bf2698124bd641ed06',
  },
} as const

describe('verifyPolkadotSignature: a text signed as Polkadot wallets sign it', () => {
  it('verifies polkadot-js’s own signatures of a text (sr25519 and ed25519, bare or as a MultiSignature)', () => {
    const { message, sr25519: sr, ed25519: ed } = POLKADOT_JS
    expect(verifyPolkadotSignature(sr.address, message, sr.signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(sr.address, message, `0x01${sr.signature.slice(2)}`)).toBe('sr25519')
    expect(verifyPolkadotSignature(ed.address, message, ed.signature)).toBe('ed25519')
    expect(verifyPolkadotSignature(ed.address, message, `0x00${ed.signature.slice(2)}`)).toBe('ed25519')
  })

  it('takes an sr25519 signature of the <Bytes>-wrapped text, under any prefix the account is written with', () => {
    const signature = hex(sr25519.sign(srSecret, wrapped(MESSAGE)))
    expect(verifyPolkadotSignature(srAddress, MESSAGE, signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(encodeSs58Address(sr25519.getPublicKey(srSecret), 42), MESSAGE, signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(srAddress, MESSAGE, signature.toUpperCase().replace('0X', '0x'))).toBe('sr25519')
  })

  it('refuses a signature of the bare text: no wallet makes one', () => {
    expect(verifyPolkadotSignature(srAddress, MESSAGE, hex(sr25519.sign(srSecret, utf8ToBytes(MESSAGE))))).toBeUndefined()
    expect(verifyPolkadotSignature(edAddress, MESSAGE, hex(ed25519.sign(utf8ToBytes(MESSAGE), edSecret)))).toBeUndefined()
  })

  it('refuses a tampered text, another account, and a MultiSignature naming the other scheme', () => {
    const signature = hex(sr25519.sign(srSecret, wrapped(MESSAGE)))
    expect(verifyPolkadotSignature(srAddress, `${MESSAGE} `, signature)).toBeUndefined()
    expect(verifyPolkadotSignature(srAddress, MESSAGE.replace('shop', 'shoq'), signature)).toBeUndefined()
    expect(verifyPolkadotSignature(otherAddress, MESSAGE, signature)).toBeUndefined()
    expect(verifyPolkadotSignature(srAddress, MESSAGE, `0x00${signature.slice(2)}`)).toBeUndefined()
    const edSignature = hex(ed25519.sign(wrapped(MESSAGE), edSecret))
    expect(verifyPolkadotSignature(edAddress, MESSAGE, `0x01${edSignature.slice(2)}`)).toBeUndefined()
  })

  it('takes an ed25519 key’s signature (plain 64 bytes, or 0x00 first) and says which scheme verified', () => {
    const signature = hex(ed25519.sign(wrapped(MESSAGE), edSecret))
    expect(verifyPolkadotSignature(edAddress, MESSAGE, signature)).toBe('ed25519')
    expect(verifyPolkadotSignature(edAddress, MESSAGE, `0x00${signature.slice(2)}`)).toBe('ed25519')
  })

  it('does not wrap a text already wrapped, as the extension does not (its u8aWrapBytes)', () => {
    expect(polkadotSignedBytes('<Bytes>x</Bytes>')).toEqual(utf8ToBytes('<Bytes>x</Bytes>'))
    expect(polkadotSignedBytes('x')).toEqual(utf8ToBytes('<Bytes>x</Bytes>'))
    expect(polkadotSignedBytes('<Bytes>x')).toEqual(utf8ToBytes('<Bytes><Bytes>x</Bytes>'))
    const signature = hex(sr25519.sign(srSecret, wrapped('x')))
    expect(verifyPolkadotSignature(srAddress, '<Bytes>x</Bytes>', signature)).toBe('sr25519')
  })

  it('is undefined, never a throw, for what is not an address, a signature or a text', () => {
    const signature = hex(sr25519.sign(srSecret, wrapped(MESSAGE)))
    for (const [address, message, text] of [
      ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', MESSAGE, signature],
      ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', MESSAGE, signature],
      [srAddress, MESSAGE, '0x'],
      [srAddress, MESSAGE, `0x${'00'.repeat(64)}`],
      [srAddress, MESSAGE, `0x${'ff'.repeat(64)}`],
      [srAddress, MESSAGE, signature.slice(2)],
      [srAddress, 42, signature],
      [srAddress, MESSAGE, null],
    ] as const) {
      expect(verifyPolkadotSignature(address, message as unknown as string, text as unknown as string)).toBeUndefined()
    }
  })
})

describe('polkadotSignatureProblem: the signature’s encoding, in words', () => {
  const signature = hex(sr25519.sign(srSecret, wrapped(MESSAGE)))
  it('takes 64 bytes in 0x hex and 65-byte sr25519 (0x01) and ed25519 (0x00) MultiSignatures', () => {
    for (const text of [signature, `0x01${signature.slice(2)}`, `0x00${signature.slice(2)}`]) expect(polkadotSignatureProblem(text), text).toBeUndefined()
  })

  it('refuses an ecdsa MultiSignature by name, and other encodings saying what is taken', () => {
    expect(polkadotSignatureProblem(`0x02${signature.slice(2)}00`)).toBe('is an ecdsa MultiSignature (type 0x02): Foyer checks Polkadot accounts with sr25519 and ed25519 keys only')
    expect(polkadotSignatureProblem(`0x07${signature.slice(2)}`)).toBe('is a 65-byte signature whose first byte 0x07 names no MultiSignature scheme (0x01 sr25519, 0x00 ed25519)')
    const encoding = 'must be 0x-prefixed hex: a 64-byte sr25519 or ed25519 signature, or a 65-byte MultiSignature (0x01 sr25519, 0x00 ed25519)'
    expect(polkadotSignatureProblem(signature.slice(2))).toBe(encoding)
    expect(polkadotSignatureProblem('0x123')).toBe(encoding)
    expect(polkadotSignatureProblem(`0x${'ab'.repeat(67)}`)).toBe(encoding)
    expect(polkadotSignatureProblem(`0x${'ab'.repeat(63)}`)).toBe(`${encoding}; got 63 bytes`)
  })
})
