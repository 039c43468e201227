import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { fromBase64Url, fromHex, fromUtf8, toHex } from '../src/encoding.ts'
import { clientIdFromSeed, formatRelayUrl, generateClientSeed, publicKeyFromClientId, RELAY_JWT_TTL_SECONDS, RelayAuthError, signRelayJwt } from '../src/relayAuth.ts'
import { verifyRelayJwt } from '../src/relayJwtVerify.ts'
import { signArbitraryJwt } from './primitives/jwt.ts'
import { vectors } from './primitives/vectors.ts'

const auth = vectors.relayAuth
const seed = fromHex(auth.seed)
const otherSeed = fromHex('11'.repeat(32))
const header = { alg: 'EdDSA', typ: 'JWT' }
const exp = auth.iat + auth.ttl
const payload = { iss: auth.iss, sub: auth.sub, aud: auth.aud, iat: auth.iat, exp }

/** The reason verifyRelayJwt refuses `jwt` with, or undefined when it accepts it. */
function refusal(jwt: string, options: Parameters<typeof verifyRelayJwt>[1]): RelayAuthError {
  try {
    verifyRelayJwt(jwt, options)
  } catch (error) {
    if (error instanceof RelayAuthError) return error
    throw error
  }
  throw new Error('verifyRelayJwt accepted the token')
}

describe('client identity', () => {
  it('makes the did:key of the vector seed', async () => {
    expect(await clientIdFromSeed(seed)).toBe(auth.iss)
  })

  it('reads the ed25519 public key back out of the did:key', () => {
    expect(toHex(publicKeyFromClientId(auth.iss))).toBe(auth.decodeIssHex)
    expect(toHex(publicKeyFromClientId(auth.iss))).toBe(auth.publicKey)
  })

  it('generates a random 32-byte seed whose did:key round-trips', async () => {
    const a = generateClientSeed()
    expect(a.length).toBe(32)
    expect(toHex(generateClientSeed())).not.toBe(toHex(a))
    expect(await clientIdFromSeed(a)).toMatch(/^did:key:z6Mk/)
    expect(publicKeyFromClientId(await clientIdFromSeed(a)).length).toBe(32)
  })

  it('refuses client ids that are not ed25519 did:keys', () => {
    expect(() => publicKeyFromClientId('did:web:example.com')).toThrow('Not a base58btc did:key')
    // secp256k1-pub multicodec (0xe7 0x01)
    expect(() => publicKeyFromClientId('did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme')).toThrow('not an ed25519 key')
    expect(() => publicKeyFromClientId('did:key:z0OIl')).toThrow('not valid base58btc')
    const shortKey = `did:key:z${base58.encode(Uint8Array.of(0xed, 0x01, ...new Uint8Array(31)))}`
    expect(() => publicKeyFromClientId(shortKey)).toThrow('must be 32 bytes')
  })
})

describe('signing the relay JWT', () => {
  it('signs the vector JWT byte for byte from seed, sub, aud and iat with the default ttl', async () => {
    expect(await signRelayJwt({ seed, sub: auth.sub, aud: auth.aud, iat: auth.iat })).toBe(auth.jwt)
  })

  it('writes the header and the payload keys in the order 2.21.8 does', async () => {
    const [h, p] = (await signRelayJwt({ seed, sub: auth.sub, aud: auth.aud, iat: auth.iat })).split('.') as [string, string]
    expect(fromUtf8(fromBase64Url(h))).toBe(auth.headerJson)
    expect(fromUtf8(fromBase64Url(p))).toBe(auth.payloadJson)
  })

  it('sets exp to iat + ttl, 86400 s by default, and iat to now when not given', async () => {
    expect(RELAY_JWT_TTL_SECONDS).toBe(auth.ttl)
    const before = Math.floor(Date.now() / 1000)
    const claims = verifyRelayJwt(await signRelayJwt({ seed, sub: auth.sub, aud: auth.aud }), { audience: auth.aud })
    expect(claims.iat).toBeGreaterThanOrEqual(before)
    expect(claims.exp - claims.iat).toBe(86400)
    const short = verifyRelayJwt(await signRelayJwt({ seed, sub: 's', aud: auth.aud, iat: 100, ttl: 60 }), { audience: auth.aud, nowSeconds: 100 })
    expect(short.exp).toBe(160)
  })
})

