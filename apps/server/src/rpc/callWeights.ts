import type { RpcBody } from './rpcBody.ts'

/**
 * What a call to a node costs against the caller's rate limits, in requests: 1, or more for the
 * calls that make a node scan (eth_getLogs over a block range, proofs, an owner's token accounts).
 * A batch costs what its entries cost together; an entry the proxy answers itself (refused or
 * invalid) costs 1, as any request does.
 */
const HEAVY_METHODS: ReadonlyMap<string, number> = new Map([
  ['eth_getLogs', 10],
  ['eth_getProof', 5],
  ['eth_createAccessList', 2],
  ['eth_estimateGas', 2],
  ['getSignaturesForAddress', 5],
  ['getTokenAccountsByOwner', 5],
  ['getMultipleAccounts', 2],
  ['simulateTransaction', 2],
])

export function callWeight(method: string): number {
  return HEAVY_METHODS.get(method) ?? 1
}

/** A body's cost in requests (one that cannot be read as a whole costs 1). */
export function rpcBodyCost(body: RpcBody): number {
  if (body.kind === 'refused') return 1
  if (body.kind === 'single') return callWeight(body.request.method)
  return body.entries.reduce((sum, entry) => sum + ('request' in entry ? callWeight(entry.request.method) : 1), 0)
}
