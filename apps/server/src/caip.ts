import { base58 } from '@scure/base'
import { isAddress } from 'viem'
import { z } from 'zod'

/**
 * CAIP-2 network ids (`eip155:31337`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`), CAIP-10 account
 * ids (`eip155:31337:0x…`) and the addresses inside them, for the namespaces served: eip155 and solana.
 */

export type Eip155NetworkId = `eip155:${number}`
/** `solana:` and the first 32 characters of the cluster's genesis hash. */
export type SolanaNetworkId = `solana:${string}`
/** A network id of any served namespace. */
export type CaipNetworkId = Eip155NetworkId | SolanaNetworkId

/**
 * spec §5: an EVM address is 0x and 40 hex characters; the checksum is not required, but mixed
 * capitals that are not the EIP-55 checksum are a mistyped address and refused.
 */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
export const evmAddressSchema = z
  .string()
  .regex(EVM_ADDRESS, 'must be an EVM address (0x followed by 40 hex characters)')
  // Judged only once the shape is right, so a malformed address gets the one message above.
  .refine((address) => !EVM_ADDRESS.test(address) || isAddress(address, { strict: true }), 'has capitals that are not its EIP-55 checksum: check it, or send it in lowercase')
  .transform((address) => address as `0x${string}`)

export const eip155NetworkIdSchema = z
  .string()
  .regex(/^eip155:[1-9]\d{0,15}$/, 'must be a CAIP-2 network id like eip155:1')
  .transform((id) => id as Eip155NetworkId)

export const solanaNetworkIdSchema = z
  .string()
  .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'must be a Solana CAIP-2 id: solana: and the first 32 characters of the genesis hash, like solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  .transform((id) => id as SolanaNetworkId)

/** spec §5: a Solana address is 32 to 44 base58 characters; it must also decode to the 32 bytes of a public key. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
export const solanaAddressSchema = z
  .string()
  .regex(SOLANA_ADDRESS, 'must be a Solana address (32 to 44 base58 characters)')
  .refine((address) => !SOLANA_ADDRESS.test(address) || base58.decode(address).length === 32, 'is base58 but not 32 bytes long: not a Solana address')

/** Any namespace's CAIP-2 id (used to filter wallet listings, which span namespaces). */
export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id like eip155:1')

export function eip155NetworkId(chainId: number): Eip155NetworkId {
  return `eip155:${chainId}`
}

export function caipAccountId(networkId: CaipNetworkId, address: string): string {
  return `${networkId}:${address}`
}
