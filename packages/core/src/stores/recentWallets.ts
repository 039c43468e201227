import { RECENT_WALLETS_MAX } from '../constants.ts'
import { type KeyValueStorage, STORAGE_KEYS, readJson, writeJson } from '../storage.ts'
import type { RecentWallet } from '../types.ts'

/** Puts a wallet first, drops an older entry of the same wallet and keeps at most 2. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  const rest = list.filter((entry) => entry.id !== wallet.id && (!wallet.rdns || entry.rdns !== wallet.rdns))
  return [wallet, ...rest].slice(0, RECENT_WALLETS_MAX)
}

/** Reads the stored list, keeping only well-formed entries. */
export function readRecentWallets(storage: KeyValueStorage): RecentWallet[] {
  const stored = readJson<unknown>(storage, STORAGE_KEYS.RECENT_WALLETS)
  if (!Array.isArray(stored)) return []
  return stored.filter((entry): entry is RecentWallet => typeof entry?.id === 'string' && typeof entry?.name === 'string').slice(0, RECENT_WALLETS_MAX)
}

export function saveRecentWallet(storage: KeyValueStorage, wallet: RecentWallet): RecentWallet[] {
  const next = addRecentWallet(readRecentWallets(storage), wallet)
  writeJson(storage, STORAGE_KEYS.RECENT_WALLETS, next)
  return next
}
