import { describe, expect, it } from 'vitest'
import { generateSymKey, topicFromSymKey } from '../src/crypto.ts'
import { toBase64, toBase64Url, utf8 } from '../src/encoding.ts'
import { formatPairingUri, InvalidPairingUriError, isPairingUriExpired, PAIRING_URI_TTL_SECONDS, parsePairingUri, type PairingUri, type PairingUriPart } from '../src/uri.ts'
import { vectors } from './primitives/vectors.ts'

const pairing = vectors.pairingUri
const { formatted } = pairing
const base: PairingUri = {
  topic: pairing.topic,
  version: 2,
  symKey: pairing.symKey,
  relay: { protocol: 'irn' },
  expiryTimestamp: pairing.expiryTimestamp,
}
const query = `relay-protocol=irn&symKey=${pairing.symKey}&expiryTimestamp=${pairing.expiryTimestamp}`

/** The error parsePairingUri throws for `uri`. */
function parseError(uri: string): InvalidPairingUriError {
  try {
    parsePairingUri(uri)
  } catch (error) {
    if (error instanceof InvalidPairingUriError) return error
    throw error
  }
  throw new Error(`parsePairingUri accepted ${uri}`)
}

describe('formatting a pairing URI', () => {
  it('writes relay-protocol, symKey and expiryTimestamp exactly as 2.21.8', () => {
    expect(formatPairingUri(base)).toBe(formatted.withoutMethods)
  })

  it('appends one method as methods=', () => {
    expect(formatPairingUri({ ...base, methods: formatted.withMethods.methods })).toBe(formatted.withMethods.uri)
  })

  it('joins several methods with an encoded comma', () => {
    expect(formatPairingUri({ ...base, methods: formatted.withTwoMethods.methods })).toBe(formatted.withTwoMethods.uri)
  })

  it('sorts relay-data before relay-protocol', () => {
    expect(formatPairingUri({ ...base, relay: formatted.withRelayData.relay })).toBe(formatted.withRelayData.uri)
  })

  it('leaves out the expiry when there is none and an empty relay value', () => {
    const { expiryTimestamp: _, ...noExpiry } = base
    expect(formatPairingUri({ ...noExpiry, relay: { protocol: 'irn', data: '' } })).toBe(`wc:${pairing.topic}@2?relay-protocol=irn&symKey=${pairing.symKey}`)
  })

  it('gives a fresh URI that parses back to itself', () => {
    const symKey = generateSymKey()
    const fresh: PairingUri = { topic: topicFromSymKey(symKey), version: 2, symKey, relay: { protocol: 'irn' }, expiryTimestamp: 2_000_000_000, methods: ['wc_sessionAuthenticate'] }
    expect(parsePairingUri(formatPairingUri(fresh))).toEqual(fresh)
  })
})

describe('parsing a pairing URI', () => {
  for (const [index, { uri, result }] of pairing.parsed.entries()) {
    it(`reads vector ${index} as 2.21.8 does (${uri.slice(0, 12)}…)`, () => {
      const { protocol: _, ...expected } = result
      expect(parsePairingUri(uri)).toStrictEqual(expected)
    })
  }

  it('accepts a base64url URI without padding and surrounding whitespace', () => {
    const wrapped = toBase64Url(utf8(formatted.withoutMethods))
    expect(parsePairingUri(`  ${wrapped}\n`)).toEqual(parsePairingUri(formatted.withoutMethods))
  })

  it('accepts an upper-case symKey and topic, and answers them in lower case', () => {
    const upper = `wc:${pairing.topic.toUpperCase()}@2?relay-protocol=irn&symKey=${pairing.symKey.toUpperCase()}`
    expect(parsePairingUri(upper)).toMatchObject({ topic: pairing.topic, symKey: pairing.symKey })
  })
})

