import { z } from 'zod'
import { eip155NetworkId } from '../../caip.ts'
import type { ChainInput } from './eip155ChainConfig.ts'

/** A chain of `.foyer/devnet.json` (written by `npm start -w @foyer/devnet`), as the server reads it. */
const devnetChainSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string(),
  rpcUrl: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  nativePriceUsd: z.number(),
  tokens: z.array(z.object({ address: z.string(), name: z.string(), symbol: z.string(), decimals: z.number(), priceUsd: z.number() })),
})

export type DevnetChainDescription = z.infer<typeof devnetChainSchema>

/** The devnet description's `chains` (its anvil chains), as the server configures them. */
export const eip155DevnetChainsSchema = z.array(devnetChainSchema).transform((chains) => chains.map(chainConfigFromDevnet))

/**
 * A devnet chain as the server configures it: priced by its fixed dev table (the devnet's chains
 * are never testnets to it, so their balances are shown and valued).
 */
export function chainConfigFromDevnet(chain: DevnetChainDescription): ChainInput {
  return {
    caipNetworkId: eip155NetworkId(chain.chainId),
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
    nativePriceUsd: chain.nativePriceUsd,
    testnet: false,
    tokens: chain.tokens,
    prices: { source: 'fixed' },
  }
}
