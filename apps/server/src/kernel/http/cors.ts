import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/**
 * CORS for any origin, errors included, so a refused browser reads the reason (each project's
 * allow-list is the project guard's business). Every answer gets `Access-Control-Allow-Origin: *`
 * from one hook, set first thing; with `origin: '*'` that header is all @fastify/cors would add
 * outside a preflight. The plugin answers preflights only: registered in a context of its own with
 * its catch-all OPTIONS route, its hook runs for that route and not for every request.
 */
export async function installCors(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*')
    done()
  })
  await app.register(async (preflights) => {
    await preflights.register(cors, { origin: '*' })
  })
}
