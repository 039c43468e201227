import { createPublicClient, http } from 'viem'
import type { Eip155NetworkId } from '../caip.ts'
import type { ChainConfig } from '../coreSettings.ts'
import { accountBalanceRoute, type ServedChain } from '../routes/accountBalance.ts'
import { fungiblePriceRoute } from '../routes/fungiblePrice.ts'
import { defineServerModule } from '../serverModule.ts'

/** An RPC node that does not answer in this time is reported as unreachable (503), not waited on. */
const RPC_TIMEOUT_MS = 5_000

/** Balances read from each chain's node and kept 30 s, and fungible prices. */
export const balancesModule = defineServerModule({
  name: 'balances',
  install: async (_app, { settings, publicOrigin }) => [
    accountBalanceRoute(servedChains(settings.chains), publicOrigin),
    fungiblePriceRoute(settings.chains, publicOrigin),
  ],
})

function servedChains(chains: readonly ChainConfig[]): Map<Eip155NetworkId, ServedChain> {
  return new Map(
    chains.map((config) => {
      // batch: the reads of one request leave as a single JSON-RPC batch. One retry covers a
      // dropped connection without making a down node slow to report.
      const transport = http(config.rpcUrl, { batch: true, retryCount: 1, timeout: RPC_TIMEOUT_MS })
      return [config.caipNetworkId, { config, client: createPublicClient({ transport }) }]
    }),
  )
}
