import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'

/** Whether `signature` (64 bytes in base58) is the ed25519 signature of `message`'s UTF-8 bytes by `address`'s key. */
export function verifySolanaSignature(request: { address: string; message: string; signature: string }): boolean {
  try {
    const signature = base58.decode(request.signature)
    const publicKey = base58.decode(request.address)
    if (signature.length !== 64 || publicKey.length !== 32) return false
    return ed25519.verify(signature, new TextEncoder().encode(request.message), publicKey)
  } catch {
    return false
  }
}
