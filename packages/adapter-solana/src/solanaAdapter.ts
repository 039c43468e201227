import type { ChainAdapter, WalletConnector } from '@foyer/core/internal'
import type { Wallet } from '@wallet-standard/base'
import type { Wallets } from '@wallet-standard/app'
import { isLegacySolanaProvider, legacySolanaConnector, type LegacySolanaProvider } from './legacyConnector.ts'
import { solanaNamespace } from './solana/solanaNamespace.ts'
import { isSolanaWallet, walletStandardConnector } from './walletStandardConnector.ts'

/** Where legacy providers are injected: `window` in a browser. */
export interface LegacyTarget {
  phantom?: { solana?: unknown }
  solana?: unknown
}

export interface SolanaAdapterOptions {
  /** The Wallet Standard registry; default `getWallets()` of @wallet-standard/app, read on first discovery in a browser. */
  registry?: Pick<Wallets, 'get' | 'on'>
  /** Where legacy providers are looked for; default `window`. */
  target?: LegacyTarget
}

/**
 * The solana adapter: wallets registered through the Wallet Standard, and the legacy injected
 * providers (`window.phantom.solana`, `window.solana`) of wallets that have not registered
 * (a wallet that did is listed once, by its registration).
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  return {
    namespace: 'solana',
    module: solanaNamespace,
    watchConnectors(onChange) {
      const target = options.target ?? (globalThis as { window?: LegacyTarget }).window
      if (!options.registry && !target) {
        onChange([])
        return () => {}
      }
      let stopped = false
      let stopRegistry: (() => void) | undefined
      const connectors = new Map<Wallet, WalletConnector<'solana'>>()
      const legacy = new Map<LegacySolanaProvider, WalletConnector<'solana'>>()

      const publish = (registry: Pick<Wallets, 'get'> | undefined) => {
        const wallets = (registry?.get() ?? []).filter(isSolanaWallet)
        for (const wallet of wallets) {
          if (!connectors.has(wallet)) connectors.set(wallet, walletStandardConnector(wallet, { id: walletId(wallet.name), type: 'ANNOUNCED' }))
        }
        const standard = wallets.map((wallet) => connectors.get(wallet)!)
        const names = new Set(wallets.map((wallet) => wallet.name.toLowerCase()))
        onChange([...standard, ...legacyConnectors(target, names, legacy)])
      }

      const start = async () => {
        const registry = options.registry ?? (await import('@wallet-standard/app')).getWallets()
        if (stopped) return
        const off = [registry.on('register', () => publish(registry)), registry.on('unregister', () => publish(registry))]
        stopRegistry = () => off.forEach((stop) => stop())
        publish(registry)
      }
      void start()
      return () => {
        stopped = true
        stopRegistry?.()
      }
    },
  }
}

/** A registered wallet's connector id: its name, as the registry's ids are (`phantom`, `solflare`). */
function walletId(name: string): string {
  return `solana:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

function legacyConnectors(target: LegacyTarget | undefined, registered: Set<string>, known: Map<LegacySolanaProvider, WalletConnector<'solana'>>): WalletConnector<'solana'>[] {
  const found: WalletConnector<'solana'>[] = []
  const seen = new Set<unknown>()
  for (const candidate of [target?.phantom?.solana, target?.solana]) {
    if (!isLegacySolanaProvider(candidate) || seen.has(candidate)) continue
    seen.add(candidate)
    const name = candidate.isPhantom ? 'Phantom' : 'Solana Wallet'
    if (registered.has(name.toLowerCase())) continue
    const connector = known.get(candidate) ?? legacySolanaConnector(candidate, { id: `solana:legacy:${name.toLowerCase().replace(/\s+/g, '-')}`, name })
    known.set(candidate, connector)
    found.push(connector)
  }
  return found
}
