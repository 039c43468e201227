import Fastify, { type FastifyInstance } from 'fastify'

/** The baseline: Fastify with one route and its defaults (no logger, no hooks), as its own docs benchmark it. */
export async function startHelloWorld(): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify()
  app.get('/', async () => ({ hello: 'world' }))
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return { url, app }
}
