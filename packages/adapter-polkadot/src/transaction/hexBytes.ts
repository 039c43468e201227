import { hexToBytes } from '@noble/hashes/utils'

/** A payload field's 0x-hex as bytes; a TypeError naming the field when it is not hex (of `length` bytes, where given). */
export function hexBytes(hex: string, field: string, length?: number): Uint8Array {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) throw new TypeError(`transactionPayload.${field} must be hex (0x…)`)
  const bytes = hexToBytes(hex.slice(2))
  if (length !== undefined && bytes.length !== length) throw new TypeError(`transactionPayload.${field} must be ${length} bytes`)
  return bytes
}
