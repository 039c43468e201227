import { defineServerModule } from '../kernel/serverModule.ts'
import { convertAllowanceRoute } from './allowanceRoute.ts'
import { convertBuildApproveRoute } from './buildApproveRoute.ts'
import { convertBuildTransactionRoute } from './buildTransactionRoute.ts'
import { convertGasPriceRoute } from './gasPriceRoute.ts'
import { convertQuotesRoute } from './quotesRoute.ts'
import { swapEnvAbout, swapEnvVariables, swapSettingsFromEnv, swapSettingsSchema } from './swapSettings.ts'
import { swapVenues } from './swapVenues.ts'
import { convertTokensRoute } from './tokensRoute.ts'

/**
 * Swaps (spec §7's /v1/convert calls): tokens, quotes, allowances, gas prices, approvals and swap
 * transactions, on spec §9's swap networks through 0x or 1inch (FOYER_SWAP_PROVIDERS), and on a
 * chain with its own AMM (the devnet's) through its router.
 */
export const convertModule = defineServerModule({
  name: 'convert',
  settings: { swap: swapSettingsSchema.prefault({}) },
  env: { variables: swapEnvVariables, about: swapEnvAbout, read: (vars) => swapSettingsFromEnv(vars) },
  install: async (app, { settings, publicOrigin }) => {
    const venues = swapVenues(settings.chains.eip155, settings.swap, { warn: (message) => app.log.warn(message) })
    return [
      convertTokensRoute(venues, publicOrigin),
      convertQuotesRoute(venues),
      convertAllowanceRoute(venues),
      convertGasPriceRoute(venues),
      convertBuildApproveRoute(venues),
      convertBuildTransactionRoute(venues),
    ]
  },
})
