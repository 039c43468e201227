/**
 * The client identity and the relay auth token (design note §3.1, §3.2): an ed25519 seed gives a
 * did:key client id; every socket carries a fresh EdDSA JWT whose audience is the relay URL. The
 * relay verifies it with {@link verifyRelayJwt} before accepting the upgrade.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { randomBytes } from '@noble/hashes/utils'
import { decodeBase58, encodeBase58 } from './base58.ts'
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from './encoding.ts'

/** Lifetime of a relay JWT, as 2.21.8 issues them. */
export const RELAY_JWT_TTL_SECONDS = 86400

const DID_KEY_PREFIX = 'did:key:'
/** multibase prefix of base58btc */
const MULTIBASE_BASE58BTC = 'z'
/** multicodec varint of ed25519-pub */
const ED25519_MULTICODEC = new Uint8Array([0xed, 0x01])
const ED25519_KEY_LENGTH = 32
const JWT_HEADER = { alg: 'EdDSA', typ: 'JWT' } as const

export type RelayAuthFailure = 'malformed' | 'algorithm' | 'issuer' | 'signature' | 'expired' | 'audience'

/** A relay JWT that must be refused; `reason` says which check failed. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
  constructor(
    readonly reason: RelayAuthFailure,
    message: string,
  ) {
    super(message)
  }
}

/** A new 32-byte ed25519 seed: the client's long-lived identity, kept in its storage. */
export function generateClientSeed(): Uint8Array {
  return randomBytes(ED25519_KEY_LENGTH)
}

/** `did:key:z…` of the seed's ed25519 public key (multicodec 0xed01, base58btc). */
export function clientIdFromSeed(seed: Uint8Array): string {
  const publicKey = ed25519.getPublicKey(seed)
  const multicodec = new Uint8Array(ED25519_MULTICODEC.length + publicKey.length)
  multicodec.set(ED25519_MULTICODEC)
  multicodec.set(publicKey, ED25519_MULTICODEC.length)
  return DID_KEY_PREFIX + MULTIBASE_BASE58BTC + encodeBase58(multicodec)
}

/** The ed25519 public key inside a did:key client id; throws for anything else. */
export function publicKeyFromClientId(clientId: string): Uint8Array {
  if (!clientId.startsWith(DID_KEY_PREFIX + MULTIBASE_BASE58BTC)) {
    throw new Error(`Not a base58btc did:key: ${clientId}`)
  }
  let decoded: Uint8Array
  try {
    decoded = decodeBase58(clientId.slice(DID_KEY_PREFIX.length + MULTIBASE_BASE58BTC.length))
  } catch {
    throw new Error(`did:key is not valid base58btc: ${clientId}`)
  }
  if (decoded[0] !== ED25519_MULTICODEC[0] || decoded[1] !== ED25519_MULTICODEC[1]) {
    throw new Error(`did:key is not an ed25519 key: ${clientId}`)
  }
  if (decoded.length !== ED25519_MULTICODEC.length + ED25519_KEY_LENGTH) {
    throw new Error(`did:key ed25519 key must be ${ED25519_KEY_LENGTH} bytes: ${clientId}`)
  }
  return decoded.slice(ED25519_MULTICODEC.length)
}

function encodeJson(value: unknown): string {
  return toBase64Url(utf8(JSON.stringify(value)))
}

/**
 * A relay JWT signed with the client's seed. Payload keys are written in the order iss, sub, aud,
 * iat, exp, as 2.21.8 does, so equal inputs give the same token byte for byte.
 */
export function signRelayJwt(p: { seed: Uint8Array; sub: string; aud: string; iat?: number; ttl?: number }): string {
  const iat = p.iat ?? Math.floor(Date.now() / 1000)
  const payload = {
    iss: clientIdFromSeed(p.seed),
    sub: p.sub,
    aud: p.aud,
    iat,
    exp: iat + (p.ttl ?? RELAY_JWT_TTL_SECONDS),
  }
  const signingInput = `${encodeJson(JWT_HEADER)}.${encodeJson(payload)}`
  return `${signingInput}.${toBase64Url(ed25519.sign(utf8(signingInput), p.seed))}`
}

