import type { WalletListing } from '../types.ts'
import type { WalletMarkName } from './walletMarks.ts'

/** One wallet as the registry data writes it: the listing's facts plus what only a registry uses. */
export interface RegistryEntry {
  /** Stable lowercase slug; also the wallet's image id. */
  id: string
  name: string
  /** EIP-6963 reverse-DNS id the wallet announces, when it has an injected provider. */
  rdns?: string
  homepage?: string
  /** CAIP-2 ids of the main networks the wallet supports. */
  chains: readonly string[]
  /** Deep-link scheme or universal link that opens the wallet app on a phone. */
  mobile_link?: string
  /** Scheme that opens the wallet's desktop app. */
  desktop_link?: string
  /** URL of the wallet's web app, for web wallets. */
  webapp_link?: string
  /** Where to get it: the store pages of its extensions and apps, and its desktop download (https). */
  chrome_store?: string
  firefox_store?: string
  app_store?: string
  play_store?: string
  desktop_download?: string
  /** Base colour of the wallet's generated image (one is derived from its id when it has none). */
  colour?: `#${string}`
  /** The shape drawn on its generated image (one is picked from its id when it has none). */
  mark?: WalletMarkName
  /** Its own image, which a server reads or fetches, keeps and serves in place of the generated one. */
  image?: WalletImageSource
  /** In the registry's reviewed set; `badge_type=certified` keeps only these. */
  certified?: true
  /** Adds any EVM network by RPC (EIP-3085), so it matches every eip155 chain, a devnet's too. */
  customEvmNetworks?: true
}

/** A listing's own image: a file the operator keeps beside the server, or an http(s) URL. */
export type WalletImageSource = { kind: 'file'; path: string } | { kind: 'url'; url: string }

/** The entry as `/getWallets` lists it (spec §3): its image is named by its id. */
export function toWalletListing(entry: RegistryEntry): WalletListing {
  return {
    id: entry.id,
    name: entry.name,
    image_id: entry.id,
    rdns: entry.rdns ?? null,
    chains: [...entry.chains],
    homepage: entry.homepage ?? null,
    mobile_link: entry.mobile_link ?? null,
    desktop_link: entry.desktop_link ?? null,
    webapp_link: entry.webapp_link ?? null,
    chrome_store: entry.chrome_store ?? null,
    firefox_store: entry.firefox_store ?? null,
    app_store: entry.app_store ?? null,
    play_store: entry.play_store ?? null,
    desktop_download: entry.desktop_download ?? null,
  }
}
