import { sdkError } from '@foyer/walletconnect'
import { refreshCards } from './cardRefresh.ts'
import { messageOf } from './lib/errorMessage.ts'
import type { WalletContext } from './walletContext.ts'

/** Ends a session from the wallet's side; its request cards go with it. */
export async function disconnect(ctx: WalletContext, topic: string): Promise<void> {
  const { store } = ctx
  const key = `session:${topic}`
  const name = store.get().sessions.find((s) => s.topic === topic)?.peer.metadata.name ?? 'the dapp'
  store.setBusy(key, true)
  store.setError(key, undefined)
  try {
    const wc = await ctx.ready
    await wc.disconnect({ topic, reason: sdkError('USER_DISCONNECTED') })
    store.set({ requests: store.get().requests.filter((r) => r.request.topic !== topic) })
    store.log(`Disconnected from ${name}.`)
  } catch (error) {
    store.setError(key, `Could not disconnect: ${messageOf(error)}`)
  } finally {
    store.setBusy(key, false)
    refreshCards(ctx)
  }
}

/** A session the dapp deleted or that expired: say so, and drop its request cards. */
export function sessionEnded(ctx: WalletContext, topic: string, ended: 'disconnected' | 'expired'): void {
  const { store } = ctx
  const session = store.get().sessions.find((s) => s.topic === topic)
  if (session) store.log(`The session with ${session.peer.metadata.name} ${ended}.`)
  store.set({ requests: store.get().requests.filter((r) => r.request.topic !== topic) })
  refreshCards(ctx)
}
