import type { FoyerContext } from '../context.ts'
import { refreshBalances } from './balanceRefresh.ts'

/**
 * Refreshes the active account's balances each time the Account view comes into sight (the modal
 * opens on it, or goes to it), within the 30 s cache and the retry block (actions/balances.ts).
 * Returns the unsubscribe.
 */
export function refreshBalancesOnAccountView(ctx: FoyerContext): () => void {
  let shown = false
  const follow = () => {
    const showing = ctx.modal.get().open && ctx.router.current().view === 'Account'
    const namespace = ctx.chains.get().activeNamespace
    if (showing && !shown && namespace) void refreshBalances(ctx, namespace, 'open')
    shown = showing
  }
  const stops = [ctx.modal.subscribe(follow), ctx.router.subscribe(follow)]
  return () => stops.forEach((stop) => stop())
}
