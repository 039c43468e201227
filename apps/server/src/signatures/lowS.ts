import { secp256k1 } from '@noble/curves/secp256k1'

/** Half the order of secp256k1's group: a signature's s above it is the malleable twin of n − s (EIP-2). */
const HALF_ORDER = secp256k1.CURVE.n >> 1n
/** The 255 bits of an EIP-2098 compact signature's second word that are s (the top bit is y parity). */
const COMPACT_S_MASK = (1n << 255n) - 1n

/**
 * What is wrong with an secp256k1 signature's s, if anything: an s above n/2 (high s) is a second,
 * malleable form of the same signature (EIP-2), so where a signature is an identity (a sign-in, a
 * revoke, a name's registration) it is refused. `signature` is 0x hex: 65 bytes (r, s, v) or 64
 * (EIP-2098 r, yParityAndS); any other length (a smart account's signature, EIP-6492) is not a
 * plain key's and is not judged here. The answer reads after the field's name: "body.signature …".
 */
export function highSProblem(signature: string): string | undefined {
  const s = sOf(signature)
  if (s === undefined || s <= HALF_ORDER) return undefined
  return 'has a high s (above n/2): the malleable form of a secp256k1 signature is refused; sign again (wallets make low-s signatures, EIP-2)'
}

/** Whether a key's signature is in its canonical low-s form (true for a signature that is not a plain key's). */
export function isLowS(signature: string): boolean {
  return highSProblem(signature) === undefined
}

function sOf(signature: string): bigint | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(signature)) return undefined
  const hex = signature.slice(2)
  if (hex.length === 130) return BigInt(`0x${hex.slice(64, 128)}`)
  if (hex.length === 128) return BigInt(`0x${hex.slice(64, 128)}`) & COMPACT_S_MASK
  return undefined
}
