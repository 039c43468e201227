import { describe, expect, it } from 'vitest'
import { parsePairingUri } from '@foyer/walletconnect'
import { extractPairingUri, pairingErrorMessage, uriParam } from '../src/lib/pairingUri.ts'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300'

describe('the pairing URI in what was pasted or scanned', () => {
  it('takes a wc: URI as it is, without surrounding whitespace', () => {
    expect(extractPairingUri(`  ${URI}\n`)).toBe(URI)
  })

  it("takes the URI out of a wallet deep link's ?uri= parameter", () => {
    expect(extractPairingUri(`http://127.0.0.1:5174/?uri=${encodeURIComponent(URI)}`)).toBe(URI)
    expect(extractPairingUri(`foyerwallet://wc?uri=${encodeURIComponent(URI)}`)).toBe(URI)
  })

  it('decodes a URI that was percent-encoded as a whole', () => {
    expect(extractPairingUri(encodeURIComponent(URI))).toBe(URI)
  })

  it('passes anything else through, for the protocol parser to explain', () => {
    expect(extractPairingUri('hello')).toBe('hello')
  })

  it('finds no deep-link URI in a page address without one', () => {
    expect(uriParam('http://127.0.0.1:5174/')).toBeUndefined()
    expect(uriParam('http://127.0.0.1:5174/?uri=https://example.com')).toBeUndefined()
  })
})

describe('why pairing failed, in plain words', () => {
  it("names what is wrong with a malformed URI without the client's jargon", () => {
    const parseError = (() => {
      try {
        parsePairingUri('wc:abc')
      } catch (error) {
        return error as Error
      }
    })()
    const clientError = new Error(`Missing or invalid. pair() uri: ${parseError?.message}`)
    expect(pairingErrorMessage(clientError)).toBe('This is not a pairing URI the wallet can use: version is missing (expected "@2" after the topic).')
  })

  it('says an expired or already used URI needs a fresh one from the dapp', () => {
    expect(pairingErrorMessage(new Error('Expired. pair() URI has expired. Please try again with a new connection URI.'))).toMatch(/has expired .* Ask the dapp for a fresh one/)
    expect(pairingErrorMessage(new Error('Pairing already exists: abc. Please try again with a new connection URI.'))).toMatch(/already used .* Ask the dapp for a fresh one/)
  })
})
