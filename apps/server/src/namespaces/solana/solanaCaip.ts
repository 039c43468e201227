import { base58 } from '@scure/base'
import { z } from 'zod'

/** `solana:` and the first 32 characters of the cluster's genesis hash. */
export type SolanaNetworkId = `solana:${string}`

export const solanaNetworkIdSchema = z
  .string()
  .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'must be a Solana CAIP-2 id: solana: and the first 32 characters of the genesis hash, like solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  .transform((id) => id as SolanaNetworkId)

/** spec §5: a Solana address is 32 to 44 base58 characters; it must also decode to the 32 bytes of a public key. */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
export const solanaAddressSchema = z
  .string()
  .regex(SOLANA_ADDRESS, 'must be a Solana address (32 to 44 base58 characters)')
  .refine((address) => !SOLANA_ADDRESS.test(address) || base58.decode(address).length === 32, 'is base58 but not 32 bytes long: not a Solana address')
