import { FEATURE_NAMESPACES } from '../constants.ts'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS, THROWN } from '../errors.ts'
import { isSameOwner, isShownTransaction, type ActivityOwner, type PendingTransaction } from '../stores/activity.ts'
import type { CaipNetworkId } from '../types.ts'
import { isTransactionHash } from '../validation.ts'

/**
 * The active account on the active network, when the history serves it: a connected address on a
 * supported eip155 network (spec §9: activity is eip155 only).
 */
export function activityOwner(ctx: FoyerContext): ActivityOwner | undefined {
  const chain = ctx.chains.active()
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!chain || !address || !network || chain.networkState.unsupported) return undefined
  if (!(FEATURE_NAMESPACES.activity as readonly string[]).includes(chain.namespace)) return undefined
  return { address, caipNetworkId: network.caipNetworkId }
}

/** Starts the list over whenever the active account or network changes. Returns the unsubscribe. */
export function followActivityOwner(ctx: FoyerContext): () => void {
  return ctx.chains.subscribe(() => {
    const owner = activityOwner(ctx)
    if (!isSameOwner(ctx.activity.get().owner, owner)) ctx.activity.reset(owner)
  })
}

/**
 * Fetches the first page of the active account's history, starting the list over. Throws without
 * an account; where activity is not served the list is simply empty.
 */
export async function fetchTransactions(ctx: FoyerContext): Promise<void> {
  if (!ctx.chains.active()?.accountState.address) throw new Error(THROWN.TRANSACTIONS_NEED_ADDRESS)
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

/** Remembers a transaction sent through Foyer until the history lists it (at most 99, spec §9). */
export function addPendingTransaction(
  ctx: FoyerContext,
  transaction: { hash: string; chain: CaipNetworkId; sentFrom: string; sentTo?: string },
  now = Date.now(),
): void {
  if (!isTransactionHash(transaction.hash)) throw new Error(`Not a transaction hash: ${transaction.hash}`)
  const pending: PendingTransaction = { ...transaction, sentAt: now }
  ctx.activity.addPending(pending)
}

async function loadPage(ctx: FoyerContext, owner: ActivityOwner, cursor: string | undefined): Promise<void> {
  // The list this page extends; if it is replaced meanwhile (owner change, start over), the answer is stale.
  const list = ctx.activity.get().transactions
  const isCurrent = () => ctx.activity.get().transactions === list
  ctx.activity.startLoading()
  try {
    const page = await ctx.api.blockchain.getTransactions({ address: owner.address, chainId: owner.caipNetworkId, cursor })
    if (!isCurrent()) return
    const shown = page.data.filter((transaction) => isShownTransaction(transaction, owner.caipNetworkId))
    ctx.activity.addPage(shown, page.next)
  } catch {
    if (!isCurrent()) return
    ctx.activity.fail()
    ctx.snackbar.error(SNACKBARS.FETCH_TRANSACTIONS_FAILED)
  }
}
