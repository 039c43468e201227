import { z } from 'zod'
import { BITCOIN_ADDRESS, decodeBitcoinAddress } from './bitcoinAddress.ts'

/** `bip122:` and the first 32 hex characters of the chain's genesis block hash (CAIP-4). */
export type BitcoinNetworkId = `bip122:${string}`

export const bitcoinNetworkIdSchema = z
  .string()
  .regex(/^bip122:[0-9a-f]{32}$/, 'must be a Bitcoin CAIP-2 id: bip122: and the first 32 hex characters of the genesis block hash, like bip122:000000000019d6689c085ae165831e93')
  .transform((id) => id as BitcoinNetworkId)

/** spec §5's rule for bitcoin: a bech32 (segwit v0), bech32m (taproot) or base58 address whose checksum and length hold. */
export const bitcoinAddressSchema = z
  .string()
  .regex(BITCOIN_ADDRESS, 'must be a Bitcoin address (bc1…, tb1…, bcrt1…, or base58 starting 1, 3, m, n or 2)')
  .refine((address) => !BITCOIN_ADDRESS.test(address) || decodeBitcoinAddress(address) !== undefined, 'has the shape of a Bitcoin address but its checksum or length is wrong')

export { BITCOIN_ADDRESS }
