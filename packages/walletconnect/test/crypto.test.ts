import { describe, expect, it } from 'vitest'
import { decryptEnvelope, deriveSymKey, deriveType1SymKey, encryptEnvelope, EnvelopeError, generateKeyPair, generateSymKey, readEnvelope, topicFromSymKey } from '../src/crypto.ts'
import { fromBase64, fromHex, toBase64, toHex } from '../src/encoding.ts'
import { hashMessage, sha256Hex, subscriptionId } from '../src/hash.ts'
import { flipByte, vectors } from './primitives/vectors.ts'

const keys = vectors.keyAgreement
const { type0, type0Short, type1, type2 } = vectors.envelopes
const HEX_64 = /^[0-9a-f]{64}$/

describe('key agreement', () => {
  it('derives the session sym key of the vector from the dapp private key and the wallet public key', async () => {
    expect(await deriveSymKey(keys.dappPrivateKey, keys.walletPublicKey)).toBe(keys.sessionSymKey)
  })

  it('derives the same session sym key from the wallet private key and the dapp public key', async () => {
    expect(await deriveSymKey(keys.walletPrivateKey, keys.dappPublicKey)).toBe(keys.sessionSymKey)
  })

  it('makes the topic of a sym key the sha256 of its bytes', () => {
    expect(topicFromSymKey(keys.sessionSymKey)).toBe(keys.sessionTopic)
    expect(topicFromSymKey(vectors.pairingUri.symKey)).toBe(vectors.pairingUri.topic)
  })

  it('gives two fresh key pairs the same sym key from either side', async () => {
    const dapp = await generateKeyPair()
    const wallet = await generateKeyPair()
    expect(dapp.privateKey).toMatch(HEX_64)
    expect(dapp.publicKey).toMatch(HEX_64)
    expect(dapp.privateKey).not.toBe(wallet.privateKey)
    expect(await deriveSymKey(dapp.privateKey, wallet.publicKey)).toBe(await deriveSymKey(wallet.privateKey, dapp.publicKey))
  })

  it('generates a random 32-byte sym key as 64 lowercase hex characters', () => {
    const a = generateSymKey()
    expect(a).toMatch(HEX_64)
    expect(generateSymKey()).not.toBe(a)
  })

  it('refuses key material that is not 64 hex characters', async () => {
    await expect(deriveSymKey(keys.dappPrivateKey.slice(2), keys.walletPublicKey)).rejects.toThrow('Private key must be 64 hex characters')
    expect(() => topicFromSymKey('xyz')).toThrow('Sym key must be 64 hex characters')
  })
})

describe('type 0 envelopes', () => {
  it('encrypts the proposal vector with the fixed iv to the exact base64 envelope', () => {
    expect(encryptEnvelope({ symKey: type0.symKey, message: type0.plaintext, iv: fromHex(type0.iv) })).toBe(type0.envelopeBase64)
  })

  it('encrypts the short vector to the exact envelope bytes', () => {
    const encoded = encryptEnvelope({ symKey: type0Short.symKey, message: type0Short.plaintext, iv: fromHex(type0Short.iv) })
    expect(encoded).toBe(type0Short.envelopeBase64)
    expect(toHex(fromBase64(encoded))).toBe(type0Short.envelopeHex)
  })

  it('decrypts the vector envelopes to their plaintext', () => {
    expect(decryptEnvelope({ symKey: type0.symKey, encoded: type0.envelopeBase64 })).toBe(type0.plaintext)
    expect(decryptEnvelope({ symKey: type0Short.symKey, encoded: type0Short.envelopeBase64 })).toBe(type0Short.plaintext)
  })

  it('reads the type byte, iv and sealed bytes of the layout', () => {
    const envelope = readEnvelope(type0.envelopeBase64)
    expect(envelope.type).toBe(0)
    expect(envelope.senderPublicKey).toBeUndefined()
    expect(toHex(envelope.iv)).toBe(type0.layout.ivHex)
    expect(toHex(envelope.sealed)).toBe(type0.layout.sealedHex)
    expect(envelope.sealed.length).toBe(type0.layout.sealedLength)
  })

  it('uses a fresh random iv for each message, and each still decrypts', () => {
    const a = encryptEnvelope({ symKey: type0.symKey, message: 'same' })
    const b = encryptEnvelope({ symKey: type0.symKey, message: 'same' })
    expect(a).not.toBe(b)
    expect(decryptEnvelope({ symKey: type0.symKey, encoded: a })).toBe('same')
    expect(decryptEnvelope({ symKey: type0.symKey, encoded: b })).toBe('same')
  })

  it('keeps non-ASCII text intact through a round trip', () => {
    const message = '{"name":"Café ☕ 🚀"}'
    expect(decryptEnvelope({ symKey: type0.symKey, encoded: encryptEnvelope({ symKey: type0.symKey, message }) })).toBe(message)
  })

  it('fails with an EnvelopeError when a tag byte is flipped', () => {
    const tampered = toBase64(flipByte(fromBase64(type0Short.envelopeBase64), -1))
    expect(() => decryptEnvelope({ symKey: type0Short.symKey, encoded: tampered })).toThrow(EnvelopeError)
    expect(() => decryptEnvelope({ symKey: type0Short.symKey, encoded: tampered })).toThrow(/invalid tag/)
  })

  it('fails with an EnvelopeError under another key', () => {
    expect(() => decryptEnvelope({ symKey: type0.symKey, encoded: type0Short.envelopeBase64 })).toThrow(EnvelopeError)
  })

  it('refuses an iv that is not 12 bytes', () => {
    expect(() => encryptEnvelope({ symKey: type0.symKey, message: 'x', iv: new Uint8Array(8) })).toThrow('iv must be 12 bytes')
  })
})

