import { isAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import { caipNetworkIdSchema } from '../caip.ts'
import { badRequest } from '../kernel/http/httpError.ts'
import { GAS_PRICE_NOT_SUPPORTED, SWAPS_NOT_SUPPORTED } from './swapErrors.ts'
import type { Address, SwapChain, SwapProvider } from './swapProvider.ts'
import type { SwapVenues } from './swapVenues.ts'

/**
 * The convert routes' inputs as AppKit's modal sends them: tokens as CAIP-10 asset ids
 * (`eip155:1:0x…`, the native currency at 0xEeee…), the user as a CAIP-10 account or a plain
 * address, amounts as decimal integers in the token's smallest unit.
 */

const EIP155_ASSET = /^eip155:[1-9]\d{0,15}:0x[0-9a-fA-F]{40}$/
const USER_ADDRESS = /^(eip155:[1-9]\d{0,15}:)?0x[0-9a-fA-F]{40}$/

/** An address's capitals must be its EIP-55 checksum, as everywhere in this server (caip.ts). */
const checksumOk = (address: string) => isAddress(address, { strict: true })
const CHECKSUM_MESSAGE = 'has capitals that are not its EIP-55 checksum: check it, or send it in lowercase'

export interface OnChain {
  network: string
  address: Address
}

function split(value: string): OnChain {
  const at = value.lastIndexOf(':')
  return { network: value.slice(0, at), address: value.slice(at + 1) as Address }
}

export const assetIdSchema = z
  .string()
  .regex(EIP155_ASSET, 'must be a CAIP-10 token id like eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 (the native currency is eip155:<chain>:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE)')
  .refine((value) => !EIP155_ASSET.test(value) || checksumOk(split(value).address), CHECKSUM_MESSAGE)
  .transform(split)

export const userAddressSchema = z
  .string()
  .regex(USER_ADDRESS, 'must be a CAIP-10 account like eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, or an EVM address')
  .refine((value) => !USER_ADDRESS.test(value) || checksumOk(value.slice(-42)), CHECKSUM_MESSAGE)
  .transform((value): { network?: string; address: Address } => (value.includes(':') ? split(value) : { address: value as Address }))

/** A uint256 above 0, in decimal. */
export const amountSchema = z
  .string()
  .regex(/^[1-9]\d{0,77}$/, 'must be a whole number above 0 in the token’s smallest unit, in decimal (like 1000000)')
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) <= maxUint256, 'must be at most 2^256 - 1')
  .transform(BigInt)

/** Wei, in decimal; 0 says "not known" (AppKit sends its gas fee before it has one). */
export const gasPriceSchema = z
  .string()
  .regex(/^\d{1,30}$/, 'must be a gas price in wei, in decimal')
  .transform(BigInt)

/** Spec §9: a slippage tolerance in percent; AppKit sends 1. */
export const slippageSchema = z.number().min(0, 'must be at least 0 (percent)').max(50, 'must be at most 50 (percent)')
export const DEFAULT_SLIPPAGE_PERCENT = 1

/** Any namespace's CAIP-2 id: one outside the swap networks is answered with spec §8's message, not a format error. */
export const chainIdSchema = caipNetworkIdSchema.describe('A CAIP-2 network id, like eip155:1')

/** The provider of the chain `network` names, or spec §8's 400 naming the field and the networks served. */
export function swapVenueOf(venues: SwapVenues, field: string, network: string): { chain: SwapChain; provider: SwapProvider } {
  const venue = venues.swaps(network)
  if (!venue) throw badRequest(`${SWAPS_NOT_SUPPORTED}: ${field} names ${network}, where this server does not swap (${servedList(venues.swapNetworkIds)})`)
  return venue
}

export function gasChainOf(venues: SwapVenues, network: string): SwapChain {
  const chain = venues.gasPrices(network)
  if (!chain) throw badRequest(`${GAS_PRICE_NOT_SUPPORTED}: chainId names ${network}, which is not a swap network of this server (${servedList(venues.gasPriceNetworkIds)})`)
  return chain
}

/** A swap's two tokens (and its user, when given as a CAIP-10 account) on one chain; the chain's provider. */
export function swapPairOf(venues: SwapVenues, from: OnChain, to: OnChain, user?: { network?: string | undefined }) {
  if (to.network !== from.network) throw badRequest(`to is on ${to.network} and from on ${from.network}: a swap stays on one chain`)
  if (user?.network !== undefined && user.network !== from.network) throw badRequest(`userAddress is on ${user.network} and from on ${from.network}: a swap stays on one chain`)
  if (to.address.toLowerCase() === from.address.toLowerCase()) throw badRequest('to is the same token as from: there is nothing to swap')
  return swapVenueOf(venues, 'from', from.network)
}

function servedList(ids: readonly string[]): string {
  return ids.length === 0 ? 'it has none' : `it has ${ids.join(', ')}`
}
