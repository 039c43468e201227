import type { WalletListing } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { loadConnectWallets, rememberedConnectWallets } from './connectWalletsCache.ts'

export interface ConnectWallets {
  featured: WalletListing[]
  recommended: WalletListing[]
  count: number
}

const EMPTY: ConnectWallets = { featured: [], recommended: [], count: 0 }

/**
 * The registry's featured and recommended wallets for the Connect view. When the registry cannot be
 * reached the view still lists the installed wallets, which need no server.
 */
export function useConnectWallets(): ConnectWallets {
  const { client } = useFoyerInstance()
  const installed = useStore(client.ctx.connectors, (connectors) => connectors.map((c) => c.info?.rdns ?? c.id).join())
  // Prefetched on idle or on the connect button's hover or focus: the list renders from memory.
  const [wallets, setWallets] = useState(() => rememberedConnectWallets(client, installed) ?? EMPTY)
  useEffect(() => {
    let live = true
    loadConnectWallets(client).then(
      (result) => live && setWallets(result),
      () => live && setWallets(EMPTY),
    )
    return () => {
      live = false
    }
  }, [client, installed])
  return wallets
}
