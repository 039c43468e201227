import type { FastifyBaseLogger } from 'fastify'
import { HttpError } from '../kernel/http/httpError.ts'
import { fallbackCatalogue, mergeOptions, type Catalogue, type CatalogueAsset } from './onrampCatalogue.ts'
import { PROVIDER_NAMES, type OnrampProvider, type OnrampProviderId, type ProviderOptions } from './onrampProvider.ts'

/** After every provider failed to list its options, the built-in list is answered this long before they are asked again. */
export const OPTIONS_RETRY_MS = 10_000

export interface OnrampService {
  /** The configured providers, Coinbase first. */
  readonly providers: readonly OnrampProvider[]
  /** The provider asked for, or the first configured; a 404 when none (or not that one) is configured. */
  provider(id?: OnrampProviderId): OnrampProvider
  /** Every provider's offer merged, kept for optionsTtlMs; the built-in list when none answers (spec §8). */
  catalogue(): Promise<Catalogue>
}

export interface OnrampServiceOptions {
  providers: readonly OnrampProvider[]
  fallbackAssets: readonly CatalogueAsset[]
  optionsTtlMs: number
  log: Pick<FastifyBaseLogger, 'warn'>
  now?: () => number
}

export function onrampService(options: OnrampServiceOptions): OnrampService {
  const now = options.now ?? Date.now
  let cached: { catalogue: Catalogue; until: number } | undefined
  let asking: Promise<Catalogue> | undefined

  const ask = async (): Promise<Catalogue> => {
    const settled = await Promise.allSettled(options.providers.map(async (provider) => ({ provider: provider.id, options: await provider.options() })))
    const answers: { provider: OnrampProviderId; options: ProviderOptions }[] = []
    settled.forEach((result, index) => {
      if (result.status === 'fulfilled') answers.push(result.value)
      else options.log.warn({ provider: options.providers[index]!.id, reason: (result.reason as Error).message }, `onramp: ${(result.reason as Error).message}; its currencies are left out`)
    })
    const catalogue = answers.length > 0 ? mergeOptions(answers, options.fallbackAssets) : fallbackCatalogue(options.fallbackAssets)
    // A partial answer is kept only as long as a failure, so the missing provider is asked again soon.
    const fresh = answers.length === options.providers.length
    cached = { catalogue, until: now() + Math.min(fresh ? options.optionsTtlMs : OPTIONS_RETRY_MS, options.optionsTtlMs) }
    return catalogue
  }

  return {
    providers: options.providers,
    provider(id) {
      const provider = id ? options.providers.find((candidate) => candidate.id === id) : options.providers[0]
      if (provider) return provider
      if (id) throw new HttpError(404, `${PROVIDER_NAMES[id]} is not configured on this server (configured: ${options.providers.map((p) => p.id).join(', ') || 'none'})`)
      throw new HttpError(404, 'This server runs no onramp provider: set FOYER_ONRAMP_COINBASE_KEY_NAME and FOYER_ONRAMP_COINBASE_PRIVATE_KEY, or FOYER_ONRAMP_MELD_API_KEY')
    },
    async catalogue() {
      if (options.providers.length === 0) return fallbackCatalogue(options.fallbackAssets)
      if (cached && now() < cached.until) return cached.catalogue
      asking ??= ask().finally(() => {
        asking = undefined
      })
      return asking
    },
  }
}
