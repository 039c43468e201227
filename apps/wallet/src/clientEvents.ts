import type { SessionRequest, WalletClient } from '@foyer/walletconnect'
import { refreshCards } from './cardRefresh.ts'
import type { Pairing } from './pairing.ts'
import { receiveRequest } from './requestAnswers.ts'
import { sessionEnded } from './sessionEnd.ts'
import type { WalletContext } from './walletContext.ts'

/** Once the client has started: turns its events into cards and activity, and marks the wallet ready. */
export function followClient(ctx: WalletContext, client: WalletClient, pairing: Pairing): void {
  client.on('session_proposal', (proposal) => pairing.receiveProposal(proposal))
  client.on('session_request', (request) => void receiveRequest(ctx, request as SessionRequest))
  for (const [event, ended] of [
    ['session_delete', 'disconnected'],
    ['session_expire', 'expired'],
  ] as const) {
    client.on(event, ({ topic }) => sessionEnded(ctx, topic, ended))
  }
  ctx.store.set({ status: 'ready' })
  refreshCards(ctx)
  // Proposals and requests expire without an event: the client forgets them, and so do the cards.
  setInterval(() => refreshCards(ctx), 2_000)
}
