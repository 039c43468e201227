import type { FastifyInstance } from 'fastify'
import type { ChainConfig } from '../serverConfig.ts'

/** GET /v1/supported-chains: the CAIP-2 ids the balance API serves; no websocket endpoints yet. */
export function registerSupportedChains(app: FastifyInstance, chains: readonly ChainConfig[]): void {
  const body = { http: chains.map((chain) => chain.caipNetworkId), ws: [] as string[] }
  app.get('/v1/supported-chains', async () => body)
}
