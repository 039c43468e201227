import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'

/** Where a key sits below the seed: hardened indices only (ed25519 has no other). */
export const HARDENED = 0x8000_0000

export interface Slip10Node {
  privateKey: Uint8Array
  chainCode: Uint8Array
}

/**
 * SLIP-10 ed25519 derivation: the master node from the seed, then one hardened child per index
 * ("m/44'/501'/0'/0'" is [44, 501, 0, 0], each index below 2^31).
 */
export function deriveEd25519(seed: Uint8Array, path: readonly number[]): Slip10Node {
  let node = split(hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed))
  for (const index of path) {
    if (!Number.isInteger(index) || index < 0 || index >= HARDENED) throw new Error(`SLIP-10 index ${index} must be a whole number below 2^31`)
    const data = new Uint8Array(37)
    data.set(node.privateKey, 1)
    new DataView(data.buffer).setUint32(33, index + HARDENED)
    node = split(hmac(sha512, node.chainCode, data))
  }
  return node
}

/** "m/44'/501'/0'/0'" → [44, 501, 0, 0]; every step must be hardened. */
export function parseHardenedPath(path: string): number[] {
  const [root, ...steps] = path.split('/')
  if (root !== 'm') throw new Error(`${path} must start with m/`)
  return steps.map((step) => {
    const match = /^(\d+)'$/.exec(step)
    if (!match) throw new Error(`${path}: ed25519 derivation is hardened only ('${step}' must end in ')`)
    return Number(match[1])
  })
}

function split(digest: Uint8Array): Slip10Node {
  return { privateKey: digest.slice(0, 32), chainCode: digest.slice(32) }
}
