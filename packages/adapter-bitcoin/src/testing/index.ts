import type { Wallet } from '@wallet-standard/base'

export { createStandardBitcoinTestWallet, type StandardBitcoinTestWallet } from './standardTestWallet.ts'
export { createWbip004TestWallet, type Wbip004TestWallet, type Wbip004TestWalletOptions } from './wbip004TestWallet.ts'
export { createUnisatTestWallet, type UnisatTestWallet } from './unisatTestWallet.ts'
export { bitcoinTestAccount, p2trAddress, p2wpkhAddress, type BitcoinTestAccount, type BitcoinTestKey } from './testKeys.ts'
export type { BitcoinTestWalletFlags, BitcoinTestWalletOptions, BitcoinTestWalletState, TestMessageSigner, TestPsbtSigner, TestWalletSend } from './testWalletState.ts'

/** A Wallet Standard registry as @wallet-standard/app keeps it (wallets, register and unregister listeners), for `bitcoinAdapter({ registry })` in tests. */
export function createTestWalletRegistry(initial: Wallet[] = []) {
  const wallets = [...initial]
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => wallets,
    on(event: 'register' | 'unregister', listener: () => void) {
      listeners[event].add(listener)
      return () => void listeners[event].delete(listener)
    },
    register(wallet: Wallet) {
      wallets.push(wallet)
      for (const listener of [...listeners.register]) listener()
    },
    unregister(wallet: Wallet) {
      wallets.splice(wallets.indexOf(wallet), 1)
      for (const listener of [...listeners.unregister]) listener()
    },
    listenerCount: () => listeners.register.size + listeners.unregister.size,
  }
}
