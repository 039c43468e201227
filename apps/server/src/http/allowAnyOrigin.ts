import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: @fastify/cors skips the route (its own per-request options merge and closures). */
    cors?: false
  }
}

/**
 * `Access-Control-Allow-Origin: *` on every answer, set first thing so errors carry it too. With
 * `origin: '*'` that header is all @fastify/cors adds outside a preflight, so routes that need
 * nothing more turn the plugin off (`config: { cors: false }`, as `registerRoutes` does) and cost a
 * header instead of its per-request work; preflights (OPTIONS) stay the plugin's.
 */
export function allowAnyOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*')
    done()
  })
}
