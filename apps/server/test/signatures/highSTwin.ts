import { secp256k1 } from '@noble/curves/secp256k1'

/** The same signature with s flipped to n − s and v to its other parity: still recovers the signer (malleable). */
export function highSTwin(signature: `0x${string}`): `0x${string}` {
  const hex = signature.slice(2)
  const s = BigInt(`0x${hex.slice(64, 128)}`)
  const v = Number.parseInt(hex.slice(128, 130), 16)
  const flipped = (secp256k1.CURVE.n - s).toString(16).padStart(64, '0')
  const otherV = (v === 27 ? 28 : v === 28 ? 27 : v ^ 1).toString(16).padStart(2, '0')
  return `0x${hex.slice(0, 64)}${flipped}${otherV}`
}
