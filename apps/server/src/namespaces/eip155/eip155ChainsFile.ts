import { z } from 'zod'
import { eip155NetworkId, eip155NetworkIdSchema, evmAddressSchema } from '../../caip.ts'
import { checkListedOnce, checkPricedTokens, httpUrl, pricesSchema, rpcUrlsSchema } from '../../chains/chainsFileFields.ts'
import type { ChainsFileEntry } from '../servedNamespace.ts'
import { MAX_TOKENS_PER_CHAIN, type ChainInput } from './eip155ChainConfig.ts'

const tokenSchema = z.strictObject({
  address: evmAddressSchema,
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** Read only with prices.source 'fixed'. */
  priceUsd: z.number().min(0).optional(),
})

/**
 * The chains file's `chains`: the EVM chains an operator serves, each named by chainId or
 * caipNetworkId, read into the server's chain settings (the primary RPC URL first).
 */
export function eip155ChainsFileSchema(env: NodeJS.ProcessEnv) {
  const chainSchema = z
    .strictObject({
      chainId: z.number().int().positive().optional(),
      caipNetworkId: eip155NetworkIdSchema.optional(),
      name: z.string().min(1).max(64),
      rpcUrls: rpcUrlsSchema(env, 'https://mainnet.example.com/v2/${RPC_API_KEY}'),
      blockExplorerUrl: httpUrl('https://etherscan.io').optional(),
      nativeCurrency: z.strictObject({ name: z.string().min(1).max(64), symbol: z.string().min(1).max(11), decimals: z.number().int().min(0).max(255) }),
      /** Read only with prices.source 'fixed'. */
      nativePriceUsd: z.number().min(0).optional(),
      /** Balances are not served on testnets (spec §5); their history is. */
      testnet: z.boolean().default(false),
      tokens: z.array(tokenSchema).max(MAX_TOKENS_PER_CHAIN).default([]),
      prices: pricesSchema,
    })
    .superRefine((chain, context) => {
      if (chain.chainId === undefined && chain.caipNetworkId === undefined)
        context.addIssue({ code: 'custom', path: [], message: 'must name its chain: chainId (like 1) or caipNetworkId (like eip155:1)' })
      if (chain.chainId !== undefined && chain.caipNetworkId !== undefined)
        context.addIssue({ code: 'custom', path: ['caipNetworkId'], message: 'must not be given with chainId: name the chain once' })
      checkPricedTokens(chain, context, 'address')
    })

  return z
    .array(chainSchema)
    .min(1, 'must list at least one chain')
    .superRefine((chains, context) =>
      checkListedOnce(
        chains.map((chain) => (chain.chainId === undefined && chain.caipNetworkId === undefined ? undefined : networkIdOf(chain))),
        context,
        'chains',
      ),
    )
    .transform((chains) =>
      chains.map(
        (chain): ChainsFileEntry<ChainInput> => ({
          caipNetworkId: networkIdOf(chain),
          name: chain.name,
          rpcUrl: chain.rpcUrls[0]!,
          rpcUrls: chain.rpcUrls.slice(1),
          ...(chain.blockExplorerUrl && { blockExplorerUrl: chain.blockExplorerUrl }),
          nativeCurrency: chain.nativeCurrency,
          ...(chain.nativePriceUsd !== undefined && { nativePriceUsd: chain.nativePriceUsd }),
          testnet: chain.testnet,
          tokens: chain.tokens,
          prices: chain.prices,
        }),
      ),
    )
}

function networkIdOf(chain: { chainId?: number | undefined; caipNetworkId?: `eip155:${number}` | undefined }) {
  return chain.caipNetworkId ?? eip155NetworkId(chain.chainId ?? 0)
}
