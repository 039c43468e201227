import type { HttpClient } from './http.ts'
import type { WalletListing } from '../types.ts'

export interface GetWalletsParams {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  badge_type?: 'none' | 'certified'
}

export interface WalletsPage {
  count: number
  data: WalletListing[]
}

/** Where the Connect view's wallets come from: the Foyer server's registry, or the built-in list without one. */
export interface RegistryClient {
  getWallets(params: GetWalletsParams, signal?: AbortSignal): Promise<WalletsPage>
  /** A listed wallet's image; undefined until it can be drawn (the built-in list's chunk not yet loaded). */
  walletImageUrl(imageId: string): string | undefined
}

/** The wallet registry of spec §7 on the Foyer server (`/getWallets` and its images). */
export function createRegistryClient(http: HttpClient): RegistryClient & { assetImageUrl(imageId: string): string } {
  return {
    getWallets: (params, signal) => http.get<WalletsPage>('/getWallets', { ...params }, { signal }),
    walletImageUrl: (imageId) => http.url(`/getWalletImage/${encodeURIComponent(imageId)}`),
    assetImageUrl: (imageId) => http.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`),
  }
}
