import type { WalletConnector } from '@foyer/core/internal'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isUnisatProvider, unisatConnector } from './unisatConnector.ts'
import { isBitcoinWallet, walletStandardConnector } from './walletStandardConnector.ts'
import { isWbip004Provider, wbip004Connector, type Wbip004ProviderInfo } from './wbip004Connector.ts'

/** One wallet found in one API style, before the styles are merged. */
export interface FoundWallet {
  key: string
  /** The object the wallet injected or registered: the same one keeps its connector. */
  source: object
  make(): WalletConnector<'bip122'>
}

/** Every Bitcoin wallet on the page, in the order the styles are preferred: Wallet Standard, WBIP004, object APIs. */
export function findWallets(registry: Pick<Wallets, 'get'> | undefined, target: object | undefined): FoundWallet[] {
  return [...standardWallets(registry), ...wbip004Wallets(target), ...objectWallets(target)]
}

/**
 * A wallet's key across API styles, from its name: lower case, without "wallet" (Xverse lists its
 * provider as "Xverse Wallet", OKX as "OKX Wallet"), words joined by dashes. Its connector's id is
 * `bip122:<key>`.
 */
export function bitcoinWalletKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/\bwallet\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return words || name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

function standardWallets(registry: Pick<Wallets, 'get'> | undefined): FoundWallet[] {
  return (registry?.get() ?? []).filter(isBitcoinWallet).map((wallet: Wallet) => {
    const key = bitcoinWalletKey(wallet.name)
    return { key, source: wallet, make: () => walletStandardConnector(wallet, { id: `bip122:${key}`, type: 'ANNOUNCED' }) }
  })
}

function wbip004Wallets(target: object | undefined): FoundWallet[] {
  if (!target) return []
  const found: FoundWallet[] = []
  const listed = (target as { btc_providers?: unknown }).btc_providers
  for (const info of Array.isArray(listed) ? (listed as Partial<Wbip004ProviderInfo>[]) : []) {
    if (typeof info?.id !== 'string' || typeof info.name !== 'string') continue
    const provider = valueAt(target, info.id)
    if (!isWbip004Provider(provider) || found.some((wallet) => wallet.source === provider)) continue
    const key = bitcoinWalletKey(info.name)
    const imageUrl = typeof info.icon === 'string' && info.icon.startsWith('data:image/') ? info.icon : undefined
    const dialect = info.id === 'LeatherProvider' ? 'leather' : undefined
    found.push({
      key,
      source: provider,
      make: () => wbip004Connector(provider, { id: `bip122:${key}`, name: info.name!, type: 'ANNOUNCED', ...(imageUrl && { imageUrl }), ...(dialect && { dialect }) }),
    })
  }
  // Leather injects its provider whether or not it lists it.
  const leather = (target as { LeatherProvider?: unknown }).LeatherProvider
  if (isWbip004Provider(leather) && !found.some((wallet) => wallet.source === leather)) {
    found.push({ key: 'leather', source: leather, make: () => wbip004Connector(leather, { id: 'bip122:leather', name: 'Leather', type: 'INJECTED', dialect: 'leather' }) })
  }
  return found
}

function objectWallets(target: object | undefined): FoundWallet[] {
  if (!target) return []
  const candidates = [
    { name: 'UniSat Wallet', provider: (target as { unisat?: unknown }).unisat },
    { name: 'OKX Wallet', provider: (target as { okxwallet?: { bitcoin?: unknown } }).okxwallet?.bitcoin },
  ]
  const found: FoundWallet[] = []
  for (const { name, provider } of candidates) {
    if (!isUnisatProvider(provider) || found.some((wallet) => wallet.source === provider)) continue
    const key = bitcoinWalletKey(name)
    found.push({ key, source: provider, make: () => unisatConnector(provider, { id: `bip122:${key}`, name, type: 'INJECTED' }) })
  }
  return found
}

/** The value at a dotted path of the target (`XverseProviders.BitcoinProvider`); undefined where a step is missing. */
function valueAt(target: object, path: string): unknown {
  let value: unknown = target
  for (const step of path.split('.')) {
    if (value === null || value === undefined || UNSAFE_STEPS.has(step)) return undefined
    value = (value as Record<string, unknown>)[step]
  }
  return value
}

/** Steps a listed id may not take: they lead to prototypes, not to providers. */
const UNSAFE_STEPS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor'])
