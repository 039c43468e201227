import type { WalletListing } from '@foyer/core/internal'
import { useCallback, useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { loadConnectWallets, rememberedConnectWallets } from './connectWalletsCache.ts'

export interface ConnectWallets {
  featured: WalletListing[]
  recommended: WalletListing[]
  count: number
}

export interface ConnectWalletsState extends ConnectWallets {
  /** The registry could not be asked: the view says what is missing and offers `retry`. */
  failed: boolean
  retry(): void
}

const EMPTY: ConnectWallets = { featured: [], recommended: [], count: 0 }

/**
 * The registry's featured and recommended wallets for the Connect view. When the registry cannot be
 * reached the view still lists the installed wallets, which need no server, and says the rest is missing.
 */
export function useConnectWallets(): ConnectWalletsState {
  const { client } = useFoyerInstance()
  const installed = useStore(client.ctx.connectors, (connectors) => connectors.map((c) => c.info?.rdns ?? c.id).join())
  // Prefetched on idle or on the connect button's hover or focus: the list renders from memory.
  const [wallets, setWallets] = useState(() => rememberedConnectWallets(client, installed) ?? EMPTY)
  const [failed, setFailed] = useState(false)
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    loadConnectWallets(client).then(
      (result) => {
        if (!live) return
        setWallets(result)
        setFailed(false)
      },
      () => {
        if (!live) return
        setWallets(EMPTY)
        setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [client, installed, round])
  const retry = useCallback(() => setRound((n) => n + 1), [])
  return { ...wallets, failed, retry }
}
