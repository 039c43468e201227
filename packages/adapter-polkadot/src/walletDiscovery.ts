import type { WalletConnector } from '@foyer/core/internal'
import { injectedConnector } from './injectedConnector.ts'
import { isInjectedWindowProvider } from './injectedWeb3.ts'

/** One extension found under its key of `window.injectedWeb3`. */
export interface FoundExtension {
  key: string
  /** The object the extension injected: the same one keeps its connector. */
  source: object
  make(): WalletConnector<'polkadot'>
}

/** The names the best-known extensions go by, by their key; any other is listed by its key. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
}

/** Every extension under `window.injectedWeb3`, in the order they injected themselves. */
export function findExtensions(target: object | undefined, appName: string): FoundExtension[] {
  const injected = (target as { injectedWeb3?: unknown } | undefined)?.injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  const found: FoundExtension[] = []
  for (const [key, provider] of Object.entries(injected)) {
    if (!isInjectedWindowProvider(provider)) continue
    const name = polkadotWalletName(key)
    found.push({ key, source: provider, make: () => injectedConnector(provider, { id: `polkadot:${key}`, name, appName }) })
  }
  return found
}

/** An extension's name from its key in `window.injectedWeb3`: a known one's, else its key in words ("my-wallet" → "My Wallet"). */
export function polkadotWalletName(key: string): string {
  return Object.hasOwn(KNOWN_NAMES, key)
    ? KNOWN_NAMES[key]!
    : key
        .replace(/[-_]+/g, ' ')
        .replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
        .trim() || key
}
