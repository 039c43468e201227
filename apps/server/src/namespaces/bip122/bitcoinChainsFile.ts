import { z } from 'zod'
import { checkFixedNativePrice, checkListedOnce, pricesSchema, rpcUrlsSchema } from '../../chains/chainsFileFields.ts'
import type { ChainsFileEntry } from '../servedNamespace.ts'
import { bitcoinNetworkIdSchema } from './bitcoinCaip.ts'
import type { BitcoinChainInput } from './bitcoinChainConfig.ts'

/** The chains file's `bitcoin`: Bitcoin networks served through Esplora APIs (balances, activity, broadcast). */
export function bitcoinChainsFileSchema(env: NodeJS.ProcessEnv) {
  const bitcoinChainSchema = z
    .strictObject({
      /** `bip122:` and the first 32 hex characters of the genesis block hash. */
      caipNetworkId: bitcoinNetworkIdSchema,
      name: z.string().min(1).max(64),
      /** Esplora API base URLs: the primary, then fallbacks. */
      esploraUrls: rpcUrlsSchema(env, 'https://mempool.space/api'),
      nativePriceUsd: z.number().min(0).optional(),
      testnet: z.boolean().default(false),
      prices: pricesSchema,
    })
    .superRefine(checkFixedNativePrice)
  return z
    .array(bitcoinChainSchema)
    .max(16)
    .default([])
    .superRefine((chains, context) =>
      checkListedOnce(
        chains.map((chain) => chain.caipNetworkId),
        context,
        'bitcoin',
      ),
    )
    .transform((chains) =>
      chains.map(
        (chain): ChainsFileEntry<BitcoinChainInput> => ({
          caipNetworkId: chain.caipNetworkId,
          name: chain.name,
          rpcUrl: chain.esploraUrls[0]!,
          rpcUrls: chain.esploraUrls.slice(1),
          ...(chain.nativePriceUsd !== undefined && { nativePriceUsd: chain.nativePriceUsd }),
          testnet: chain.testnet,
          prices: chain.prices,
        }),
      ),
    )
}
