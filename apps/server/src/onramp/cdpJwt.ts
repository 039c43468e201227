import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'

/** A Coinbase Developer Platform API key: its name (the JWT's `kid` and `sub`) and its private key. */
export interface CdpKey {
  keyName: string
  privateKey: KeyObject
  alg: 'ES256' | 'EdDSA'
}

/** How long a request's JWT is valid: CDP takes at most 2 minutes. */
export const CDP_JWT_LIFETIME_SECONDS = 120

/**
 * Reads a CDP secret as CDP hands it out: a PEM EC P-256 key (ES256; SEC1 or PKCS#8, with real or
 * `\n`-escaped line breaks, as environment variables often carry it), or an Ed25519 key as base64
 * of its 64 bytes, seed then public key (EdDSA). Throws a sentence naming what is wrong.
 */
export function readCdpKey(keyName: string, secret: string): CdpKey {
  const text = secret.replace(/\\n/g, '\n').trim()
  if (text.startsWith('-----BEGIN')) {
    let privateKey: KeyObject
    try {
      privateKey = createPrivateKey(text)
    } catch {
      throw new Error('is PEM but not a private key Node can read')
    }
    if (privateKey.asymmetricKeyType === 'ed25519') return { keyName, privateKey, alg: 'EdDSA' }
    if (privateKey.asymmetricKeyType === 'ec' && privateKey.asymmetricKeyDetails?.namedCurve === 'prime256v1') return { keyName, privateKey, alg: 'ES256' }
    throw new Error(`is a ${privateKey.asymmetricKeyType} key; CDP keys are EC P-256 (ES256) or Ed25519`)
  }
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length !== 64 || bytes.toString('base64') !== text) throw new Error('must be a PEM EC key or an Ed25519 key as base64 of 64 bytes')
  const jwk = { kty: 'OKP', crv: 'Ed25519', d: bytes.subarray(0, 32).toString('base64url'), x: bytes.subarray(32).toString('base64url') }
  try {
    return { keyName, privateKey: createPrivateKey({ key: jwk, format: 'jwk' }), alg: 'EdDSA' }
  } catch {
    throw new Error('is 64 bytes but not an Ed25519 seed and its public key')
  }
}

/**
 * The bearer token of one CDP request: signed for exactly that method, host and path (`uris`),
 * issued by "cdp" for the key, valid from now for two minutes, with a fresh nonce in its header.
 */
export async function cdpRequestJwt(key: CdpKey, method: string, url: string, now: () => number = Date.now): Promise<string> {
  const target = new URL(url)
  const seconds = Math.floor(now() / 1000)
  return new SignJWT({ uris: [`${method} ${target.host}${target.pathname}`] })
    .setProtectedHeader({ alg: key.alg, kid: key.keyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
    .setSubject(key.keyName)
    .setIssuer('cdp')
    .setNotBefore(seconds)
    .setExpirationTime(seconds + CDP_JWT_LIFETIME_SECONDS)
    .sign(key.privateKey)
}
