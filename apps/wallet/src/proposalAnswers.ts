import { buildApprovedNamespaces, sdkError } from '@foyer/walletconnect'
import { refreshCards } from './cardRefresh.ts'
import { messageOf } from './lib/errorMessage.ts'
import type { WalletContext } from './walletContext.ts'

/** Grants the intersection of the proposal and what the wallet supports, opening a session. */
export async function approveProposal(ctx: WalletContext, id: number): Promise<void> {
  const { store } = ctx
  const proposal = store.get().proposals.find((p) => p.id === id)
  if (!proposal) return
  const key = `proposal:${id}`
  store.setBusy(key, true)
  store.setError(key, undefined)
  try {
    const wc = await ctx.ready
    const namespaces = buildApprovedNamespaces({ proposal: proposal.params, supportedNamespaces: ctx.supported })
    const session = await wc.approve({ id, namespaces })
    store.set({ proposals: store.get().proposals.filter((p) => p.id !== id) })
    store.log(`Connected to ${session.peer.metadata.name}.`)
    refreshCards(ctx)
  } catch (error) {
    store.setError(key, `Could not approve: ${messageOf(error)}`)
  } finally {
    store.setBusy(key, false)
  }
}

export async function rejectProposal({ store, ready }: WalletContext, id: number): Promise<void> {
  const proposal = store.get().proposals.find((p) => p.id === id)
  if (!proposal) return
  const key = `proposal:${id}`
  store.setBusy(key, true)
  store.setError(key, undefined)
  try {
    const wc = await ready
    await wc.reject({ id, reason: sdkError('USER_REJECTED') })
    store.set({ proposals: store.get().proposals.filter((p) => p.id !== id) })
    store.log(`Rejected ${proposal.params.proposer.metadata.name}'s connection request.`)
  } catch (error) {
    store.setError(key, `Could not reject: ${messageOf(error)}`)
  } finally {
    store.setBusy(key, false)
  }
}
