import type { FastifyInstance } from 'fastify'

/** A year: browsers remember to use https for the public host that long after each answer. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000

/**
 * Headers every answer carries: `X-Content-Type-Options: nosniff` (a browser never reads an answer
 * as another type than it says: an image or a JSON error as a script or a page), and when the
 * configured public URL is https, `Strict-Transport-Security` (browsers that reached the server
 * over https keep to it). The TLS proxy in front answers plain http itself (a redirect to https):
 * see the README.
 */
export function securityHeaders(settings: { publicUrl?: string | undefined }): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    ...(settings.publicUrl?.startsWith('https:') && { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}` }),
  }
}

/**
 * Adds the headers as every answer is sent, so error and 404 answers have them too. (An answer to a
 * URL Fastify cannot route is sent before any hook: buildServer's frameworkErrors adds them there.)
 */
export function installSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers)
    done(null, payload)
  })
}
