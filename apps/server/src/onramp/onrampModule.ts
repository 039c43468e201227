import { defineServerModule } from '../kernel/serverModule.ts'
import { coinbaseOnramp } from './coinbaseOnramp.ts'
import { meldOnramp } from './meldOnramp.ts'
import { listedChains } from '../namespaces/namespaces.ts'
import { servedAssets } from './onrampCatalogue.ts'
import { onrampHistory, type OnrampHistory } from './onrampHistory.ts'
import type { OnrampProvider } from './onrampProvider.ts'
import { onrampEnv, onrampSettingsSchema, type OnrampSettings } from './onrampSettings.ts'
import { onrampService } from './onrampService.ts'
import { onrampUrlRoute } from './onrampUrlRoute.ts'
import { optionsRoute } from './optionsRoute.ts'
import { quoteRoute } from './quoteRoute.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** An account's onramp purchases as history transactions: the history route's `onramp` parameter. */
    onrampHistory: OnrampHistory
  }
}

/**
 * Buying crypto (spec §7's onramp calls): options, quotes and the provider's pay URL, from Coinbase
 * Onramp and Meld as configured (FOYER_ONRAMP_*); `npm start` and the tests point them at local
 * stand-ins speaking the same protocols (onramp/standins/). It provides `onrampHistory`, the
 * purchases activity's history lists.
 */
export const onrampModule = defineServerModule({
  name: 'onramp',
  provides: ['onrampHistory'],
  needs: ['prices'],
  settings: { onramp: onrampSettingsSchema.prefault({}) },
  env: { variables: onrampEnv.variables, about: onrampEnv.about, read: (vars) => onrampEnv.read(vars) as { onramp: Partial<OnrampSettings> } },
  install: async (app, { settings }) => {
    const { onramp } = settings
    const providers: OnrampProvider[] = [
      ...(onramp.coinbase ? [coinbaseOnramp(onramp.coinbase, onramp.timeoutMs)] : []),
      ...(onramp.meld ? [meldOnramp(onramp.meld, onramp.timeoutMs, onramp.country)] : []),
    ]
    if (providers.length === 0)
      app.log.info('onramp: no provider configured (FOYER_ONRAMP_COINBASE_KEY_NAME and _PRIVATE_KEY, FOYER_ONRAMP_MELD_API_KEY); options answer the built-in list, quotes and pay URLs a 404')
    const service = onrampService({ providers, fallbackAssets: servedAssets(listedChains(settings.chains)), optionsTtlMs: onramp.optionsTtlMs, log: app.log })
    app.decorate('onrampHistory', onrampHistory(service, settings.chains.eip155, app.log, { cacheMs: onramp.historyCacheMs }))
    return [optionsRoute(service), quoteRoute(service, app.prices, onramp.country), onrampUrlRoute(service, onramp.country, settings.devMode)]
  },
})
