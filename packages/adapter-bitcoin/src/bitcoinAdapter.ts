import { againOnPageLoad, type ChainAdapter, type WalletConnector } from '@foyer/core/internal'
import type { Wallets } from '@wallet-standard/app'
import { bitcoinNamespace } from './bip122/bitcoinNamespace.ts'
import type { findWallets } from './walletDiscovery.ts'

/** Where Bitcoin wallets inject themselves: `window` in a browser (any object in tests). */
export type BitcoinInjectionTarget = object

export interface BitcoinAdapterOptions {
  /** The Wallet Standard registry; default `getWallets()` of @wallet-standard/app, read on first discovery in a browser. */
  registry?: Pick<Wallets, 'get' | 'on'>
  /** Where WBIP004 providers (`btc_providers`, `LeatherProvider`) and object APIs (`unisat`, `okxwallet.bitcoin`) are looked for; default `window`. */
  target?: BitcoinInjectionTarget
}

/**
 * The bip122 adapter: Bitcoin wallets in each of their API styles — Wallet Standard wallets with
 * `bitcoin:connect` (Phantom, Magic Eden), WBIP004 providers listed in `window.btc_providers`
 * (Xverse, Leather) and `window.LeatherProvider`, and the object APIs `window.unisat` and
 * `window.okxwallet.bitcoin` — one connector per wallet: a wallet present in several styles is
 * listed once, by its Wallet Standard registration, else its WBIP004 provider, else its object.
 * The connectors' code loads when discovery starts (in the browser), not with the page's import.
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
      let find: typeof findWallets | undefined

      const publish = () => {
        if (!find) return
        const found = find(registry, target)
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
        const [discovery, wallets] = await Promise.all([import('./walletDiscovery.ts'), options.registry ?? (target ? import('@wallet-standard/app').then((app) => app.getWallets()) : undefined)])
        if (stopped) return
        find = discovery.findWallets
        if (wallets) {
          registry = wallets
          stops.push(wallets.on('register', publish), wallets.on('unregister', publish))
        }
        if (target) stops.push(againOnPageLoad(target, publish))
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
