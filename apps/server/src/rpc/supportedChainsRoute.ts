import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'

/** What a host's modal needs to offer a served chain as a network, when the host lists none itself. */
const servedNetworkSchema = z.object({
  caipNetworkId: z.string(),
  name: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  testnet: z.boolean(),
  blockExplorer: z.object({ name: z.string(), url: z.string() }).optional(),
})

interface ServedChain {
  caipNetworkId: string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  testnet: boolean
  /** eip155's chains file names one (https://etherscan.io). */
  blockExplorerUrl?: string | undefined
  smartAccounts?: object | undefined
}

/**
 * GET /v1/supported-chains: the CAIP-2 ids the balance API serves, every namespace's (`http`; no
 * websocket endpoints yet), those on which the embedded wallet's smart account is served
 * (`smartAccounts`: a bundler is configured; the client's `smartAccountEnabledNetworks`), and each
 * chain described as a network (`networks`: its name, currency, testnet flag and explorer) for a
 * host that lets the modal take its networks from the server. No node URL: the modal reads a
 * served chain through this server's RPC proxy.
 */
export function supportedChainsRoute(chains: readonly ServedChain[]) {
  const body = {
    http: chains.map((chain) => chain.caipNetworkId),
    ws: [] as string[],
    smartAccounts: chains.filter((chain) => chain.smartAccounts).map((chain) => chain.caipNetworkId),
    networks: chains.map((chain) => ({
      caipNetworkId: chain.caipNetworkId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      testnet: chain.testnet,
      ...(chain.blockExplorerUrl && { blockExplorer: { name: new URL(chain.blockExplorerUrl).hostname.replace(/^www\./, ''), url: chain.blockExplorerUrl } }),
    })),
  }
  return defineRoute({
    method: 'GET',
    url: '/v1/supported-chains',
    access: 'project',
    summary: 'The chains this server serves: their ids, those with smart accounts, and each as a network',
    tags: ['blockchain'],
    response: z.object({ http: z.array(z.string()), ws: z.array(z.string()), smartAccounts: z.array(z.string()), networks: z.array(servedNetworkSchema) }),
    handler: async () => body,
  })
}
