/**
 * The test vectors recorded from sign-client 2.21.8 (docs/design/walletconnect-v2-vectors.json),
 * shared by the primitive tests so every expectation comes from the reference implementation.
 */
import vectors from '../../../../docs/design/walletconnect-v2-vectors.json' with { type: 'json' }
import { fromHex } from '../../src/encoding.ts'

export { vectors }

/** A copy of `bytes` with the bit pattern of one byte inverted. */
export function flipByte(bytes: Uint8Array, index: number): Uint8Array {
  const copy = bytes.slice()
  const at = index < 0 ? copy.length + index : index
  copy[at] = (copy[at] as number) ^ 0xff
  return copy
}

export const fixedIv = (): Uint8Array => fromHex(vectors.envelopes.type0.iv)
