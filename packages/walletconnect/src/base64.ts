/**
 * RFC 4648 base64 (padded) and base64url (unpadded), strict both ways: a character outside the
 * alphabet, a wrong length, misplaced padding or non-zero spare bits throw. Written here rather
 * than taken from @scure/base because that module keeps every codec it defines (bech32, base32…)
 * in a bundle that imports only one of them: about 3 KB gzip the dapp would load for nothing.
 */

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const BASE64URL_ALPHABET = `${BASE64_ALPHABET.slice(0, 62)}-_`

function encode(bytes: Uint8Array, alphabet: string, padded: boolean): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const group = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    // 1 byte left gives 2 characters, 2 give 3, 3 give 4.
    const characters = Math.min(4, bytes.length - i + 1)
    for (let j = 0; j < characters; j++) text += alphabet[(group >> (18 - 6 * j)) & 63]
  }
  return padded ? text + '='.repeat((3 - (bytes.length % 3)) % 3) : text
}

function decode(text: string, alphabet: string, padded: boolean, name: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError(`${name}: string expected`)
  let body = text
  if (padded) {
    if (text.length % 4 !== 0) throw new Error(`${name}: length must be a multiple of 4`)
    if (body.endsWith('=')) body = body.slice(0, body.endsWith('==') ? -2 : -1)
  }
  if (body.length % 4 === 1) throw new Error(`${name}: invalid length`)
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8))
  let bits = 0
  let value = 0
  let written = 0
  for (const character of body) {
    const digit = alphabet.indexOf(character)
    if (digit === -1) throw new Error(`${name}: invalid character "${character}"`)
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[written++] = (value >> bits) & 255
      value &= (1 << bits) - 1
    }
  }
  if (value !== 0) throw new Error(`${name}: non-zero padding bits`)
  return bytes
}

export function encodeBase64(bytes: Uint8Array): string {
  return encode(bytes, BASE64_ALPHABET, true)
}

export function decodeBase64(text: string): Uint8Array {
  return decode(text, BASE64_ALPHABET, true, 'base64')
}

export function encodeBase64UrlNoPad(bytes: Uint8Array): string {
  return encode(bytes, BASE64URL_ALPHABET, false)
}

export function decodeBase64UrlNoPad(text: string): Uint8Array {
  return decode(text, BASE64URL_ALPHABET, false, 'base64url')
}