describe('refusing a malformed pairing URI, naming the part', () => {
  const cases: Array<[string, string, PairingUriPart, string]> = [
    ['an empty string', '', 'uri', 'uri must be a non-empty string'],
    ['an https URL', 'https://example.com/?symKey=1', 'uri', 'uri must start with "wc:"'],
    ['base64 of something else', toBase64(utf8('hello world')), 'uri', 'uri must start with "wc:"'],
    ['no version', `wc:${pairing.topic}?${query}`, 'version', 'version is missing'],
    ['version 1', `wc:${pairing.topic}@1?${query}`, 'version', 'version must be 2, got 1'],
    ['no symKey', `wc:${pairing.topic}@2?relay-protocol=irn`, 'symKey', 'symKey is missing'],
    ['a short symKey', `wc:${pairing.topic}@2?relay-protocol=irn&symKey=${pairing.symKey.slice(1)}`, 'symKey', 'symKey must be 64 hex characters'],
    ['a non-hex symKey', `wc:${pairing.topic}@2?relay-protocol=irn&symKey=${'g'.repeat(64)}`, 'symKey', 'symKey must be 64 hex characters'],
    ['no topic', `wc:@2?${query}`, 'topic', 'topic is missing'],
    ['a topic of another key', `wc:${vectors.keyAgreement.sessionTopic}@2?${query}`, 'topic', 'topic must be the sha256 of symKey'],
    ['no relay-protocol', `wc:${pairing.topic}@2?symKey=${pairing.symKey}`, 'relay-protocol', 'relay-protocol is missing'],
    ['an empty relay-protocol', `wc:${pairing.topic}@2?relay-protocol=&symKey=${pairing.symKey}`, 'relay-protocol', 'relay-protocol is missing'],
    ['a non-numeric expiry', `${formatted.withoutMethods.replace(/expiryTimestamp=\d+/, 'expiryTimestamp=soon')}`, 'expiryTimestamp', 'expiryTimestamp must be whole seconds, got "soon"'],
    ['a negative expiry', `${formatted.withoutMethods.replace(/expiryTimestamp=\d+/, 'expiryTimestamp=-5')}`, 'expiryTimestamp', 'expiryTimestamp must be whole seconds'],
    ['a fractional expiry', `${formatted.withoutMethods.replace(/expiryTimestamp=\d+/, 'expiryTimestamp=1.5')}`, 'expiryTimestamp', 'expiryTimestamp must be whole seconds'],
    ['an empty methods list', `${formatted.withoutMethods}&methods=`, 'methods', 'methods must be a comma-separated list of method names'],
    ['an empty method name', `${formatted.withoutMethods}&methods=wc_sessionPropose,,x`, 'methods', 'methods must be a comma-separated list'],
  ]
  for (const [what, uri, part, detail] of cases) {
    it(`refuses ${what} as a bad ${part}`, () => {
      const error = parseError(uri)
      expect(error.part).toBe(part)
      expect(error.message).toMatch(/^Invalid pairing URI: /)
      expect(error.message).toContain(detail)
      expect(error.message).toContain(part)
    })
  }

  it('spells the symKey message as the brief gives it', () => {
    expect(parseError(`wc:${pairing.topic}@2?relay-protocol=irn&symKey=abc`).message).toBe('Invalid pairing URI: symKey must be 64 hex characters')
  })
})

describe('pairing URI expiry', () => {
  it('lasts 300 seconds', () => {
    expect(PAIRING_URI_TTL_SECONDS).toBe(300)
  })

  it('is expired from the expiry second on, not before', () => {
    const at = pairing.expiryTimestamp * 1000
    expect(isPairingUriExpired(base, at - 1)).toBe(false)
    expect(isPairingUriExpired(base, at)).toBe(true)
    expect(isPairingUriExpired(base, at + 1)).toBe(true)
  })

  it('never expires without an expiry', () => {
    expect(isPairingUriExpired({}, Number.MAX_SAFE_INTEGER)).toBe(false)
  })
})