function decodeSegment(segment: string, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(fromUtf8(fromBase64Url(segment)))
  } catch {
    throw new RelayAuthError('malformed', `Relay auth token ${what} is not base64url JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RelayAuthError('malformed', `Relay auth token ${what} is not a JSON object`)
  }
  return value as Record<string, unknown>
}

function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}

/**
 * Checks a relay JWT the way the Foyer relay accepts a socket: EdDSA/JWT header, an ed25519
 * did:key issuer whose key signed it, not expired at `nowSeconds`, and an audience equal to one of
 * the relay's public URLs (one trailing slash ignored, since clients send the URL as configured).
 */
export function verifyRelayJwt(
  jwt: string,
  p: { audience: string | string[]; nowSeconds?: number },
): { clientId: string; sub: string; iat: number; exp: number } {
  const parts = jwt.split('.')
  if (parts.length !== 3) {
    throw new RelayAuthError('malformed', `Relay auth token must have 3 parts separated by ".", got ${parts.length}`)
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeSegment(headerPart, 'header')
  if (header.alg !== JWT_HEADER.alg || header.typ !== JWT_HEADER.typ) {
    throw new RelayAuthError(
      'algorithm',
      `Relay auth token header must be alg EdDSA, typ JWT; got alg ${String(header.alg)}, typ ${String(header.typ)}`,
    )
  }
  const payload = decodeSegment(payloadPart, 'payload')
  const { iss, sub, aud, iat, exp } = payload
  if (typeof iss !== 'string') throw new RelayAuthError('issuer', 'Relay auth token has no iss')
  if (typeof sub !== 'string') throw new RelayAuthError('malformed', 'Relay auth token sub must be a string')
  if (typeof aud !== 'string') throw new RelayAuthError('malformed', 'Relay auth token aud must be a string')
  if (typeof iat !== 'number' || !Number.isFinite(iat)) {
    throw new RelayAuthError('malformed', 'Relay auth token iat must be a number')
  }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    throw new RelayAuthError('malformed', 'Relay auth token exp must be a number')
  }
  let publicKey: Uint8Array
  try {
    publicKey = publicKeyFromClientId(iss)
  } catch (error) {
    throw new RelayAuthError('issuer', `Relay auth token iss is not an ed25519 did:key: ${(error as Error).message}`)
  }
  let signature: Uint8Array
  try {
    signature = fromBase64Url(signaturePart)
  } catch {
    throw new RelayAuthError('malformed', 'Relay auth token signature is not base64url')
  }
  let valid = false
  try {
    valid = ed25519.verify(signature, utf8(`${headerPart}.${payloadPart}`), publicKey)
  } catch {
    valid = false
  }
  if (!valid) throw new RelayAuthError('signature', `Relay auth token signature does not match its issuer ${iss}`)
  const now = p.nowSeconds ?? Math.floor(Date.now() / 1000)
  if (exp <= now) throw new RelayAuthError('expired', `Relay auth token expired at ${exp} (now ${now})`)
  const audiences = (Array.isArray(p.audience) ? p.audience : [p.audience]).map(withoutTrailingSlash)
  if (!audiences.includes(withoutTrailingSlash(aud))) {
    throw new RelayAuthError('audience', `Relay auth token aud ${aud} is not this relay (${audiences.join(', ')})`)
  }
  return { clientId: iss, sub, iat, exp }
}

/**
 * The socket URL: `relayUrl` with whatever path and query it already has, plus auth, projectId,
 * ua and useOnCloseEvent=true set in sorted key order (absent values left out), as 2.21.8 builds it.
 */
export function formatRelayUrl(relayUrl: string, p: { auth: string; projectId?: string; ua?: string }): string {
  const queryAt = relayUrl.indexOf('?')
  const base = queryAt === -1 ? relayUrl : relayUrl.slice(0, queryAt)
  const query = new URLSearchParams(queryAt === -1 ? '' : relayUrl.slice(queryAt + 1))
  const added: Record<string, string | undefined> = {
    auth: p.auth,
    projectId: p.projectId,
    ua: p.ua,
    useOnCloseEvent: 'true',
  }
  for (const key of Object.keys(added).sort()) {
    const value = added[key]
    if (value !== undefined) query.set(key, value)
  }
  return `${base}?${query.toString()}`
}
