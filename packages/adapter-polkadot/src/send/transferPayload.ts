import { hex } from '@scure/base'
import type { SignerPayloadJSON } from '../polkadot/requestTypes.ts'

/** How many blocks a send stays valid for after the block it was made at (a mortal era): about 6 minutes of 6-second blocks. */
export const MORTAL_PERIOD = 64

/** What the payload is made of, read from the chain just before the send. */
export interface PayloadParts {
  /** The sender, as the wallet shares it. */
  address: string
  /** The call, SCALE-encoded. */
  method: Uint8Array
  nonce: number
  genesisHash: `0x${string}`
  /** The block the era starts at (the last finalized one): its hash and number. */
  block: { hash: `0x${string}`; number: number }
  specVersion: number
  transactionVersion: number
  signedExtensions: string[]
}

/**
 * A transaction's SignerPayloadJSON as Polkadot.js extensions sign it and WalletConnect's
 * `polkadot_signTransaction` carries it: numbers in hex as Polkadot.js writes them (u32s in 8 digits,
 * the tip's u128 in 32), no tip, mortal for MORTAL_PERIOD blocks from the finalized block, version 4.
 */
export function transferPayload(parts: PayloadParts): SignerPayloadJSON {
  return {
    address: parts.address,
    blockHash: parts.block.hash,
    blockNumber: hexNumber(parts.block.number, 8),
    era: mortalEra(parts.block.number, MORTAL_PERIOD),
    genesisHash: parts.genesisHash,
    method: `0x${hex.encode(parts.method)}`,
    nonce: hexNumber(parts.nonce, 8),
    signedExtensions: parts.signedExtensions,
    specVersion: hexNumber(parts.specVersion, 8),
    tip: hexNumber(0, 32),
    transactionVersion: hexNumber(parts.transactionVersion, 8),
    version: 4,
  }
}

/**
 * A mortal era starting at the block (sp_runtime's `Era::mortal`): the period rounded to a power of
 * two from 4 to 65536, the phase the block's number within it; two bytes, little-endian: the
 * period's log2 less one in the low 4 bits, the phase (quantized for periods above 4096) above.
 */
export function mortalEra(blockNumber: number, period: number): `0x${string}` {
  const rounded = Math.min(Math.max(2 ** Math.ceil(Math.log2(period)), 4), 65536)
  const phase = blockNumber % rounded
  const quantizeFactor = Math.max(rounded >> 12, 1)
  const encoded = Math.min(15, Math.max(1, Math.log2(rounded) - 1)) | (Math.floor(phase / quantizeFactor) << 4)
  return `0x${hex.encode(new Uint8Array([encoded & 0xff, encoded >> 8]))}`
}

function hexNumber(value: number, digits: number): `0x${string}` {
  return `0x${value.toString(16).padStart(digits, '0')}`
}
