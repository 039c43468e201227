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

/** The wallet registry of spec §7 (`/getWallets` and the image routes). */
export function createRegistryClient(http: HttpClient) {
  return {
    getWallets: (params: GetWalletsParams, signal?: AbortSignal) => http.get<WalletsPage>('/getWallets', { ...params }, { signal }),
    walletImageUrl: (imageId: string) => http.url(`/getWalletImage/${encodeURIComponent(imageId)}`),
    assetImageUrl: (imageId: string) => http.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`),
  }
}
export type RegistryClient = ReturnType<typeof createRegistryClient>