describe('verifying the relay JWT', () => {
  it('accepts the vector JWT with a clock at iat and answers its claims', () => {
    expect(verifyRelayJwt(auth.jwt, { audience: auth.aud, nowSeconds: auth.iat })).toEqual({
      clientId: auth.iss,
      sub: auth.sub,
      iat: auth.iat,
      exp: exp,
    })
  })

  it('accepts one second before exp and refuses at exp and after it', () => {
    expect(() => verifyRelayJwt(auth.jwt, { audience: auth.aud, nowSeconds: exp - 1 })).not.toThrow()
    expect(refusal(auth.jwt, { audience: auth.aud, nowSeconds: exp }).reason).toBe('expired')
    const late = refusal(auth.jwt, { audience: auth.aud, nowSeconds: exp + 10 })
    expect(late.reason).toBe('expired')
    expect(late.message).toBe(`Relay auth token expired at ${exp} (now ${exp + 10})`)
  })

  it('refuses a token for another audience', () => {
    const error = refusal(auth.jwt, { audience: 'ws://127.0.0.1:9999/ws', nowSeconds: auth.iat })
    expect(error.reason).toBe('audience')
    expect(error.message).toContain('aud ws://127.0.0.1:8787/ws is not this relay')
  })

  it('compares audiences ignoring one trailing slash, and accepts any of several', async () => {
    expect(() => verifyRelayJwt(auth.jwt, { audience: `${auth.aud}/`, nowSeconds: auth.iat })).not.toThrow()
    const slashed = await signRelayJwt({ seed, sub: auth.sub, aud: 'ws://127.0.0.1:8787/', iat: auth.iat })
    expect(() => verifyRelayJwt(slashed, { audience: 'ws://127.0.0.1:8787', nowSeconds: auth.iat })).not.toThrow()
    expect(() => verifyRelayJwt(auth.jwt, { audience: ['wss://relay.example', auth.aud], nowSeconds: auth.iat })).not.toThrow()
  })

  it('refuses a tampered signature', () => {
    const last = auth.jwt.at(-2) === 'A' ? 'B' : 'A'
    const tampered = `${auth.jwt.slice(0, -2)}${last}${auth.jwt.slice(-1)}`
    expect(refusal(tampered, { audience: auth.aud, nowSeconds: auth.iat }).reason).toBe('signature')
  })

  it('refuses a payload altered after signing', () => {
    const [h, , s] = auth.jwt.split('.')
    const forged = signArbitraryJwt(header, { ...payload, sub: 'someone else' }, seed).split('.')[1]
    expect(refusal(`${h}.${forged}.${s}`, { audience: auth.aud, nowSeconds: auth.iat }).reason).toBe('signature')
  })

  it('refuses a token signed by a key other than its issuer', () => {
    const error = refusal(signArbitraryJwt(header, payload, otherSeed), { audience: auth.aud, nowSeconds: auth.iat })
    expect(error.reason).toBe('signature')
    expect(error.message).toContain('does not match its issuer')
  })

  it('refuses any algorithm other than EdDSA', () => {
    for (const alg of ['none', 'HS256', 'ES256K']) {
      const error = refusal(signArbitraryJwt({ alg, typ: 'JWT' }, payload, seed), { audience: auth.aud, nowSeconds: auth.iat })
      expect(error.reason).toBe('algorithm')
      expect(error.message).toContain(`got alg ${alg}`)
    }
  })

  it('refuses an issuer that is not an ed25519 did:key', () => {
    const error = refusal(signArbitraryJwt(header, { ...payload, iss: 'did:web:example.com' }, seed), { audience: auth.aud, nowSeconds: auth.iat })
    expect(error.reason).toBe('issuer')
  })

  it('refuses malformed tokens', () => {
    expect(refusal('abc.def', { audience: auth.aud }).reason).toBe('malformed')
    expect(refusal('abc.def', { audience: auth.aud }).message).toContain('3 parts')
    expect(refusal('!!.@@.##', { audience: auth.aud }).reason).toBe('malformed')
    expect(refusal(signArbitraryJwt(header, [1, 2], seed), { audience: auth.aud }).reason).toBe('malformed')
    expect(refusal(signArbitraryJwt(header, { ...payload, exp: '1' }, seed), { audience: auth.aud }).message).toBe('Relay auth token exp must be a number')
  })
})

describe('relay URL', () => {
  it('adds auth, projectId, ua and useOnCloseEvent in sorted order as in the vector', () => {
    const { input, result } = vectors.relayUrl
    expect(formatRelayUrl(input.relayUrl, { auth: input.auth, projectId: input.projectId, ua: 'wc-2/js-2.21.8/linux-20.20.2/node' })).toBe(result)
  })

  it('keeps a query already in the relay URL before the added keys', () => {
    expect(formatRelayUrl('ws://127.0.0.1:8787/ws?foo=bar', { auth: 'JWT', projectId: 'p', ua: 'wc-2/js-2.21.8/linux-20.20.2/node' })).toBe(vectors.relayUrl.resultWithExistingQuery)
  })

  it('leaves out absent values and replaces a stale auth', () => {
    expect(formatRelayUrl('ws://127.0.0.1:1?auth=old', { auth: 'new' })).toBe('ws://127.0.0.1:1?auth=new&useOnCloseEvent=true')
  })
})
