import type { PairingState, WalletConnector } from '@foyer/core/internal'

/** The pairing the modal's connector shows now, or the next one it shows. */
export function nextPairing(store: NonNullable<WalletConnector['pairing']>): Promise<PairingState> {
  const current = store.get()
  if (current) return Promise.resolve(current)
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => value && (stop(), resolve(value)))
  })
}
