import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

const ONE_DAY_SECONDS = 86_400

/**
 * Answers a generated SVG so browsers and CDNs can cache it: a day's max-age plus an ETag for
 * cheap revalidation. The policy headers make the SVG inert even if opened as a document.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
  reply
    .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  return reply.type('image/svg+xml').send(svg)
}
