import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS, THROWN } from '../errors.ts'
import { isSameOwner, isShownTransaction, type ActivityOwner } from '../stores/activity.ts'
import { onrampProviderOf } from '../onramp/onrampPurchases.ts'
import { activityOwner } from './activity.ts'
import { requireServer } from '../serverRequired.ts'

// The Activity tab's pages: code of the tab (loaded with it), not of the page.

/**
 * Fetches the first page of the active account's history, starting the list over. Throws without
 * an account; where activity is not served the list is simply empty.
 */
export async function fetchTransactions(ctx: FoyerContext): Promise<void> {
  if (!ctx.chains.active()?.accountState.address) throw new FoyerError(THROWN.TRANSACTIONS_NEED_ADDRESS)
  const owner = activityOwner(ctx)
  const state = ctx.activity.get()
  if (owner && state.loading && isSameOwner(state.owner, owner)) return
  ctx.activity.reset(owner)
  if (!owner) return ctx.activity.addPage([], null)
  await loadPage(ctx, owner, undefined)
}

/** Fetches the page after the last one: one at a time, and only when there is one. */
export async function fetchNextTransactions(ctx: FoyerContext): Promise<void> {
  const state = ctx.activity.get()
  const owner = activityOwner(ctx)
  if (!owner || !isSameOwner(state.owner, owner) || state.loading || !state.next) return
  await loadPage(ctx, owner, state.next)
}

async function loadPage(ctx: FoyerContext, owner: ActivityOwner, cursor: string | undefined): Promise<void> {
  // The list this page extends; if it is replaced meanwhile (owner change, start over), the answer is stale.
  const list = ctx.activity.get().transactions
  const isCurrent = () => ctx.activity.get().transactions === list
  ctx.activity.startLoading()
  try {
    // Purchases through the provider the account last bought from here join the history (spec §7 `onramp`).
    const onramp = onrampProviderOf(ctx.storage, owner.address)
    const page = await requireServer(ctx, 'Activity').blockchain.getTransactions({ address: owner.address, chainId: owner.caipNetworkId, cursor, ...(onramp && { onramp }) })
    if (!isCurrent()) return
    const shown = page.data.filter((transaction) => isShownTransaction(transaction, owner.caipNetworkId))
    ctx.activity.addPage(shown, page.next)
  } catch {
    if (!isCurrent()) return
    ctx.activity.fail()
    ctx.snackbar.error(SNACKBARS.FETCH_TRANSACTIONS_FAILED)
  }
}
