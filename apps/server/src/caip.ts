import { isAddress } from 'viem'
import { z } from 'zod'

/**
 * CAIP-2 network ids (`eip155:31337`), CAIP-10 account ids (`eip155:31337:0x…`) and the EVM
 * addresses inside them, which the eip155-only features (activity, NFTs, swaps, names) share with
 * the eip155 namespace; every other namespace keeps its own beside it (namespaces/<ns>/).
 */

/** A network id of any namespace: the namespace, a colon, the reference. */
export type CaipNetworkId = `${string}:${string}`
export type Eip155NetworkId = `eip155:${number}`

/**
 * spec §5: an EVM address is 0x and 40 hex characters; the checksum is not required, but mixed
 * capitals that are not the EIP-55 checksum are a mistyped address and refused.
 */
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
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

/** Any namespace's CAIP-2 id (used to filter wallet listings, which span namespaces). */
export const caipNetworkIdSchema = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id like eip155:1')

export function eip155NetworkId(chainId: number): Eip155NetworkId {
  return `eip155:${chainId}`
}

export function caipAccountId(networkId: CaipNetworkId, address: string): string {
  return `${networkId}:${address}`
}
