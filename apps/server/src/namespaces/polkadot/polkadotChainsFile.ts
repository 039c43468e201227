import { z } from 'zod'
import { checkFixedNativePrice, checkListedOnce, filledFromEnv, MAX_RPC_URLS, pricesSchema } from '../../chains/chainsFileFields.ts'
import type { ChainsFileEntry } from '../servedNamespace.ts'
import { polkadotNetworkIdSchema } from './polkadotCaip.ts'
import { explorerAccountUrlSchema, planckSchema, type PolkadotChainInput, ss58PrefixSchema } from './polkadotChainConfig.ts'
import { polkadotNodeUrlSchema } from './polkadotNodeUrl.ts'

/** The chains file's `polkadot`: Polkadot SDK chains served beside the others (balances of the native token, the RPC proxy, sign-in). */
export function polkadotChainsFileSchema(env: NodeJS.ProcessEnv) {
  const polkadotChainSchema = z
    .strictObject({
      /** `polkadot:` and the first 32 hex characters of the genesis hash. */
      caipNetworkId: polkadotNetworkIdSchema,
      name: z.string().min(1).max(64),
      /** The nodes' JSON-RPC: the primary, then fallbacks; ws(s):// is read over http(s):// at the same host and port. */
      rpcUrls: z.array(filledFromEnv(env, polkadotNodeUrlSchema)).min(1, 'must list at least one node URL: the primary, then fallbacks in the order they are tried').max(MAX_RPC_URLS),
      /** Left out, read from the chain's nodes at start (system_properties), as is ss58Prefix. */
      nativeCurrency: z.strictObject({ name: z.string().min(1).max(64), symbol: z.string().min(1).max(11), decimals: z.number().int().min(0).max(255) }).optional(),
      ss58Prefix: ss58PrefixSchema.optional(),
      existentialDeposit: planckSchema.optional(),
      explorerAccountUrl: explorerAccountUrlSchema.optional(),
      nativePriceUsd: z.number().min(0).optional(),
      testnet: z.boolean().default(false),
      prices: pricesSchema,
    })
    .superRefine(checkFixedNativePrice)
  return z
    .array(polkadotChainSchema)
    .max(16)
    .default([])
    .superRefine((chains, context) =>
      checkListedOnce(
        chains.map((chain) => chain.caipNetworkId),
        context,
        'polkadot',
      ),
    )
    .transform((chains) =>
      chains.map(
        (chain): ChainsFileEntry<PolkadotChainInput> => ({
          caipNetworkId: chain.caipNetworkId,
          name: chain.name,
          rpcUrl: chain.rpcUrls[0]!,
          rpcUrls: chain.rpcUrls.slice(1),
          ...(chain.nativeCurrency !== undefined && { nativeCurrency: chain.nativeCurrency }),
          ...(chain.ss58Prefix !== undefined && { ss58Prefix: chain.ss58Prefix }),
          ...(chain.existentialDeposit !== undefined && { existentialDeposit: chain.existentialDeposit }),
          ...(chain.explorerAccountUrl !== undefined && { explorerAccountUrl: chain.explorerAccountUrl }),
          ...(chain.nativePriceUsd !== undefined && { nativePriceUsd: chain.nativePriceUsd }),
          testnet: chain.testnet,
          prices: chain.prices,
        }),
      ),
    )
}
