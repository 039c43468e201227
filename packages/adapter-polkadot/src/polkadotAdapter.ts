import { againOnPageLoad, type ChainAdapter, type WalletConnector } from '@foyer/core/internal'
import { polkadotNamespace } from './polkadot/polkadotNamespace.ts'
import type { findExtensions } from './walletDiscovery.ts'

/** Where Polkadot extensions inject themselves (`injectedWeb3`): `window` in a browser (any object in tests). */
export type PolkadotInjectionTarget = object

export interface PolkadotAdapterOptions {
  /** The page's name, which an extension shows when it asks the visitor to trust the page. */
  appName: string
  /** Where `injectedWeb3` is looked for; default `window`. */
  target?: PolkadotInjectionTarget
}

/**
 * The polkadot adapter: every extension under `window.injectedWeb3` (Polkadot.js, Talisman,
 * SubWallet and any other key) as one connector. The connectors' code loads when discovery starts
 * (in the browser), not with the page's import.
 */
export function polkadotAdapter(options: PolkadotAdapterOptions): ChainAdapter {
  return {
    namespace: 'polkadot',
    module: polkadotNamespace,
    watchConnectors(onChange) {
      const target = options.target ?? (globalThis as { window?: PolkadotInjectionTarget }).window
      if (!target) {
        onChange([])
        return () => {}
      }
      let stopped = false
      const stops: (() => void)[] = []
      const known = new Map<object, WalletConnector<'polkadot'>>()
      let find: typeof findExtensions | undefined

      const publish = () => {
        if (!find || stopped) return
        onChange(
          find(target, options.appName).map((extension) => {
            const connector = known.get(extension.source) ?? extension.make()
            known.set(extension.source, connector)
            return connector
          }),
        )
      }

      const start = async () => {
        const discovery = await import('./walletDiscovery.ts')
        if (stopped) return
        find = discovery.findExtensions
        stops.push(againOnPageLoad(target, publish))
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
