/** Chain namespaces Foyer knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/**
 * The type of a namespace's addresses, declared by the package that owns the namespace beside its
 * requests (adapter-evm: eip155's is viem's `Address`, `0x${string}`):
 *
 *   declare module '@foyer/core' { interface NamespaceAddressTypes { eip155: `0x${string}` } }
 */
export interface NamespaceAddressTypes {}
/** An address of the namespace `N` as its package types it; a string where none is declared (or for several namespaces at once). */
export type AddressOf<N extends ChainNamespace> = N extends keyof NamespaceAddressTypes ? NamespaceAddressTypes[N] : string

/** `namespace:chainId`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** `namespace:chainId:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network the host lets visitors use (spec §3 Network). */
export interface Network {
  /** Chain id inside its namespace: a number for eip155, a genesis-hash prefix elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
}

/** Connector kinds of spec §3. */
export type ConnectorType = 'EXTERNAL' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN' | 'WALLET_CONNECT'

/** A token balance as the blockchain API returns it (spec §3). */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  /** CAIP-10 token address; absent for the native currency. */
  address?: string
  /** Fiat value of the holding; null when the server knows no price for it (never a made-up 0). */
  value: number | null
  /** Fiat price of one whole unit; null when the server knows none. */
  price: number | null
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

/** A wallet listing from the registry (spec §3). */
export interface WalletListing {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /** Where to get the wallet: its browser extensions' and apps' store pages and its desktop download (https). */
  chrome_store: string | null
  firefox_store: string | null
  app_store: string | null
  play_store: string | null
  desktop_download: string | null
}

/** A recently used wallet (spec §3). */
export interface RecentWallet {
  id: string
  rdns?: string
  name: string
}

/** Metadata a host describes its app with. */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}
