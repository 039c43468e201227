import type { FastifyInstance } from 'fastify'

/** A year: browsers remember to use https for the public host that long after each answer. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000

/**
 * Headers every answer carries: `X-Content-Type-Options: nosniff` (a browser never reads an answer
 * as another type than it says: an image or a JSON error as a script or a page), and when the
 * configured public URL is https, `Strict-Transport-Security` (browsers that reached the server
 * over https keep to it). Added as the answer is sent, so error and 404 answers have them too.
 * The TLS proxy in front answers plain http itself (a redirect to https): see the README.
 */
export function installSecurityHeaders(app: FastifyInstance, settings: { publicUrl?: string | undefined }): void {
  const hsts = settings.publicUrl?.startsWith('https:') ? `max-age=${HSTS_MAX_AGE_SECONDS}` : undefined
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff')
    if (hsts) reply.header('strict-transport-security', hsts)
    done(null, payload)
  })
}
