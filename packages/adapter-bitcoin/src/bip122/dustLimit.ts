import { decodeBitcoinAddress, type DecodedBitcoinAddress } from './bitcoinAddress.ts'

/**
 * The dust limit of an output paying each type of address (Bitcoin Core's `GetDustThreshold` at its
 * 3 sat/vB dust relay fee): a smaller output is refused by every node's standardness rules.
 */
export const DUST_LIMIT: Readonly<Record<DecodedBitcoinAddress['type'], bigint>> = { p2pkh: 546n, p2sh: 540n, p2wpkh: 294n, p2wsh: 330n, p2tr: 330n, witness: 330n }

/** The least a send to the address may pay it, in satoshis; undefined for a text that is no address. */
export function dustLimitOf(address: string): bigint | undefined {
  const decoded = decodeBitcoinAddress(address.trim())
  return decoded && DUST_LIMIT[decoded.type]
}
