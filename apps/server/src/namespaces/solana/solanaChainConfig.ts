import { z } from 'zod'
import { solanaAddressSchema, solanaNetworkIdSchema } from './solanaCaip.ts'
import { chainPriceSourceSchema } from '../../prices/priceSettings.ts'

/** The most tokens one Solana chain lists, as for an EVM chain. */
export const MAX_TOKENS_PER_SOLANA_CHAIN = 100
const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const solanaTokenConfigSchema = z.object({
  /** The token's mint. */
  mint: solanaAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** A fixed price, read only by the chain's `fixed` price source. */
  priceUsd: z.number().min(0).optional(),
})

/** A Solana cluster the server serves: balances (SOL and the listed SPL tokens) and the RPC proxy. */
export const solanaChainConfigSchema = z.object({
  caipNetworkId: solanaNetworkIdSchema,
  name: z.string().min(1),
  rpcUrl: httpUrlSchema,
  /** Fallback RPC nodes tried in order after rpcUrl. */
  rpcUrls: z.array(httpUrlSchema).max(8).optional(),
  nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.number().int().min(0) }).default({ name: 'Solana', symbol: 'SOL', decimals: 9 }),
  /** A fixed price of SOL, read only by the `fixed` price source. */
  nativePriceUsd: z.number().min(0).optional(),
  testnet: z.boolean(),
  /** SPL tokens (either token program) whose balances are reported, with their names; other mints an account holds are left out. */
  tokens: z.array(solanaTokenConfigSchema).max(MAX_TOKENS_PER_SOLANA_CHAIN),
  prices: chainPriceSourceSchema.default({ source: 'fixed' }),
})

export type SolanaChainConfig = z.output<typeof solanaChainConfigSchema>
export type SolanaChainInput = z.input<typeof solanaChainConfigSchema>

/** The devnet's Solana chain (as @foyer/devnet describes it) as the server configures it, priced by its fixed dev table. */
export function solanaChainConfigFromDevnet(chain: {
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
  tokens: readonly { mint: string; name: string; symbol: string; decimals: number; priceUsd: number }[]
}): SolanaChainInput {
  return {
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
    nativePriceUsd: chain.nativePriceUsd,
    testnet: false,
    tokens: chain.tokens.map(({ mint, name, symbol, decimals, priceUsd }) => ({ mint, name, symbol, decimals, priceUsd })),
    prices: { source: 'fixed' },
  }
}

/** The server config's `solanaChains`: the Solana clusters served beside the EVM chains (none unless listed). */
export const solanaChainsSchema = z.array(solanaChainConfigSchema).max(16).default([])

/** The devnet description's `solana` (the cluster it runs beside anvil; older descriptions have none), as the server configures it. */
export const solanaDevnetChainsSchema = z
  .object({
    caipNetworkId: z.string(),
    name: z.string(),
    rpcUrl: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    nativePriceUsd: z.number(),
    tokens: z.array(z.object({ mint: z.string(), name: z.string(), symbol: z.string(), decimals: z.number(), priceUsd: z.number() })),
  })
  .optional()
  .transform((cluster) => (cluster ? [solanaChainConfigFromDevnet(cluster)] : []))
