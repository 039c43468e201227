import { createHash } from 'node:crypto'

/** SHA-256 of a signed message's UTF-8 bytes, lowercase hex: how a redeemed proof names its session's message. */
export function messageHash(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex')
}
