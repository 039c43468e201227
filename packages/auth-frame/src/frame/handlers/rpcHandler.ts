import { isUnofferedRpcMethod, rpcMethodClass, UNOFFERED_METHOD_ERROR } from '../../protocol/rpcMethods.ts'
import { describeApprovalApp } from '../approvalApp.ts'
import { summarizeApproval } from '../approvalSummaries/approvalSummaries.ts'
import type { ApprovalChain } from '../approvalSummaries/namespaceApprovalSummary.ts'
import { caipChainId } from '../chainIds.ts'
import type { ApprovalRequest, FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../../protocol/frameRequestError.ts'
import { fetchUser } from './accountHandlers.ts'
import type { HandlerTable } from './handler.ts'

export const RPC_NOT_ALLOWED = { message: 'Requested RPC call is not allowed', code: 'RPC_NOT_ALLOWED' } as const
export const USER_REJECTED = { message: 'User rejected the request.', code: 4001 } as const

/**
 * Spec §6: safe methods run at once, unsafe ones only after the visitor approved them on the
 * frame's own screen (one screen at a time), unknown ones never. The server classifies again.
 */
export const rpcHandlers: HandlerTable<'RPC_REQUEST'> = {
  async RPC_REQUEST({ method, params, chainId }, ctx) {
    const kind = rpcMethodClass(method)
    if (kind === 'unknown') throw new FrameRequestError(RPC_NOT_ALLOWED.message, RPC_NOT_ALLOWED.code)
    // Unsafe, but certain to fail: refused before the visitor is asked.
    if (isUnofferedRpcMethod(method)) throw new FrameRequestError(UNOFFERED_METHOD_ERROR.message, UNOFFERED_METHOD_ERROR.code)
    // Made from the account the app shows: the smart account or the key's own.
    const body = { chainId: caipChainId(chainId ?? ctx.state.chainId), method, ...(params === undefined ? {} : { params }), ...(ctx.state.accountType && { accountType: ctx.state.accountType }) }
    if (kind === 'safe') return ctx.api.call('rpc', { body })

    return ctx.approvals.run(async () => {
      const { request, sponsored } = await approvalRequest(ctx, method, params, body.chainId)
      const screen = ctx.page.showApproval(request)
      try {
        if ((await screen.decision) === 'reject') throw new FrameRequestError(USER_REJECTED.message, USER_REJECTED.code)
        screen.busy()
        // The payer the screen named is the one the server must use (or refuse).
        return await ctx.api.call('rpc', { body: { ...body, ...(sponsored !== undefined && { sponsored }) } })
      } finally {
        screen.close()
      }
    })
  },
}

/** The user on `chainId`: the frame's own chain's (remembered), or another namespace's, asked for without moving the frame's chain. */
async function userOn(ctx: FrameContext, chainId: string) {
  if (caipChainId(ctx.state.chainId) === chainId) return ctx.state.user ?? (await fetchUser(ctx))
  return ctx.api.call('user', { query: { chainId, ...(ctx.state.accountType && { accountType: ctx.state.accountType }) } })
}

/**
 * The approval screen's request, and for a smart account who pays its network fee: the app (its
 * paymaster, within the project's budget) or the account, as the server says now.
 */
async function approvalRequest(ctx: FrameContext, method: string, params: unknown, chainId: string): Promise<{ request: ApprovalRequest; sponsored?: boolean }> {
  // The account shown is the one the server signs with on the request's chain: the signed-in user's, not whatever the params claim.
  const user = await userOn(ctx, chainId).catch(() => undefined)
  const call: ApprovalChain['call'] = async (rpcMethod, rpcParams) =>
    (await ctx.api.call('rpc', { body: { chainId, method: rpcMethod, params: rpcParams, ...(ctx.state.accountType && { accountType: ctx.state.accountType }) } })).result
  const sponsored = user?.preferredAccountType === 'smartAccount' ? await call('foyer_gasSponsorship', []).then(readSponsored, () => false) : undefined
  const chain: ApprovalChain = {
    chainId,
    ...(user ? { account: user.address } : {}),
    ...(user?.preferredAccountType ? { accountType: user.preferredAccountType } : {}),
    ...(sponsored !== undefined && { sponsored }),
    call,
  }
  // The summary of the chain's namespace, which may read the chain (an EVM transaction's fee).
  const summary = await summarizeApproval(method, params, chain)
  const request = {
    summary,
    app: describeApprovalApp(ctx.parentOrigin, ctx.state.dapp),
    ...(user ? { account: user.address } : {}),
    chainId,
  }
  return { request, ...(sponsored !== undefined && { sponsored }) }
}

const readSponsored = (result: unknown): boolean => typeof result === 'object' && result !== null && (result as { sponsored?: unknown }).sponsored === true
