import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'

/**
 * GET /v1/supported-chains: the CAIP-2 ids the balance API serves, every namespace's (`http`; no
 * websocket endpoints yet), and those on which the embedded wallet's smart account is served
 * (`smartAccounts`: a bundler is configured; the client's `smartAccountEnabledNetworks`).
 */
export function supportedChainsRoute(chains: readonly { caipNetworkId: string; smartAccounts?: object | undefined }[]) {
  const body = {
    http: chains.map((chain) => chain.caipNetworkId),
    ws: [] as string[],
    smartAccounts: chains.filter((chain) => chain.smartAccounts).map((chain) => chain.caipNetworkId),
  }
  return defineRoute({
    method: 'GET',
    url: '/v1/supported-chains',
    access: 'project',
    summary: 'The chains whose balances this server serves, and those with smart accounts',
    tags: ['blockchain'],
    response: z.object({ http: z.array(z.string()), ws: z.array(z.string()), smartAccounts: z.array(z.string()) }),
    handler: async () => body,
  })
}
