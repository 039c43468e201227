import { sha256, stringToBytes } from 'viem'

/**
 * SHA-256 of a signed message's UTF-8 bytes, lowercase hex (no 0x): how a redeemed proof names its
 * session's message. Through viem (the package's peer), not node:crypto: the package builds and
 * runs without Node's types or modules.
 */
export function messageHash(message: string): string {
  return sha256(stringToBytes(message)).slice(2)
}
