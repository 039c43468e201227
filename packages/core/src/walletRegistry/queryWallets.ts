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
  /** CAIP-2 ids; when not empty, wallets supporting any of them (`supportsChain`). */
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
  const listed = listedChains(registry)
  const matches = registry.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (query.chains.length === 0 || query.chains.some((chain) => supportsChain(wallet, chain, listed))) &&
      (query.badge !== 'certified' || wallet.certified === true),
  )
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries).map(toWalletListing) }
}

/**
 * Whether a wallet serves a chain: one it lists; on eip155 any chain, if it lets its user add
 * networks; elsewhere a chain no wallet of the registry lists (a test network, a local devnet) if it
 * lists a chain of the same namespace: a Solana wallet serves Solana's devnet.
 */
function supportsChain(wallet: RegistryEntry, chain: string, listed: ReadonlySet<string>): boolean {
  if (wallet.chains.includes(chain)) return true
  const namespace = chain.slice(0, chain.indexOf(':') + 1)
  if (namespace === 'eip155:') return wallet.customEvmNetworks === true
  return !listed.has(chain) && wallet.chains.some((own) => own.startsWith(namespace))
}

const listedChainsOf = new WeakMap<readonly RegistryEntry[], ReadonlySet<string>>()

/** Every chain some wallet of the registry lists (worked out once per registry list). */
function listedChains(registry: readonly RegistryEntry[]): ReadonlySet<string> {
  let listed = listedChainsOf.get(registry)
  if (!listed) {
    listed = new Set(registry.flatMap((wallet) => wallet.chains))
    listedChainsOf.set(registry, listed)
  }
  return listed
}
