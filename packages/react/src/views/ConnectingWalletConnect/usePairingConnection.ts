import { attemptOn, type PairingState, type WalletConnector } from '@foyer/core/internal'
import { useEffect, useSyncExternalStore } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'

export type PairingAttempt = { state: 'pairing' } | { state: 'declined' } | { state: 'failed'; message: string }

const noPairing = { get: () => null, subscribe: () => () => undefined }

/**
 * The WalletConnect connection while the view shows, run by core's connection attempt: started
 * on mount, cancelled when the view goes, and the current pairing URI as it is created and renewed.
 */
export function usePairingConnection(connector: WalletConnector | undefined) {
  const { client } = useFoyerInstance()
  const attempt = useStore(client.ctx.connectionAttempt)
  const pairingStore = connector?.pairing ?? noPairing
  const pairing: PairingState | null = useSyncExternalStore(pairingStore.subscribe, pairingStore.get, () => null)

  useEffect(() => {
    if (!connector) return
    client.startConnection(connector)
    return () => client.cancelConnection()
  }, [client, connector])

  const status = attemptOn(attempt, connector?.id)
  const shown: PairingAttempt = status === 'connecting' ? { state: 'pairing' } : attempt.status === 'failed' ? { state: 'failed', message: attempt.message } : { state: 'declined' }
  return { attempt: shown, pairing, retry: client.retryConnection }
}
