import type { FoyerContext } from '../context.ts'

/**
 * What an unsafe request of the embedded wallet asks of the visitor, so ApproveTransaction is titled
 * by it: signing a message, signing typed data, sending a transaction, or another request (permissions).
 */
export type ApprovalRequest = 'message' | 'typedData' | 'transaction' | 'other'

/** What the request's wallet RPC method asks, as its namespace's module says (`approvals`); 'other' for a method none names. */
export function approvalRequestOf(ctx: Pick<FoyerContext, 'namespaces'>, method: string): ApprovalRequest {
  for (const { approvals } of ctx.namespaces.all()) {
    if (approvals && Object.hasOwn(approvals, method)) return approvals[method]!
  }
  return 'other'
}
