import type { ChainAdapter, WalletConnector } from '@foyer/core/internal'
import { eip1193Connector, type Eip1193Connector, type Eip1193Provider } from './eip1193Connector.ts'
import { eip155Namespace } from './eip155/eip155Namespace.ts'

/** EIP-6963 wallet metadata. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** Where discovery listens: `window` in a browser, any `EventTarget` in tests. */
export interface DiscoveryTarget {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  /** The legacy injected provider, if a wallet set one. */
  ethereum?: unknown
}

export interface EvmAdapterOptions {
  /** Defaults to `globalThis.window` when there is one (nothing is read at import time). */
  target?: DiscoveryTarget
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'

// Legacy-provider flags and the rdns of the wallet that sets them. isMetaMask comes last:
// many wallets set it for compatibility next to their own flag.
const LEGACY_FLAGS: [flag: string, rdns: string][] = [
  ['isRabby', 'io.rabby'],
  ['isBraveWallet', 'com.brave.wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet'],
  ['isTrust', 'com.trustwallet.app'],
  ['isPhantom', 'app.phantom'],
  ['isOkxWallet', 'com.okex.wallet'],
  ['isZerion', 'io.zerion.wallet'],
  ['isRainbow', 'me.rainbow'],
  ['isFrame', 'sh.frame'],
  ['isMetaMask', 'io.metamask'],
]

/** The EVM (eip155) adapter: EIP-6963 announced wallets plus the legacy `window.ethereum`. */
export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  return {
    namespace: 'eip155',
    module: eip155Namespace,
    watchConnectors(onChange) {
      const target = options.target ?? (globalThis as { window?: DiscoveryTarget }).window
      if (!target) {
        onChange([])
        return () => {}
      }
      const announced = new Map<string, { provider: Eip1193Provider; info: Eip6963ProviderInfo; connector: Eip1193Connector }>()
      let legacy: { provider: Eip1193Provider; connector: Eip1193Connector } | undefined
      let listed: WalletConnector[] | undefined
      // Wallets answer the request synchronously; the first list goes out once they all have.
      let started = false

      const publish = () => {
        if (!started) return
        legacy = legacyEntry(target.ethereum, announced, legacy)
        const next = [...[...announced.values()].map((entry) => entry.connector), ...(legacy ? [legacy.connector] : [])]
        if (listed?.length === next.length && next.every((connector, index) => connector === listed?.[index])) return
        listed = next
        onChange(next)
      }
      const onAnnounce = (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail
        if (!isAnnouncement(detail)) return
        const { info, provider } = detail
        const known = announced.get(info.rdns)
        if (known?.provider === provider && known.info.name === info.name && known.info.icon === info.icon) return
        announced.set(info.rdns, {
          provider,
          info,
          connector: eip1193Connector(provider, {
            id: info.rdns,
            name: info.name,
            type: 'ANNOUNCED',
            // EIP-6963: the icon is a data URI; anything else would make the modal load from another origin.
            ...(isDataImage(info.icon) && { imageUrl: info.icon }),
            info: { rdns: info.rdns },
          }),
        })
        publish()
      }

      target.addEventListener(ANNOUNCE_EVENT, onAnnounce)
      // Some wallets inject window.ethereum late and say so with this event.
      target.addEventListener('ethereum#initialized', publish)
      target.dispatchEvent(new Event(REQUEST_EVENT))
      started = true
      publish()
      return () => {
        target.removeEventListener(ANNOUNCE_EVENT, onAnnounce)
        target.removeEventListener('ethereum#initialized', publish)
      }
    },
  }
}

/** The legacy provider's connector, unless it is (or claims to be) a wallet already announced. */
function legacyEntry(ethereum: unknown, announced: Map<string, { provider: Eip1193Provider }>, previous: { provider: Eip1193Provider; connector: Eip1193Connector } | undefined) {
  if (!isProvider(ethereum)) return undefined
  for (const entry of announced.values()) if (entry.provider === ethereum) return undefined
  const flags = ethereum as unknown as Record<string, unknown>
  const rdns = LEGACY_FLAGS.find(([flag]) => flags[flag] === true)?.[1]
  if (rdns && announced.has(rdns)) return undefined
  if (previous?.provider === ethereum) return previous
  return {
    provider: ethereum,
    connector: eip1193Connector(ethereum, { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }),
  }
}

/** An RFC 2397 image (`data:image/svg+xml,…`, `data:image/png;base64,…`), as EIP-6963 requires of `info.icon`. */
function isDataImage(icon: string): boolean {
  return icon.startsWith('data:image/')
}

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof (value as Eip1193Provider | null)?.request === 'function'
}

function isAnnouncement(detail: unknown): detail is { info: Eip6963ProviderInfo; provider: Eip1193Provider } {
  const { info, provider } = (detail ?? {}) as { info?: Partial<Eip6963ProviderInfo>; provider?: unknown }
  return isProvider(provider) && typeof info?.rdns === 'string' && info.rdns !== '' && typeof info.name === 'string' && typeof info.icon === 'string' && typeof info.uuid === 'string'
}
