/**
 * The curves and HKDF run on WebCrypto where it can, on noble where it cannot (no `crypto.subtle`,
 * or one without Ed25519/X25519): both must give the same keys and the same JWT, byte for byte.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deriveSymKey, topicFromSymKey, topicFromSymKeyAsync } from '../../src/crypto.ts'
import { fromHex, toHex } from '../../src/encoding.ts'
import { hashMessage, hashMessageAsync, subscriptionId, subscriptionIdAsync } from '../../src/hash.ts'
import { ed25519PublicKey } from '../../src/primitives/ed25519.ts'
import { x25519PublicKey, x25519SharedSecret } from '../../src/primitives/x25519.ts'
import { clientIdFromSeed, signRelayJwt } from '../../src/relayAuth.ts'
import { verifyRelayJwt } from '../../src/relayJwtVerify.ts'
import { vectors } from './vectors.ts'

const auth = vectors.relayAuth
const keys = vectors.keyAgreement
const seed = fromHex(auth.seed)
const realCrypto = globalThis.crypto

/** A page served over plain http: random numbers, but no `crypto.subtle`. */
function withoutSubtle(): void {
  vi.stubGlobal('crypto', { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) })
}

/** A browser whose SubtleCrypto lacks the curves: every operation refuses. */
function withSubtleLackingCurves(): void {
  const notSupported = () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'))
  vi.stubGlobal('crypto', {
    getRandomValues: realCrypto.getRandomValues.bind(realCrypto),
    subtle: { importKey: notSupported, exportKey: notSupported, sign: notSupported, deriveBits: notSupported },
  })
}

/** Each result computed on WebCrypto, then on noble in both fallback situations. */
async function everyWay<T>(compute: () => Promise<T>): Promise<{ webCrypto: T; noSubtle: T; noCurves: T }> {
  const webCrypto = await compute()
  withoutSubtle()
  const noSubtle = await compute()
  withSubtleLackingCurves()
  const noCurves = await compute()
  vi.unstubAllGlobals()
  return { webCrypto, noSubtle, noCurves }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('WebCrypto with a noble fallback', () => {
  it('signs the relay JWT with WebCrypto Ed25519 where the platform has it', async () => {
    const sign = vi.spyOn(realCrypto.subtle, 'sign')
    expect(await signRelayJwt({ seed, sub: auth.sub, aud: auth.aud, iat: auth.iat })).toBe(auth.jwt)
    expect(sign).toHaveBeenCalledWith('Ed25519', expect.anything(), expect.anything())
  })

  it('gives the same JWT, byte for byte, from WebCrypto and from noble, and each verifies', async () => {
    const jwts = await everyWay(() => signRelayJwt({ seed, sub: auth.sub, aud: auth.aud, iat: auth.iat }))
    expect(jwts).toEqual({ webCrypto: auth.jwt, noSubtle: auth.jwt, noCurves: auth.jwt })
    for (const jwt of Object.values(jwts)) {
      expect(verifyRelayJwt(jwt, { audience: auth.aud, nowSeconds: auth.iat }).clientId).toBe(auth.iss)
    }
  })

  it('derives the same did:key and ed25519 public key either way', async () => {
    expect(await everyWay(() => clientIdFromSeed(seed))).toEqual({ webCrypto: auth.iss, noSubtle: auth.iss, noCurves: auth.iss })
    const publicKeys = await everyWay(async () => toHex(await ed25519PublicKey(seed)))
    expect(new Set(Object.values(publicKeys))).toEqual(new Set([auth.publicKey]))
  })

  it('derives the same X25519 public key, shared secret and session sym key either way', async () => {
    const publicKeys = await everyWay(async () => toHex(await x25519PublicKey(fromHex(keys.dappPrivateKey))))
    expect(new Set(Object.values(publicKeys))).toEqual(new Set([keys.dappPublicKey]))
    const secrets = await everyWay(async () => toHex(await x25519SharedSecret(fromHex(keys.dappPrivateKey), fromHex(keys.walletPublicKey))))
    expect(new Set(Object.values(secrets))).toEqual(new Set([keys.sharedSecret]))
    const symKeys = await everyWay(() => deriveSymKey(keys.dappPrivateKey, keys.walletPublicKey))
    expect(new Set(Object.values(symKeys))).toEqual(new Set([keys.sessionSymKey]))
  })

  it("gives 2.21.8's topic, message hash and subscription id asynchronously, either way, as the synchronous forms the relay uses do", async () => {
    const { messageHash, subscriptionId: sub } = vectors.hashes
    const topic = keys.sessionTopic
    expect(topicFromSymKey(keys.sessionSymKey)).toBe(topic)
    expect(await everyWay(() => topicFromSymKeyAsync(keys.sessionSymKey))).toEqual({ webCrypto: topic, noSubtle: topic, noCurves: topic })
    const hash = messageHash.sha256Hex
    expect(hashMessage(messageHash.message)).toBe(hash)
    expect(await everyWay(() => hashMessageAsync(messageHash.message))).toEqual({ webCrypto: hash, noSubtle: hash, noCurves: hash })
    expect(subscriptionId(sub.topic, sub.clientId)).toBe(sub.id)
    expect(await everyWay(() => subscriptionIdAsync(sub.topic, sub.clientId))).toEqual({ webCrypto: sub.id, noSubtle: sub.id, noCurves: sub.id })
  })

  it('refuses a low-order peer key either way (an all-zero shared secret)', async () => {
    const lowOrder = '00'.repeat(32)
    await expect(deriveSymKey(keys.dappPrivateKey, lowOrder)).rejects.toThrow()
    withoutSubtle()
    await expect(deriveSymKey(keys.dappPrivateKey, lowOrder)).rejects.toThrow()
  })

  it('never exports the X25519 private key, and imports the signing key as non-extractable', async () => {
    const exportKey = vi.spyOn(realCrypto.subtle, 'exportKey')
    const importKey = vi.spyOn(realCrypto.subtle, 'importKey')
    await deriveSymKey(keys.dappPrivateKey, keys.walletPublicKey)
    await x25519PublicKey(fromHex(keys.dappPrivateKey))
    expect(exportKey).not.toHaveBeenCalled()
    importKey.mockClear()
    await signRelayJwt({ seed, sub: auth.sub, aud: auth.aud, iat: auth.iat })
    // One throwaway extractable import to read the public key (JWK `x`), one non-extractable to sign.
    const extractable = importKey.mock.calls.map((call) => call[3])
    expect(extractable).toEqual([true, false])
    expect(exportKey).toHaveBeenCalledTimes(1)
  })
})
