/**
 * Unsafe requests of the embedded wallet (spec §6): ApproveTransaction opens (with the modal, if it
 * was closed) and shows the frame, where the visitor approves or rejects; when the request settles
 * the modal goes back, or closes if it opened for the request. One request shows at a time.
 */
import type { FoyerContext } from '../context.ts'
import type { ApprovalRequest } from './approvalRequest.ts'
import { closeModal, goBack, openModal } from '../actions/modal.ts'

export type ApprovalRunner = <T>(method: string, run: () => Promise<T>) => Promise<T>

export function createApprovalRunner(ctx: FoyerContext): ApprovalRunner {
  let queue: Promise<unknown> = Promise.resolve()
  return (method, run) => {
    const next = queue.then(() => runWithApproval(ctx, method, run))
    queue = next.catch(() => undefined)
    return next
  }
}

/** What the request's wallet RPC method asks, as its namespace's parts say (`approvals`); 'other' for a method none names. */
async function approvalRequestOf(ctx: FoyerContext, method: string): Promise<ApprovalRequest> {
  for (const module of ctx.namespaces.all()) {
    const { approvals } = await module.load()
    if (approvals && Object.hasOwn(approvals, method)) return approvals[method]!
  }
  return 'other'
}

async function runWithApproval<T>(ctx: FoyerContext, method: string, run: () => Promise<T>): Promise<T> {
  const openedModal = !ctx.modal.get().open && !ctx.options.enableEmbedded
  const data = { request: await approvalRequestOf(ctx, method) }
  if (openedModal) openModal(ctx, { view: 'ApproveTransaction', data })
  else ctx.router.push('ApproveTransaction', data)
  ctx.auth.setApproval({ pending: true, method })
  try {
    return await run()
  } finally {
    ctx.auth.setApproval({ pending: false })
    if (ctx.router.current().view === 'ApproveTransaction') {
      if (openedModal) closeModal(ctx)
      else goBack(ctx)
    }
  }
}
