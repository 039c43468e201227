/**
 * Which sign-in view asks the active account: read by SIWX's actions, which load on demand (kept
 * apart from siwxViews.ts, whose close rule ships with the page).
 */
import type { FoyerContext } from '../context.ts'
import type { View } from '../stores/router.ts'

/** The sign-in views: SIWXSignMessage for a connected wallet, ConnectingSiwe for the embedded wallet (its frame shows the message). */
export const SIWX_SIGN_VIEWS = ['SIWXSignMessage', 'ConnectingSiwe'] as const satisfies readonly View[]
export type SiwxSignView = (typeof SIWX_SIGN_VIEWS)[number]

/** The sign-in view for the active account's wallet. */
export function siwxSignView(ctx: FoyerContext): SiwxSignView {
  const namespace = ctx.chains.get().activeNamespace
  const connector = namespace ? ctx.sessions.get(namespace)?.connector : undefined
  return connector?.type === 'AUTH' ? 'ConnectingSiwe' : 'SIWXSignMessage'
}

export function isSiwxSignView(view: View): view is SiwxSignView {
  return (SIWX_SIGN_VIEWS as readonly View[]).includes(view)
}
