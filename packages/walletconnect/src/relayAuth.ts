/**
 * The client identity and the relay auth token (design note §3.1, §3.2): an ed25519 seed gives a
 * did:key client id; every socket carries a fresh EdDSA JWT whose audience is the relay URL. The
 * relay verifies it with verifyRelayJwt (relayJwtVerify.ts) before accepting the upgrade. Signing
 * runs on WebCrypto's Ed25519 where there is one, on noble loaded on demand elsewhere.
 */
import { FoyerError } from '@foyer/core/internal'
import { randomBytes } from '@noble/hashes/utils'
import { decodeBase58, encodeBase58 } from './base58.ts'
import { toBase64Url, utf8 } from './encoding.ts'
import { ed25519PublicKey, ed25519Sign } from './primitives/ed25519.ts'

/** Lifetime of a relay JWT, as 2.21.8 issues them. */
export const RELAY_JWT_TTL_SECONDS = 86400

const DID_KEY_PREFIX = 'did:key:'
/** multibase prefix of base58btc */
const MULTIBASE_BASE58BTC = 'z'
/** multicodec varint of ed25519-pub */
const ED25519_MULTICODEC = new Uint8Array([0xed, 0x01])
const ED25519_KEY_LENGTH = 32
/** The header of every relay JWT, the only one the relay accepts. */
export const JWT_HEADER = { alg: 'EdDSA', typ: 'JWT' } as const

export type RelayAuthFailure = 'malformed' | 'algorithm' | 'issuer' | 'signature' | 'expired' | 'audience'

/** A relay JWT that must be refused; `reason` says which check failed. */
export class RelayAuthError extends FoyerError {
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
export async function clientIdFromSeed(seed: Uint8Array): Promise<string> {
  const publicKey = await ed25519PublicKey(seed)
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
export async function signRelayJwt(p: { seed: Uint8Array; sub: string; aud: string; iat?: number; ttl?: number }): Promise<string> {
  const iat = p.iat ?? Math.floor(Date.now() / 1000)
  const payload = {
    iss: await clientIdFromSeed(p.seed),
    sub: p.sub,
    aud: p.aud,
    iat,
    exp: iat + (p.ttl ?? RELAY_JWT_TTL_SECONDS),
  }
  const signingInput = `${encodeJson(JWT_HEADER)}.${encodeJson(payload)}`
  return `${signingInput}.${toBase64Url(await ed25519Sign(utf8(signingInput), p.seed))}`
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
