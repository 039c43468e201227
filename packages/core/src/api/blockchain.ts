import type { HistoryRequest } from './history.ts'
import type { HttpClient } from './http.ts'
import type { AccountNftsRequest } from './nfts.ts'
import type { CaipNetworkId } from '../types.ts'

/** The blockchain API of spec §7, the part the modal uses so far. */
export function createBlockchainClient(http: HttpClient) {
  return {
    /** The account's balances on one network, checked; `forceUpdate` asks the server to read the chain again, past its 30 s cache. */
    getBalances: async (params: { address: string; chainId: CaipNetworkId; currency?: string; forceUpdate?: boolean }) => {
      const [answer, { readBalancesResponse }] = await Promise.all([
        http.get<unknown>(`/v1/account/${encodeURIComponent(params.address)}/balance`, {
          currency: params.currency ?? 'usd',
          chainId: params.chainId,
          forceUpdate: params.forceUpdate,
        }),
        // The answer's schema loads with the first balance asked for, not with the page.
        import('./balancesResponse.ts'),
      ])
      return readBalancesResponse(answer)
    },
    getSupportedChains: () => http.get<{ http: string[]; ws: string[] }>('/v1/supported-chains'),
    /** An address's name and avatar (spec §7 GET /v1/identity/{address}); null fields when it has none. */
    getIdentity: (address: string) => http.get<{ name: string | null; avatar: string | null }>(`/v1/identity/${encodeURIComponent(address)}`),
    /** The address a name (ENS) points to and its avatar; nulls when it points nowhere. */
    resolveName: (name: string) => http.get<{ address: string | null; avatar: string | null }>(`/v1/identity/name/${encodeURIComponent(name)}`),
    /** Prices by CAIP-10 token id (spec §7 POST /v1/fungible/price); its schema loads with the first ask. */
    getFungiblePrices: async (request: { addresses: readonly string[]; currency?: string }) => (await import('./fungiblePrice.ts')).fetchFungiblePrices(http, request),
    // The history's schema loads with the first page asked for, not with the page.
    getTransactions: async (request: HistoryRequest, signal?: AbortSignal) => (await import('./history.ts')).fetchHistoryPage(http, request, signal),
    // The NFTs tab's call and its schema load when the tab opens.
    getAccountNfts: async (request: AccountNftsRequest, signal?: AbortSignal) => (await import('./nfts.ts')).fetchAccountNfts(http, request, signal),
  }
}
export type BlockchainClient = ReturnType<typeof createBlockchainClient>
