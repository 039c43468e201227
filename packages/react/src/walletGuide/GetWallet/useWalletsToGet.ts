import { hasWalletDownloads, type WalletListing } from '@foyer/core/internal'
import { useCallback, useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'

export type WalletsToGet = { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'loaded'; wallets: WalletListing[] }

/**
 * The registry's first page (the host's include and exclude ids honoured), the wallets with store
 * links first: what GetWallet offers.
 */
export function useWalletsToGet(): WalletsToGet {
  const { client } = useFoyerInstance()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<WalletsToGet>({ state: 'loading' })
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  useEffect(() => {
    const controller = new AbortController()
    setAnswer({ state: 'loading' })
    client.loadWalletsPage(1, controller.signal).then(
      (page) => !controller.signal.aborted && setAnswer({ state: 'loaded', wallets: withDownloadsFirst(page.data) }),
      () => !controller.signal.aborted && setAnswer({ state: 'failed', retry }),
    )
    return () => controller.abort()
  }, [client, attempt, retry])
  return answer
}

function withDownloadsFirst(wallets: readonly WalletListing[]): WalletListing[] {
  return [...wallets.filter(hasWalletDownloads), ...wallets.filter((wallet) => !hasWalletDownloads(wallet))]
}
