import { ONRAMP_ROUTES } from '@foyer/core/protocol'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { Catalogue } from './onrampCatalogue.ts'
import { optionsAnswerSchema, type OptionsAnswer } from './onrampSchemas.ts'
import type { OnrampService } from './onrampService.ts'

/**
 * GET /v1/onramp/options (spec §7): what can be bought and paid with, every configured provider's
 * offer merged. When no provider answers, the built-in list (USD and EUR with spec §9's limits,
 * and the served chains' own assets) with `fallback: true`: still a 200, because the modal's
 * buy view works from it (spec §8), but said, so it can tell the visitor prices are unconfirmed.
 * `providers` names the configured providers, so the modal offers only those (and no Buy without one).
 */
export function optionsRoute(service: OnrampService) {
  return defineRoute({
    method: 'GET',
    url: ONRAMP_ROUTES.options.path,
    access: 'project',
    summary: "Onramp options: the fiat currencies to pay with (with each payment method's limits) and the crypto to buy, by network",
    tags: ['onramp'],
    response: optionsAnswerSchema,
    handler: async (): Promise<OptionsAnswer> =>
      toAnswer(
        await service.catalogue(),
        service.providers.map((provider) => provider.id),
      ),
  })
}

function toAnswer(catalogue: Catalogue, providers: OptionsAnswer['providers']): OptionsAnswer {
  return {
    paymentCurrencies: catalogue.paymentCurrencies.map((currency) => ({
      id: currency.id,
      name: currency.name,
      symbol: currency.symbol,
      networks: [],
      payment_method_limits: currency.limits.map(({ id, min, max }) => ({ id, min, max })),
    })),
    purchaseCurrencies: catalogue.purchaseCurrencies.map((asset) => ({
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      networks: asset.networks.map((network) => ({
        name: network.name,
        display_name: network.displayName,
        chain_id: network.chainId,
        contract_address: network.contractAddress,
      })),
    })),
    fallback: catalogue.fallback,
    providers,
  }
}
