/**
 * Sizes a sign-in request may have. A signature: 65 bytes from a key, more from a smart account
 * (EIP-6492 wraps the account's factory call), well within 16,384 characters.
 */
export const MAX_SIGNATURE_LENGTH = 16_384
/** A session route's body, in bytes: a message (8 KiB), a signature and a CACAO repeating the message. */
export const SIWX_BODY_LIMIT = 48 * 1024
