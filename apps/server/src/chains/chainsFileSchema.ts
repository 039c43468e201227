import { z } from 'zod'
import { servedNamespaces, type NamespacesChainsInput } from '../namespaces/namespaces.ts'
import type { AnyServedNamespace, ChainsFileEntry } from '../namespaces/servedNamespace.ts'
import { coingeckoApiSchema, type CoingeckoApi } from '../prices/priceSettings.ts'
import { configuredPrices, filledFromEnv } from './chainsFileFields.ts'

/**
 * The file an operator writes to serve real chains (FOYER_CHAINS_FILE; docs/chains.md), read into
 * the server's chain settings: each namespace's list under its own key (`chains`, `solana`), and
 * the CoinGecko settings they share. `${NAME}` in an RPC URL or the CoinGecko apiKey is filled
 * from `env`, so keys stay in the environment. Unknown fields are refused: a misspelt one would
 * otherwise be ignored without a word.
 */
export function chainsFileSchema(env: NodeJS.ProcessEnv) {
  const namespaces = servedNamespaces as readonly AnyServedNamespace[]
  return z
    .strictObject({
      /** How to reach CoinGecko, for every chain whose prices.source is 'coingecko'; omitted, its keyless public API. */
      coingecko: z.strictObject({ ...coingeckoApiSchema.shape, apiKey: filledFromEnv(env, coingeckoApiSchema.shape.apiKey.unwrap()).optional() }).optional(),
      ...Object.fromEntries(namespaces.map((namespace) => [namespace.chains.chainsFile.key, namespace.chains.chainsFile.schema(env)])),
    })
    .transform((file): NamespacesChainsInput => {
      const coingecko = file.coingecko ?? coingeckoApiSchema.parse({})
      const read = (entries: unknown) => (entries as ChainsFileEntry<Record<string, unknown>>[]).map((entry) => withPrices(entry, coingecko))
      return Object.fromEntries(namespaces.map((namespace) => [namespace.name, read((file as Record<string, unknown>)[namespace.chains.chainsFile.key])])) as NamespacesChainsInput
    })
}

export type ChainsFile = z.input<ReturnType<typeof chainsFileSchema>>

function withPrices(entry: ChainsFileEntry<Record<string, unknown>>, coingecko: CoingeckoApi) {
  return { ...entry, prices: configuredPrices(entry.prices, coingecko) }
}
