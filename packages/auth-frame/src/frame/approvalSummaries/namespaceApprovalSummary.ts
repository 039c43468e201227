import type { ApprovalSummary } from '../approvalSummary.ts'

/** What a summary may read of the request's chain while it writes the screen (a fee, a token's decimals). */
export interface ApprovalChain {
  /** CAIP-2: the chain the request runs on. */
  chainId: string
  /** The address the server signs with there (the signed-in user's), when it could be read. */
  account?: string
  /** What kind of account that is: the key's own, or a smart account it owns (its sends are user operations, its batches atomic). */
  accountType?: 'eoa' | 'smartAccount'
  /** A smart account's: whether the app's paymaster pays the network fee (the server's answer as the screen is drawn). */
  sponsored?: boolean
  /** A safe method on the chain, through the server (the frame's RPC path); its result. */
  call(method: string, params: unknown[]): Promise<unknown>
}

/**
 * One namespace's part of the approval screen: a file `<ns>Summary.ts` exporting `summarize`,
 * and its line in approvalSummaries.ts (it loads with the namespace's first request to approve).
 */
export interface NamespaceApprovalSummary {
  /** What the screen says about `method` with `params` on `chain`; a method it does not read gets `genericSummary`. */
  summarize(method: string, params: unknown, chain: ApprovalChain): Promise<ApprovalSummary>
}
