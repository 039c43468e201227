import type { FastifyRequest } from 'fastify'

/** This server's origin as the request reached it (the Host header; https behind a trusted proxy). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * Whether a browser Origin is the embedded wallet's frame: the configured frame origin
 * (FOYER_AUTH_FRAME_URL), the public URL's, or this server's own as the request reached it (the
 * frame is served here, at /auth-frame/). A host page on any other origin cannot call the auth
 * API itself: it has to go through the frame, whose session it cannot read.
 */
export function frameOriginPolicy(options: { frameOrigin?: string; publicUrl?: string }): (request: FastifyRequest, origin: string) => boolean {
  const configured = [options.frameOrigin, options.publicUrl && new URL(options.publicUrl).origin].filter((origin): origin is string => !!origin)
  return (request, origin) => configured.includes(origin) || origin === requestOrigin(request)
}
