import { useSyncExternalStore } from 'react'
import type { Wallet } from './wallet.ts'
import type { WalletState } from './walletState.ts'

/** The wallet's state, re-rendering on every change. */
export function useWalletState(wallet: Wallet): WalletState {
  return useSyncExternalStore(wallet.subscribe, wallet.getState)
}
