import { z } from 'zod'
import { solanaAddressSchema, solanaNetworkIdSchema } from './solanaCaip.ts'
import { checkListedOnce, checkPricedTokens, pricesSchema, rpcUrlsSchema } from '../../chains/chainsFileFields.ts'
import type { ChainsFileEntry } from '../servedNamespace.ts'
import { MAX_TOKENS_PER_SOLANA_CHAIN, type SolanaChainInput } from './solanaChainConfig.ts'

const solanaTokenSchema = z.strictObject({
  mint: solanaAddressSchema,
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** Read only with prices.source 'fixed'. */
  priceUsd: z.number().min(0).optional(),
})

/** The chains file's `solana`: Solana clusters served beside the EVM chains (balances of SOL and these SPL mints, the RPC proxy). */
export function solanaChainsFileSchema(env: NodeJS.ProcessEnv) {
  const solanaChainSchema = z
    .strictObject({
      /** `solana:` and the first 32 characters of the cluster's genesis hash. */
      caipNetworkId: solanaNetworkIdSchema,
      name: z.string().min(1).max(64),
      rpcUrls: rpcUrlsSchema(env, 'https://api.mainnet-beta.solana.com'),
      nativePriceUsd: z.number().min(0).optional(),
      testnet: z.boolean().default(false),
      tokens: z.array(solanaTokenSchema).max(MAX_TOKENS_PER_SOLANA_CHAIN).default([]),
      prices: pricesSchema,
    })
    .superRefine((chain, context) => checkPricedTokens({ ...chain, tokens: chain.tokens.map((token) => ({ ...token, address: token.mint })) }, context, 'mint'))

  return z
    .array(solanaChainSchema)
    .max(16)
    .default([])
    .superRefine((clusters, context) =>
      checkListedOnce(
        clusters.map((cluster) => cluster.caipNetworkId),
        context,
        'solana',
      ),
    )
    .transform((clusters) =>
      clusters.map(
        (cluster): ChainsFileEntry<SolanaChainInput> => ({
          caipNetworkId: cluster.caipNetworkId,
          name: cluster.name,
          rpcUrl: cluster.rpcUrls[0]!,
          rpcUrls: cluster.rpcUrls.slice(1),
          ...(cluster.nativePriceUsd !== undefined && { nativePriceUsd: cluster.nativePriceUsd }),
          testnet: cluster.testnet,
          tokens: cluster.tokens,
          prices: cluster.prices,
        }),
      ),
    )
}
