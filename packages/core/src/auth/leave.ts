/**
 * Leaving an embedded-wallet view (spec §2), kept apart from the login flows so the modal's Back
 * button does not pull them into the first load.
 */
import { isAuthConnector } from './isAuthConnector.ts'
import type { FoyerContext } from '../context.ts'
import { isConnected } from '../views/connectedAccount.ts'

/** How long after leaving ConnectingFarcaster the frame reloads, dropping its wait (spec §2). */
export const FARCASTER_RELOAD_DELAY_MS = 100

/** The social login attempts under way, so leaving ConnectingSocial can stop one. */
export const socialAttempts = new WeakMap<FoyerContext, AbortController>()

/** Back from ConnectingFarcaster while disconnected: the URL goes, and the frame reloads 100 ms later. */
export function leaveFarcaster(ctx: FoyerContext): void {
  if (isConnected(ctx)) return
  const auth = ctx.connectors.get().find(isAuthConnector)
  if (!auth) return
  // The channel is the login's, shown on its connector's namespace.
  ctx.chains.patchAccount(auth.chain, { farcasterUrl: undefined })
  setTimeout(() => auth.request('RELOAD', {}).catch(() => undefined), FARCASTER_RELOAD_DELAY_MS)
}

/** The visitor left ConnectingSocial: the popup closes and the attempt stops. */
export function cancelSocialLogin(ctx: FoyerContext): void {
  socialAttempts.get(ctx)?.abort()
  socialAttempts.delete(ctx)
  ctx.auth.setSocial(undefined)
}
