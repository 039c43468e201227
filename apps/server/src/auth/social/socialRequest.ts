import { AUTH_API_PREFIX } from '@foyer/auth-frame/protocol'
import { badRequest } from '../../kernel/http/httpError.ts'
import type { PublicOrigin } from '../../kernel/http/publicOrigin.ts'
import { isOriginAllowed } from '../../projects/originPolicy.ts'
import type { Project } from '../../projects/projectsTable.ts'

/** Where every provider sends the visitor back: registered as the redirect URI with each provider. */
export const SOCIAL_CALLBACK_PATH = `${AUTH_API_PREFIX}/social/callback`

/** The redirect URI registered with every provider, on this server's configured public origin. */
export function socialCallbackUrl(publicOrigin: PublicOrigin): string {
  return publicOrigin() + SOCIAL_CALLBACK_PATH
}

/**
 * The origin of `url` when the project may be used from it (the project guard's rule: its
 * allow-list, or in dev mode the dev project from any loopback port), else a 400 naming `field`.
 */
export function allowedOriginOf(url: string, field: string, project: Project, devMode: boolean): string {
  const origin = URL.parse(url)?.origin
  if (!origin || origin === 'null' || !isOriginAllowed(project, origin, devMode)) {
    throw badRequest(`${field} must be on one of project ${project.id}'s allowed origins; ${origin ?? url} is not`)
  }
  return origin
}
