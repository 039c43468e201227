import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendImage } from './sendImage.ts'

/** Answers a generated SVG, cacheable and inert (see sendImage). */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  return sendImage(request, reply, svg, 'image/svg+xml')
}
