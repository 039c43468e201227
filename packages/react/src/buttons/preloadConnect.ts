import { useEffect } from 'react'
import { preloadModal } from '../components/Modal/loadModal.ts'
import { whenIdle } from '../components/Modal/whenIdle.ts'
import type { FoyerInstance } from '../createFoyer.ts'
import { preloadConnectView } from '../views/Connect/preloadConnectView.ts'

type Client = FoyerInstance['client']

/** Loads what a click on "Connect Wallet" shows: the modal's code and the Connect view's wallets. */
export function preloadConnect(client: Client): void {
  preloadModal().catch(() => undefined)
  preloadConnectView(client)
}

/**
 * Once the page is idle, loads the modal, and the Connect view's wallets unless an account is
 * connected already, so the first click renders from memory without a request.
 */
export function useIdlePreload(client: Client): void {
  useEffect(
    () =>
      whenIdle(() => {
        preloadModal().catch(() => undefined)
        if (!isConnected(client)) preloadConnectView(client)
      }),
    [client],
  )
}

function isConnected(client: Client): boolean {
  const { activeNamespace, chains } = client.ctx.chains.get()
  return Boolean(activeNamespace && chains[activeNamespace]?.accountState.status === 'connected')
}
