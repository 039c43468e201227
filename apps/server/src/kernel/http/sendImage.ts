import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

const ONE_DAY_SECONDS = 86_400

/**
 * Answers an image so browsers and CDNs can cache it: a day's max-age plus an ETag for cheap
 * revalidation. The policy headers keep it inert even if opened as a document (an SVG's script
 * never runs, nothing is loaded, it is sandboxed) and stop a browser reading it as another type.
 */
export function sendImage(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string): FastifyReply {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  reply
    .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  return reply.type(type).send(body)
}
