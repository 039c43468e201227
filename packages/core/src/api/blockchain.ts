import { readBalancesResponse } from './balancesResponse.ts'
import type { HistoryRequest } from './history.ts'
import type { HttpClient } from './http.ts'
import type { CaipNetworkId } from '../types.ts'

/** The blockchain API of spec §7, the part the modal uses so far. */
export function createBlockchainClient(http: HttpClient) {
  return {
    /** The account's balances on one network, checked; `forceUpdate` asks the server to read the chain again, past its 30 s cache. */
    getBalances: (params: { address: string; chainId: CaipNetworkId; currency?: string; forceUpdate?: boolean }) =>
      http
        .get<unknown>(`/v1/account/${encodeURIComponent(params.address)}/balance`, {
          currency: params.currency ?? 'usd',
          chainId: params.chainId,
          forceUpdate: params.forceUpdate,
        })
        .then(readBalancesResponse),
    getSupportedChains: () => http.get<{ http: string[]; ws: string[] }>('/v1/supported-chains'),
    // The history's schema loads with the first page asked for, not with the page.
    getTransactions: async (request: HistoryRequest, signal?: AbortSignal) => (await import('./history.ts')).fetchHistoryPage(http, request, signal),
  }
}
export type BlockchainClient = ReturnType<typeof createBlockchainClient>
