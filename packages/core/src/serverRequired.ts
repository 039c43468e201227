import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext, ServerApi } from './context.ts'

/** Thrown where a host without a Foyer server (no `apiUrl`) asks for what only the server does. */
export class NoServerError extends FoyerError {
  override name = 'NoServerError'
}

/**
 * The Foyer server's APIs, for a feature only the server serves. The views never offer such a
 * feature without one (the namespaces' `serves` says no); a host calling it directly is told why.
 */
export function requireServer(ctx: Pick<FoyerContext, 'server'>, feature: string): ServerApi {
  if (!ctx.server) throw new NoServerError(`${feature} needs a Foyer server: set apiUrl`)
  return ctx.server
}
