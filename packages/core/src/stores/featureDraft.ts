/**
 * A feature's draft: what the visitor is filling in (a send, a swap, a purchase, a name), one per
 * client and feature, kept while they move between the feature's views and back. The draft belongs
 * to an owner (the active account, or the account on its network): when the owner changes, or the
 * wallet disconnects, it starts over from `empty`, so nothing typed for one account goes to another.
 */
import type { FoyerContext } from '../context.ts'
import { createStore, type Store } from '../store.ts'

/** Whom a draft belongs to, as text: another text is another owner. */
export type DraftOwner = (ctx: FoyerContext) => string

const drafts = new WeakMap<FoyerContext, Map<string, Store<unknown>>>()

/** The feature's draft store for the client, made on first use; `key` names the feature (one empty value and owner per key). */
export function featureDraft<T>(ctx: FoyerContext, key: string, empty: T, ownerOf: DraftOwner): Store<T> {
  let features = drafts.get(ctx)
  if (!features) drafts.set(ctx, (features = new Map()))
  const known = features.get(key)
  if (known) return known as Store<T>
  const draft = createStore<T>(empty)
  features.set(key, draft as Store<unknown>)
  let owner = ownerOf(ctx)
  ctx.chains.subscribe(() => {
    const next = ownerOf(ctx)
    if (next === owner) return
    owner = next
    draft.set(empty)
  })
  return draft
}

/** The active account (its CAIP-10 address names its network too); none when disconnected. */
export const activeAccount: DraftOwner = (ctx) => ctx.chains.active()?.accountState.caipAddress ?? ''

/** The active account and the active network, which is an owner of its own while no account is known. */
export const activeAccountOnNetwork: DraftOwner = (ctx) => {
  const active = ctx.chains.active()
  return `${active?.accountState.caipAddress ?? ''}|${active?.networkState.caipNetwork?.caipNetworkId ?? ''}`
}
