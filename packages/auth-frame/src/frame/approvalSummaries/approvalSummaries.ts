import { genericSummary, type ApprovalSummary } from '../approvalSummary.ts'
import type { ApprovalChain, NamespaceApprovalSummary } from './namespaceApprovalSummary.ts'

/**
 * Each namespace's summary, one line each, by the CAIP-2 namespace of the request's chain (the
 * server runs a method only on a chain of its namespace). Each loads with its first request to
 * approve, so a namespace's readers (Solana's transaction decoder) cost nothing until then.
 */
const NAMESPACE_SUMMARIES = new Map<string, () => Promise<NamespaceApprovalSummary>>([
  ['eip155', () => import('./eip155Summary.ts')],
  ['solana', () => import('./solanaSummary.ts')],
  ['bip122', () => import('./bip122Summary.ts')],
  ['polkadot', () => import('./polkadotSummary.ts')],
])

/** What the approval screen says about a request on `chain`: its namespace's summary, the generic one where none reads it. */
export async function summarizeApproval(method: string, params: unknown, chain: ApprovalChain): Promise<ApprovalSummary> {
  const load = NAMESPACE_SUMMARIES.get(chain.chainId.split(':')[0]!)
  return load ? (await load()).summarize(method, params, chain) : genericSummary(method, params)
}
