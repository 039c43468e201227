import { isUserRejection, type PairingState, type WalletConnector } from '@foyer/core'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useFoyerInstance } from '../../context.ts'

export type PairingAttempt = { state: 'pairing' } | { state: 'declined' } | { state: 'failed'; message: string }

const noPairing = { get: () => null, subscribe: () => () => undefined }

/**
 * Runs one WalletConnect connection while the view shows: connect() on mount (and on retry),
 * the current pairing URI as it is created and renewed, and cancellation when the view goes.
 */
export function usePairingConnection(connector: WalletConnector | undefined) {
  const { client } = useFoyerInstance()
  const [attempt, setAttempt] = useState<PairingAttempt>({ state: 'pairing' })
  const [round, setRound] = useState(0)
  const pairingStore = connector?.pairing ?? noPairing
  const pairing: PairingState | null = useSyncExternalStore(pairingStore.subscribe, pairingStore.get, () => null)

  useEffect(() => {
    if (!connector) return
    let live = true
    setAttempt({ state: 'pairing' })
    client.connect(connector).then(
      () => live && client.close(),
      (error: unknown) => {
        if (!live || (error as Error)?.name === 'AbortError') return
        setAttempt(
          isUserRejection(error)
            ? { state: 'declined' }
            : { state: 'failed', message: (error as Error)?.message || 'The wallet could not connect.' },
        )
      },
    )
    return () => {
      live = false
      connector.cancelConnect?.()
    }
  }, [client, connector, round])

  return { attempt, pairing, retry: () => setRound((n) => n + 1) }
}
