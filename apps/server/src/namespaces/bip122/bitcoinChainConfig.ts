import { z } from 'zod'
import { chainPriceSourceSchema } from '../../prices/priceSettings.ts'
import { bitcoinNetworkIdSchema } from './bitcoinCaip.ts'

const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const BITCOIN = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/**
 * A Bitcoin network the server serves through Esplora's HTTP API (mempool.space's, Blockstream's,
 * an own electrs'): `rpcUrl` is the API's base URL (`https://mempool.space/api`), `rpcUrls` its
 * fallbacks, tried in order.
 */
export const bitcoinChainConfigSchema = z.object({
  caipNetworkId: bitcoinNetworkIdSchema,
  name: z.string().min(1),
  rpcUrl: httpUrlSchema,
  rpcUrls: z.array(httpUrlSchema).max(8).optional(),
  nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.number().int().min(0) }).default(BITCOIN),
  nativePriceUsd: z.number().min(0).optional(),
  testnet: z.boolean(),
  prices: chainPriceSourceSchema.default({ source: 'fixed' }),
})

export type BitcoinChainConfig = z.output<typeof bitcoinChainConfigSchema>
export type BitcoinChainInput = z.input<typeof bitcoinChainConfigSchema>

/** The server config's `bitcoinChains`: the Bitcoin networks served beside the others (none unless listed). */
export const bitcoinChainsSchema = z.array(bitcoinChainConfigSchema).max(16).default([])

/** The devnet's Bitcoin chain (as @foyer/devnet describes it) as the server configures it, priced by its fixed dev table. */
export function bitcoinChainConfigFromDevnet(chain: {
  caipNetworkId: string
  name: string
  esploraUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
}): BitcoinChainInput {
  return {
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    rpcUrl: chain.esploraUrl,
    nativeCurrency: chain.nativeCurrency,
    nativePriceUsd: chain.nativePriceUsd,
    // A devnet is served as a mainnet-like chain, as the EVM and Solana devnets are (spec §5's balance rule).
    testnet: false,
    prices: { source: 'fixed' },
  }
}

/** The devnet description's `bitcoin` (started only when asked; most descriptions have none), as the server configures it. */
export const bitcoinDevnetChainsSchema = z
  .object({
    caipNetworkId: z.string(),
    name: z.string(),
    esploraUrl: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    nativePriceUsd: z.number(),
  })
  .optional()
  .transform((chain) => (chain ? [bitcoinChainConfigFromDevnet(chain)] : []))
