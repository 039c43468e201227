/**
 * Byte/string conversions used across the protocol, on @noble/hashes and our own base64 only so
 * the package runs unchanged in browsers (no Buffer, no Node built-ins).
 */
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { decodeBase64, decodeBase64UrlNoPad, encodeBase64, encodeBase64UrlNoPad } from './base64.ts'

const HEX = /^(?:[0-9a-fA-F]{2})*$/

/** Lowercase hex without `0x`, the form every key and topic travels in. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes)
}

/** Bytes of a hex string (no `0x`); throws on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
  if (!HEX.test(hex)) throw new Error(`Invalid hex string of length ${hex.length}`)
  return hexToBytes(hex)
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text)
}

/** The string of UTF-8 bytes; refuses invalid UTF-8 rather than inventing replacement characters. */
export function fromUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}

/** RFC 4648 base64 with `=` padding: the encoding of envelopes on the relay. */
export function toBase64(bytes: Uint8Array): string {
  return encodeBase64(bytes)
}

export function fromBase64(text: string): Uint8Array {
  return decodeBase64(text)
}

/** base64url without padding: JWT segments (and link-mode envelopes). */
export function toBase64Url(bytes: Uint8Array): string {
  return encodeBase64UrlNoPad(bytes)
}

export function fromBase64Url(text: string): Uint8Array {
  return decodeBase64UrlNoPad(text)
}
