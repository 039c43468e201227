import { createHttpClient } from './http.ts'
import type { CaipNetworkId } from '../types.ts'

/**
 * The Foyer server's JSON-RPC proxy for one network (spec §7 Chain RPC: POST /v1/?chainId&projectId):
 * the URL the modal and the adapters use as a network's default RPC.
 */
export function rpcUrl(apiUrl: string, caipNetworkId: CaipNetworkId, projectId: string): string {
  return createHttpClient(apiUrl).url('/v1/', { chainId: caipNetworkId, projectId })
}
