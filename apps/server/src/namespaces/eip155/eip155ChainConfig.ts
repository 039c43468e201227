import { z } from 'zod'
import { eip155NetworkIdSchema, evmAddressSchema } from '../../caip.ts'
import { chainPriceSourceSchema } from '../../prices/priceSettings.ts'
import { smartAccountSettingsSchema } from './smartAccountSettings.ts'

/**
 * The most tokens one chain lists: each balance read asks the node for all of them in one batch and
 * the price source for all their prices, so the list is bounded like any other input.
 */
export const MAX_TOKENS_PER_CHAIN = 100

const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const tokenConfigSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** A fixed price, read only by the chain's `fixed` price source (the devnet's dev table). */
  priceUsd: z.number().min(0).optional(),
})

/** An EVM chain the server serves: balances, prices, the RPC proxy, the activity history, swaps and NFTs. */
export const chainConfigSchema = z.object({
  caipNetworkId: eip155NetworkIdSchema,
  name: z.string().min(1),
  rpcUrl: httpUrlSchema,
  /**
   * Fallback RPC nodes tried in order after rpcUrl, with the same retries and timeouts, by the
   * proxy (POST /v1/), balance reads and the activity indexer (rpc/chainTransport.ts).
   */
  rpcUrls: z.array(httpUrlSchema).max(8).optional(),
  /**
   * The chain's block explorer (https://etherscan.io). No answer of the server carries it yet (hosts
   * give it on their networks for the modal's links); it is kept so the chain is described in one place.
   */
  blockExplorerUrl: httpUrlSchema.optional(),
  nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.number().int().min(0) }),
  /** A fixed price of the native currency, read only by the `fixed` price source. */
  nativePriceUsd: z.number().min(0).optional(),
  testnet: z.boolean(),
  /** ERC-20 tokens whose balances /v1/account/:address/balance reports. */
  tokens: z.array(tokenConfigSchema).max(MAX_TOKENS_PER_CHAIN),
  /** Where the chain's prices come from (src/prices/); omitted, the fixed numbers above. */
  prices: chainPriceSourceSchema.default({ source: 'fixed' }),
  /** Smart accounts (ERC-4337) on the chain: its bundler and paymaster; omitted, none are served on it. */
  smartAccounts: smartAccountSettingsSchema.optional(),
})

export type ChainConfig = z.output<typeof chainConfigSchema>
export type TokenConfig = z.output<typeof tokenConfigSchema>
export type ChainInput = z.input<typeof chainConfigSchema>

/** The server config's `chains`: the EVM chains served, at least one, each once. */
export const eip155ChainsSchema = z
  .array(chainConfigSchema)
  .min(1, 'must list at least one chain')
  .refine((chains) => new Set(chains.map((chain) => chain.caipNetworkId)).size === chains.length, 'must not list the same caipNetworkId twice')
