/**
 * Pairing URIs (design note §1): the `wc:` string a dapp shows as a QR code and a wallet pastes.
 * Formatting reproduces 2.21.8 byte for byte; parsing accepts what 2.21.8 accepts (base64-wrapped,
 * `wc://`) but, unlike it, refuses a URI whose version is not 2 or whose topic is not sha256(symKey),
 * naming the part that is wrong.
 */
import { FoyerError } from '@foyer/core/internal'
import { topicFromSymKey } from './crypto.ts'
import { fromBase64, fromUtf8 } from './encoding.ts'

/** How long a pairing URI is valid: 2.21.8 wallets refuse it after this. */
export const PAIRING_URI_TTL_SECONDS = 300

export interface PairingUri {
  topic: string
  version: 2
  symKey: string
  relay: { protocol: string; data?: string }
  /** Seconds since the epoch. */
  expiryTimestamp?: number
  methods?: string[]
}

export type PairingUriPart = 'uri' | 'topic' | 'version' | 'relay-protocol' | 'symKey' | 'expiryTimestamp' | 'methods'

/** A pairing URI that cannot be used; `part` says which part is wrong. */
export class InvalidPairingUriError extends FoyerError {
  override name = 'InvalidPairingUriError'
  constructor(
    readonly part: PairingUriPart,
    detail: string,
  ) {
    super(`Invalid pairing URI: ${detail}`)
  }
}

const RELAY_PREFIX = 'relay-'
const HEX_64 = /^[0-9a-fA-F]{64}$/
const WHOLE_NUMBER = /^\d+$/

/**
 * `wc:{topic}@2?relay-…&symKey=…&expiryTimestamp=…&methods=…`: relay-* keys sorted, empty ones
 * left out; expiryTimestamp and methods only when set (an empty methods list is left out too).
 */
export function formatPairingUri(p: PairingUri): string {
  const query = new URLSearchParams()
  const relay: Record<string, string | undefined> = { ...p.relay }
  for (const key of Object.keys(relay).sort()) {
    const value = relay[key]
    if (value) query.set(RELAY_PREFIX + key, value)
  }
  query.set('symKey', p.symKey)
  if (p.expiryTimestamp) query.set('expiryTimestamp', String(p.expiryTimestamp))
  if (p.methods && p.methods.length > 0) query.set('methods', p.methods.join(','))
  return `wc:${p.topic}@${p.version}?${query.toString()}`
}

/** Some wallets and QR libraries pass the URI base64-encoded; 2.21.8 accepts that. */
function unwrapBase64(text: string): string {
  if (text.includes('wc:')) return text
  try {
    const padded = text.padEnd(text.length + ((4 - (text.length % 4)) % 4), '=')
    const decoded = fromUtf8(fromBase64(padded.replaceAll('-', '+').replaceAll('_', '/')))
    if (decoded.includes('wc:')) return decoded
  } catch {
    // not base64: reported below as not a wc: URI
  }
  return text
}

/** Reads and checks a pairing URI; throws {@link InvalidPairingUriError} naming the wrong part. */
export function parsePairingUri(uri: string): PairingUri {
  if (typeof uri !== 'string' || uri.trim() === '') {
    throw new InvalidPairingUriError('uri', 'uri must be a non-empty string')
  }
  let text = unwrapBase64(uri.trim())
  if (text.startsWith('wc://')) text = text.slice('wc://'.length)
  else if (text.startsWith('wc:')) text = text.slice('wc:'.length)
  else throw new InvalidPairingUriError('uri', 'uri must start with "wc:" (or be the base64 of such a URI)')

  const queryAt = text.indexOf('?')
  let path = queryAt === -1 ? text : text.slice(0, queryAt)
  if (path.startsWith('//')) path = path.slice(2)
  const query = new URLSearchParams(queryAt === -1 ? '' : text.slice(queryAt + 1))

  const at = path.indexOf('@')
  const topic = (at === -1 ? path : path.slice(0, at)).toLowerCase()
  const version = at === -1 ? undefined : path.slice(at + 1)
  if (version === undefined || version === '') {
    throw new InvalidPairingUriError('version', 'version is missing (expected "@2" after the topic)')
  }
  if (version !== '2') throw new InvalidPairingUriError('version', `version must be 2, got ${version}`)

  const symKey = query.get('symKey')
  if (symKey === null || symKey === '') throw new InvalidPairingUriError('symKey', 'symKey is missing')
  if (!HEX_64.test(symKey)) throw new InvalidPairingUriError('symKey', 'symKey must be 64 hex characters')
  const normalisedSymKey = symKey.toLowerCase()

  if (topic === '') throw new InvalidPairingUriError('topic', 'topic is missing')
  if (topic !== topicFromSymKey(normalisedSymKey)) {
    throw new InvalidPairingUriError('topic', 'topic must be the sha256 of symKey')
  }

  const protocol = query.get('relay-protocol')
  if (protocol === null || protocol.trim() === '') {
    throw new InvalidPairingUriError('relay-protocol', 'relay-protocol is missing')
  }
  const relay: PairingUri['relay'] = { protocol }
  const data = query.get('relay-data')
  if (data) relay.data = data

  const result: PairingUri = { topic, version: 2, symKey: normalisedSymKey, relay }

  const expiry = query.get('expiryTimestamp')
  if (expiry !== null) {
    if (!WHOLE_NUMBER.test(expiry) || !Number.isSafeInteger(Number(expiry))) {
      throw new InvalidPairingUriError('expiryTimestamp', `expiryTimestamp must be whole seconds, got "${expiry}"`)
    }
    result.expiryTimestamp = Number(expiry)
  }

  const methods = query.get('methods')
  if (methods !== null) {
    const list = methods.split(',')
    if (list.some((method) => method.trim() === '')) {
      throw new InvalidPairingUriError('methods', 'methods must be a comma-separated list of method names')
    }
    result.methods = list
  }
  return result
}

/** True once the URI's expiry has passed (no grace, as 2.21.8 checks it); never without one. */
export function isPairingUriExpired(p: Pick<PairingUri, 'expiryTimestamp'>, nowMs: number = Date.now()): boolean {
  return p.expiryTimestamp !== undefined && p.expiryTimestamp * 1000 <= nowMs
}
