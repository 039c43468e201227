import type { FastifyInstance } from 'fastify'

/** GET /healthz: answers while the process serves requests (it does not probe the RPC nodes). */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ ok: true }))
}
