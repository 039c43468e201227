/**
 * The relay's side of relay auth: checks a client's JWT before the socket upgrade. Synchronous, on
 * noble's ed25519, since the relay verifies on its hot path and never ships to a browser.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { fromBase64Url, fromUtf8, utf8 } from './encoding.ts'
import { JWT_HEADER, publicKeyFromClientId, RelayAuthError } from './relayAuth.ts'

/**
 * Checks a relay JWT the way the Foyer relay accepts a socket: EdDSA/JWT header, an ed25519
 * did:key issuer whose key signed it, not expired at `nowSeconds`, and an audience equal to one of
 * the relay's public URLs (one trailing slash ignored, since clients send the URL as configured).
 */
export function verifyRelayJwt(jwt: string, p: { audience: string | string[]; nowSeconds?: number }): { clientId: string; sub: string; iat: number; exp: number } {
  const parts = jwt.split('.')
  if (parts.length !== 3) {
    throw new RelayAuthError('malformed', `Relay auth token must have 3 parts separated by ".", got ${parts.length}`)
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeSegment(headerPart, 'header')
  if (header.alg !== JWT_HEADER.alg || header.typ !== JWT_HEADER.typ) {
    throw new RelayAuthError('algorithm', `Relay auth token header must be alg EdDSA, typ JWT; got alg ${String(header.alg)}, typ ${String(header.typ)}`)
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
