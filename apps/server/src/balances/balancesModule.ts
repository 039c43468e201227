import { evmAddressSchema, solanaAddressSchema, type CaipNetworkId } from '../caip.ts'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import { accountBalanceRoute, type ServedChain } from '../routes/accountBalance.ts'
import type { SolanaChainConfig } from '../namespaces/solana/solanaChainConfig.ts'
import { solanaReader } from '../namespaces/solana/readSolanaHoldings.ts'
import { readHoldings } from '../namespaces/eip155/readEip155Holdings.ts'
import { fungiblePriceRoute } from '../routes/fungiblePrice.ts'
import { chainTransport } from '../rpc/chainTransport.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'
import { defineServerModule } from '../serverModule.ts'
import { positiveWholeNumber } from '../envVariables.ts'
import { balanceSettingsSchema } from './balanceSettings.ts'
import { nodeClient } from '../rpc/nodeClient.ts'

/**
 * How balance reads treat a chain's nodes, primary then fallbacks: a node that does not answer in
 * 5 s is given up on, and one retry covers a dropped connection without making a down node slow
 * to report (503 when none answers).
 */
const BALANCE_RPC_POLICY: UpstreamPolicy = { retryCount: 1, retryDelayMs: 150, timeoutMs: 5_000 }

/** Balances read from each chain's nodes and kept 30 s, valued with the price book; and fungible prices. */
export const balancesModule = defineServerModule({
  name: 'balances',
  settings: { balances: balanceSettingsSchema.prefault({}) },
  env: {
    variables: { FOYER_BALANCE_FORCE_UPDATE_SECONDS: positiveWholeNumber().optional() },
    read: (vars) => ({ balances: { forceUpdateSeconds: vars.FOYER_BALANCE_FORCE_UPDATE_SECONDS } }),
  },
  install: async (app, { settings, publicOrigin }) => [
    accountBalanceRoute(servedChains(settings.chains, settings.solanaChains), app.prices, publicOrigin, settings.balances),
    fungiblePriceRoute(settings.chains, app.prices, publicOrigin),
  ],
})

function servedChains(chains: readonly ChainConfig[], solanaChains: readonly SolanaChainConfig[]): Map<CaipNetworkId, ServedChain> {
  const served = new Map<CaipNetworkId, ServedChain>()
  for (const config of chains) {
    const client = nodeClient(chainTransport(config, BALANCE_RPC_POLICY))
    served.set(config.caipNetworkId, {
      name: config.name,
      testnet: config.testnet,
      addressSchema: evmAddressSchema,
      ownerKey: (owner) => owner.toLowerCase(),
      read: (owner) => readHoldings(client, config, owner as `0x${string}`),
    })
  }
  for (const config of solanaChains) {
    const reader = solanaReader(config, BALANCE_RPC_POLICY)
    served.set(config.caipNetworkId, { name: config.name, testnet: config.testnet, addressSchema: solanaAddressSchema, ownerKey: (owner) => owner, read: (owner) => reader.holdings(owner) })
  }
  return served
}
