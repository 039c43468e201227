import type { PublicOrigin } from '../../kernel/http/publicOrigin.ts'

/**
 * Whether a browser Origin is the embedded wallet's frame: the configured frame origin
 * (FOYER_AUTH_FRAME_URL) or this server's public origin (the frame is served here, at
 * /auth-frame/). Both come from configuration: an Origin merely equal to the request's Host (a
 * DNS-rebound page) is not the frame. A host page on any other origin cannot call the auth API
 * itself: it has to go through the frame, whose session it cannot read.
 */
export function frameOriginPolicy(options: { frameOrigin?: string | undefined; publicOrigin: PublicOrigin }): (origin: string) => boolean {
  return (origin) => origin === options.frameOrigin || origin === options.publicOrigin()
}
