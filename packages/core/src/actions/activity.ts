import type { FoyerContext } from '../context.ts'
import { isSameOwner, type ActivityOwner, type PendingTransaction } from '../stores/activity.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import { isTransactionHash } from '../validation.ts'

/**
 * The active account on the active network, when the history serves it: a connected address on a
 * supported network of a namespace whose module serves 'activity' (spec §9: eip155; Foyer adds bip122).
 */
export function activityOwner(ctx: FoyerContext): ActivityOwner | undefined {
  const chain = ctx.chains.active()
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!chain || !address || !network || chain.networkState.unsupported) return undefined
  if (!ctx.namespaces.serves(chain.namespace, 'activity')) return undefined
  return { address, caipNetworkId: network.caipNetworkId }
}

/** Starts the list over whenever the active account or network changes. Returns the unsubscribe. */
export function followActivityOwner(ctx: FoyerContext): () => void {
  return ctx.chains.subscribe(() => {
    const owner = activityOwner(ctx)
    if (!isSameOwner(ctx.activity.get().owner, owner)) ctx.activity.reset(owner)
  })
}

/** Remembers a transaction sent through Foyer until the history lists it (at most 99, spec §9). */
export function addPendingTransaction(ctx: FoyerContext, transaction: { hash: string; chain: CaipNetworkId; sentFrom: string; sentTo?: string }, now = Date.now()): void {
  const shape = ctx.namespaces.of(transaction.chain.split(':')[0] as ChainNamespace)?.transactionId
  if (!(shape ? shape.test(transaction.hash) : isTransactionHash(transaction.hash))) throw new Error(`Not a transaction hash: ${transaction.hash}`)
  const pending: PendingTransaction = { ...transaction, sentAt: now }
  ctx.activity.addPending(pending)
}
