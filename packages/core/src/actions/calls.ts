import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS, THROWN } from '../errors.ts'
import type { ReadyRequest } from './namespaceRequest.ts'

/**
 * Sends a batch of calls made ready (`readyRequest`; eip155: EIP-5792's `wallet_sendCalls`) after
 * asking the wallet whether it can: a wallet that does not answer the capabilities call, or whose
 * answer lacks what the batch requires (atomic execution), is refused with a FoyerError saying so
 * and the snackbar 'This wallet cannot send this batch of calls', before it is asked to sign
 * anything. Answers the batch's id; 'Transaction started' once the wallet took it. A refusal in the
 * wallet shows 'Signature declined', any other failure 'Failed to send transaction…'; both reject.
 */
export async function sendCallsReady(ctx: FoyerContext, { connector, prepared }: ReadyRequest): Promise<string> {
  if (prepared.kind !== 'calls') throw new FoyerError(THROWN.UNSUPPORTED_CHAIN)
  const problem = await connector.rpc(prepared.support.rpc).then(
    (capabilities) => prepared.support.problem(capabilities),
    (error: unknown) => (isUserRejection(error) ? undefined : `${THROWN.CALLS_UNSUPPORTED}: it does not answer ${prepared.support.rpc.method}`),
  )
  if (problem) {
    ctx.snackbar.error(SNACKBARS.CALLS_UNSUPPORTED)
    throw new FoyerError(problem)
  }
  try {
    const id = prepared.read(await connector.rpc(prepared.rpc))
    ctx.snackbar.success(SNACKBARS.TRANSACTION_STARTED)
    return id
  } catch (error) {
    ctx.snackbar.error(isUserRejection(error) ? SNACKBARS.SIGNATURE_DECLINED : SNACKBARS.SEND_FAILED)
    throw error
  }
}

/** Asks the wallet a question made ready (`readyRequest`; eip155: a batch's status, its capabilities): nothing is shown, its answer read. */
export async function queryReady({ connector, prepared }: ReadyRequest): Promise<unknown> {
  if (prepared.kind !== 'query') throw new FoyerError(THROWN.UNSUPPORTED_CHAIN)
  return prepared.read(await connector.rpc(prepared.rpc))
}
