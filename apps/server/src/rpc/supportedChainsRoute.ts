import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
/** GET /v1/supported-chains: the CAIP-2 ids the balance API serves, every namespace's; no websocket endpoints yet. */
export function supportedChainsRoute(chains: readonly { caipNetworkId: string }[]) {
  const body = { http: chains.map((chain) => chain.caipNetworkId), ws: [] as string[] }
  return defineRoute({
    method: 'GET',
    url: '/v1/supported-chains',
    access: 'project',
    summary: 'The chains whose balances this server serves',
    tags: ['blockchain'],
    response: z.object({ http: z.array(z.string()), ws: z.array(z.string()) }),
    handler: async () => body,
  })
}
