import { fetchHistoryPage, type HistoryRequest } from './history.ts'
import type { HttpClient } from './http.ts'
import type { CaipNetworkId, TokenBalance } from '../types.ts'

/** The blockchain API of spec §7, the part the modal uses so far. */
export function createBlockchainClient(http: HttpClient) {
  return {
    getBalances: (params: { address: string; chainId: CaipNetworkId; currency?: string; forceUpdate?: boolean }) =>
      http
        .get<{ balances: TokenBalance[] }>(`/v1/account/${encodeURIComponent(params.address)}/balance`, {
          currency: params.currency ?? 'usd',
          chainId: params.chainId,
          forceUpdate: params.forceUpdate,
        })
        .then((response) => response.balances),
    getSupportedChains: () => http.get<{ http: string[]; ws: string[] }>('/v1/supported-chains'),
    getTransactions: (request: HistoryRequest, signal?: AbortSignal) => fetchHistoryPage(http, request, signal),
  }
}
export type BlockchainClient = ReturnType<typeof createBlockchainClient>
