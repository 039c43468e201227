import { randomBytes } from 'node:crypto'

/** Random bits in a nonce: well past EIP-4361's 64 and the issue's 96, so none is guessed or predicted. */
export const NONCE_BITS = 128

/**
 * A sign-in nonce: 128 bits from the operating system's CSPRNG (crypto.randomBytes), written as
 * 32 lowercase hex digits — letters and digits only, as EIP-4361 and Sign In With Solana allow.
 * Each one is drawn anew: none shares anything with the one before (viem's generateSiweNonce slid
 * a window over one Math.random buffer, so a nonce told the next).
 */
export function newNonce(): string {
  return randomBytes(NONCE_BITS / 8).toString('hex')
}
