import { activityOwner } from '../actions/activity.ts'
import type { AccountNft } from '../api/nfts.ts'
import type { FoyerContext } from '../context.ts'
import { isSameOwner, type ActivityOwner } from '../stores/activity.ts'
import { createStore, type Store } from '../store.ts'
import { requireServer } from '../serverRequired.ts'

// The NFTs tab's state and its load: code of the tab (loaded with it), not of the page.

export interface AccountNftsState {
  /** Whose NFTs these are: the active account on the active network. */
  owner?: ActivityOwner
  /**
   * idle before the first load; unserved where NFTs are not indexed (not eip155, as activity);
   * failed keeps the NFTs of the last load of the same owner, if any.
   */
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'unserved'
  /** Without spam (the server leaves it out; a flagged one it sends anyway is dropped here too). */
  nfts: AccountNft[]
}

const stores = new WeakMap<FoyerContext, Store<AccountNftsState>>()

/** The client's NFT list, made on first use (a page whose visitor never opens the tab has none). */
export function accountNftsStore(ctx: FoyerContext): Store<AccountNftsState> {
  let store = stores.get(ctx)
  if (!store) {
    store = createStore<AccountNftsState>({ status: 'idle', nfts: [] })
    stores.set(ctx, store)
  }
  return store
}

/**
 * Loads the active account's NFTs on the active network, as the tab opens and when the account or
 * network changes; the list of the same owner stays shown while it reloads. An answer for an owner
 * that is no longer active is dropped.
 */
export async function loadAccountNfts(ctx: FoyerContext): Promise<void> {
  const store = accountNftsStore(ctx)
  const owner = activityOwner(ctx)
  if (!owner) return store.set({ status: 'unserved', nfts: [] })
  const current = store.get()
  const sameOwner = isSameOwner(current.owner, owner)
  if (sameOwner && current.status === 'loading') return
  const kept = sameOwner ? current.nfts : []
  store.set({ owner, status: 'loading', nfts: kept })
  try {
    const nfts = await requireServer(ctx, 'NFTs').blockchain.getAccountNfts({ address: owner.address, chainId: owner.caipNetworkId })
    if (isSameOwner(store.get().owner, owner)) store.set({ owner, status: 'loaded', nfts: nfts.filter((nft) => !nft.isSpam) })
  } catch {
    if (isSameOwner(store.get().owner, owner)) store.set({ owner, status: 'failed', nfts: kept })
  }
}
