import type { WalletListing } from '../types.ts'
import { toWalletListing, type RegistryEntry } from './registryEntry.ts'

export interface WalletQuery {
  /** 1-based page number. */
  page: number
  /** Page size. */
  entries: number
  /** When not empty, only these wallet ids. */
  include: readonly string[]
  exclude: readonly string[]
  /** Case-insensitive part of the wallet's name. */
  search?: string
  /** CAIP-2 ids; when not empty, wallets supporting any of them. */
  chains: readonly string[]
  /** 'certified' keeps the reviewed set; 'none' (or absent) filters nothing. */
  badge?: 'none' | 'certified'
}

export interface WalletPage {
  /** How many wallets match, over all pages. */
  count: number
  data: WalletListing[]
}

/** Filters the registry (keeping its recommendation order) and cuts out the requested page. */
export function queryWallets(registry: readonly RegistryEntry[], query: WalletQuery): WalletPage {
  const include = new Set(query.include)
  const exclude = new Set(query.exclude)
  const search = query.search?.trim().toLowerCase()
  const matches = registry.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (query.chains.length === 0 || query.chains.some((chain) => supportsChain(wallet, chain))) &&
      (query.badge !== 'certified' || wallet.certified === true),
  )
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries).map(toWalletListing) }
}

function supportsChain(wallet: RegistryEntry, chain: string): boolean {
  return wallet.chains.includes(chain) || (wallet.customEvmNetworks === true && chain.startsWith('eip155:'))
}
