import type { ChainAdapter, WalletConnector } from '@foyer/core/internal'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { bitcoinNamespace } from './bip122/bitcoinNamespace.ts'
import { isUnisatProvider, unisatConnector } from './unisatConnector.ts'
import { isBitcoinWallet, walletStandardConnector } from './walletStandardConnector.ts'
import { isWbip004Provider, wbip004Connector, type Wbip004ProviderInfo } from './wbip004Connector.ts'

/** Where Bitcoin wallets inject themselves: `window` in a browser (any object in tests). */
export type BitcoinInjectionTarget = object

export interface BitcoinAdapterOptions {
  /** The Wallet Standard registry; default `getWallets()` of @wallet-standard/app, read on first discovery in a browser. */
  registry?: Pick<Wallets, 'get' | 'on'>
  /** Where WBIP004 providers (`btc_providers`, `LeatherProvider`) and object APIs (`unisat`, `okxwallet.bitcoin`) are looked for; default `window`. */
  target?: BitcoinInjectionTarget
}

/** One wallet found in one API style, before the styles are merged. */
interface Found {
  key: string
  /** The object the wallet injected or registered: the same one keeps its connector. */
  source: object
  make(): WalletConnector<'bip122'>
}

/**
 * The bip122 adapter: Bitcoin wallets in each of their API styles — Wallet Standard wallets with
 * `bitcoin:connect` (Phantom, Magic Eden), WBIP004 providers listed in `window.btc_providers`
 * (Xverse, Leather) and `window.LeatherProvider`, and the object APIs `window.unisat` and
 * `window.okxwallet.bitcoin` — one connector per wallet: a wallet present in several styles is
 * listed once, by its Wallet Standard registration, else its WBIP004 provider, else its object.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  return {
    namespace: 'bip122',
    module: bitcoinNamespace,
    watchConnectors(onChange) {
      const target = options.target ?? (globalThis as { window?: BitcoinInjectionTarget }).window
      if (!options.registry && !target) {
        onChange([])
        return () => {}
      }
      let stopped = false
      const stops: (() => void)[] = []
      const known = new Map<object, WalletConnector<'bip122'>>()
      let registry: Pick<Wallets, 'get'> | undefined

      const publish = () => {
        const found = [...standardWallets(registry), ...wbip004Wallets(target), ...objectWallets(target)]
        const listed = new Map<string, WalletConnector<'bip122'>>()
        for (const wallet of found) {
          if (listed.has(wallet.key)) continue
          const connector = known.get(wallet.source) ?? wallet.make()
          known.set(wallet.source, connector)
          listed.set(wallet.key, connector)
        }
        onChange([...listed.values()])
      }

      const start = async () => {
        const wallets = options.registry ?? (target ? (await import('@wallet-standard/app')).getWallets() : undefined)
        if (stopped) return
        if (wallets) {
          registry = wallets
          stops.push(wallets.on('register', publish), wallets.on('unregister', publish))
        }
        // Providers injected after this script ran (an extension's page script loading late) are there by the page's load.
        const events = target as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>> & { document?: { readyState?: string } }
        if (typeof events.addEventListener === 'function' && events.document?.readyState !== 'complete') {
          events.addEventListener('load', publish, { once: true })
          stops.push(() => events.removeEventListener?.('load', publish))
        }
        publish()
      }
      void start()
      return () => {
        stopped = true
        for (const stop of stops.splice(0)) stop()
      }
    },
  }
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

function standardWallets(registry: Pick<Wallets, 'get'> | undefined): Found[] {
  return (registry?.get() ?? []).filter(isBitcoinWallet).map((wallet: Wallet) => {
    const key = bitcoinWalletKey(wallet.name)
    return { key, source: wallet, make: () => walletStandardConnector(wallet, { id: `bip122:${key}`, type: 'ANNOUNCED' }) }
  })
}

function wbip004Wallets(target: BitcoinInjectionTarget | undefined): Found[] {
  if (!target) return []
  const found: Found[] = []
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

function objectWallets(target: BitcoinInjectionTarget | undefined): Found[] {
  if (!target) return []
  const candidates = [
    { name: 'UniSat Wallet', provider: (target as { unisat?: unknown }).unisat },
    { name: 'OKX Wallet', provider: (target as { okxwallet?: { bitcoin?: unknown } }).okxwallet?.bitcoin },
  ]
  const found: Found[] = []
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
