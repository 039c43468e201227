import type { WalletListing } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'

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
  const [wallets, setWallets] = useState(EMPTY)
  useEffect(() => {
    let live = true
    client.loadConnectWallets().then(
      (result) => live && setWallets(result),
      () => live && setWallets(EMPTY),
    )
    return () => {
      live = false
    }
  }, [client, installed])
  return wallets
}