describe('type 1 envelopes', () => {
  it('encrypts with the sender public key and fixed iv to the exact base64 envelope', () => {
    const encoded = encryptEnvelope({
      type: 1,
      symKey: type1.symKey,
      senderPublicKey: type1.senderPublicKey,
      message: type1.plaintext,
      iv: fromHex(type1.iv),
    })
    expect(encoded).toBe(type1.envelopeBase64)
  })

  it('lets the receiver derive the sym key from its private key and the sender key inside', async () => {
    expect(await deriveType1SymKey(type1.receiverPrivateKey, type1.envelopeBase64)).toBe(type1.symKey)
  })

  it('decrypts the vector envelope to its plaintext', async () => {
    const symKey = await deriveType1SymKey(type1.receiverPrivateKey, type1.envelopeBase64)
    expect(decryptEnvelope({ symKey, encoded: type1.envelopeBase64 })).toBe(type1.plaintext)
  })

  it('reads the sender key, iv and sealed bytes of the layout', () => {
    const envelope = readEnvelope(type1.envelopeBase64)
    expect(envelope.type).toBe(1)
    expect(envelope.senderPublicKey).toBe(type1.layout.senderPublicKeyHex)
    expect(toHex(envelope.iv)).toBe(type1.layout.ivHex)
    expect(toHex(envelope.sealed)).toBe(type1.layout.sealedHex)
  })

  it('refuses to encrypt a type 1 envelope without a sender public key', () => {
    expect(() => encryptEnvelope({ type: 1, symKey: type1.symKey, message: type1.plaintext })).toThrow(type1.encryptWithoutSenderKeyError)
  })

  it('fails when a tag byte is flipped', () => {
    const tampered = toBase64(flipByte(fromBase64(type1.envelopeBase64), -1))
    expect(() => decryptEnvelope({ symKey: type1.symKey, encoded: tampered })).toThrow(EnvelopeError)
  })

  it('will not derive a type 1 key from a type 0 envelope', async () => {
    await expect(deriveType1SymKey(type1.receiverPrivateKey, type0Short.envelopeBase64)).rejects.toThrow('Expected an envelope of type 1, got type 0')
  })
})

describe('reading envelopes', () => {
  it('reads a type 2 envelope as unencrypted plaintext and refuses to decrypt it', () => {
    const envelope = readEnvelope(type2.envelopeBase64)
    expect(envelope.type).toBe(2)
    expect(new TextDecoder().decode(envelope.sealed)).toBe(type2.plaintext)
    expect(() => decryptEnvelope({ symKey: type0.symKey, encoded: type2.envelopeBase64 })).toThrow('type 2 is not encrypted')
  })

  it('refuses an unknown type byte', () => {
    const bytes = fromBase64(type0Short.envelopeBase64).slice()
    bytes[0] = 3
    expect(() => readEnvelope(toBase64(bytes))).toThrow('Unknown envelope type 3')
  })

  it('refuses envelopes too short to hold an iv and a tag', () => {
    expect(() => readEnvelope(toBase64(new Uint8Array(20)))).toThrow('Envelope of type 0 is too short: 20 bytes, need at least 29')
    expect(() => readEnvelope(toBase64(Uint8Array.of(1, ...new Uint8Array(40))))).toThrow('Envelope of type 1 is too short')
    expect(() => readEnvelope('')).toThrow('Envelope is empty')
  })

  it('refuses text that is not base64', () => {
    expect(() => readEnvelope('not base64!')).toThrow('Envelope is not valid base64')
  })
})

describe('hashes', () => {
  it('hashes a message as sha256 of the UTF-8 bytes of its base64 string', () => {
    expect(hashMessage(vectors.hashes.messageHash.message)).toBe(vectors.hashes.messageHash.sha256Hex)
  })

  it('makes the subscription id sha256(topic + clientId)', () => {
    const { topic, clientId, id } = vectors.hashes.subscriptionId
    expect(subscriptionId(topic, clientId)).toBe(id)
    expect(sha256Hex(topic + clientId)).toBe(id)
  })
})
