import type { CaipNetworkId } from '../caip.ts'
import { eachServedChain, type ServedChains } from '../namespaces/namespaces.ts'
import { accountBalanceRoute } from './accountBalanceRoute.ts'
import type { ServedChain } from './servedChain.ts'
import { fungiblePriceRoute } from './fungiblePriceRoute.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import { balanceSettingsSchema } from './balanceSettings.ts'

/**
 * How balance reads treat a chain's nodes, primary then fallbacks: a node that does not answer in
 * 5 s is given up on, and one retry covers a dropped connection without making a down node slow
 * to report (503 when none answers).
 */
const BALANCE_RPC_POLICY: UpstreamPolicy = { retryCount: 1, retryDelayMs: 150, timeoutMs: 5_000 }

/** Balances read from each chain's nodes and kept 30 s, valued with the price book; and fungible prices. */
export const balancesModule = defineServerModule({
  name: 'balances',
  needs: ['prices'],
  settings: { balances: balanceSettingsSchema.prefault({}) },
  env: {
    variables: { FOYER_BALANCE_FORCE_UPDATE_SECONDS: positiveWholeNumber().optional() },
    about: {
      FOYER_BALANCE_FORCE_UPDATE_SECONDS: { default: '`5`', meaning: '`forceUpdate=true` reads an account again at most this often' },
    },
    read: (vars) => ({ balances: { forceUpdateSeconds: vars.FOYER_BALANCE_FORCE_UPDATE_SECONDS } }),
  },
  install: async (app, { settings, publicOrigin }) => [
    accountBalanceRoute(servedChains(settings.chains), app.prices, publicOrigin, settings.balances),
    // Fungible prices are asked by an eip155 CAIP-10 token id (spec §9).
    fungiblePriceRoute(settings.chains.eip155, app.prices, publicOrigin),
  ],
})

/** Every served chain's balances, each read and its owners written as its namespace says. */
function servedChains(chains: ServedChains): Map<CaipNetworkId, ServedChain> {
  const served = new Map<CaipNetworkId, ServedChain>()
  for (const { namespace, chain } of eachServedChain(chains)) {
    served.set(chain.caipNetworkId as CaipNetworkId, {
      name: chain.name,
      testnet: chain.testnet,
      addressSchema: namespace.chainAddressSchema?.(chain) ?? namespace.address.schema,
      ownerKey: namespace.address.key,
      read: namespace.holdingsReader(chain, BALANCE_RPC_POLICY),
    })
  }
  return served
}
