import { FoyerError } from '@foyer/auth-frame/protocol'
import { callNetworkNode } from '../api/chainRpc.ts'
import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS, THROWN } from '../errors.ts'
import { addPendingTransaction } from './activity.ts'
import { followTransaction } from './transactionFollow.ts'
import { readyRequest, type ReadyRequest, type ResultOf } from './namespaceRequest.ts'

/**
 * Asks the connected wallet to send a transaction its namespace declares (eip155:
 * `sendTransaction`, `writeContract`) from the active account on the active network. Answers the
 * hash; the transaction shows in Activity as pending until it is mined, and the balances are
 * refreshed at once and again once it is mined (actions/transactionFollow.ts). Bad input throws a
 * TypeError naming the field before the wallet is asked. A refusal in the wallet shows 'Signature
 * declined', any other failure 'Failed to send transaction. Please try again.'; both reject.
 */
export async function requestTransaction<R extends string>(ctx: FoyerContext, name: R, params: unknown): Promise<ResultOf<R>> {
  // The namespace's module read the answer for this request name: it is this name's result.
  return sendReady(ctx, await readyRequest(ctx, name, params)) as Promise<ResultOf<R>>
}

/**
 * Sends a request made ready (`readyRequest`) that is a transaction; 'Unsupported chain' for a
 * signature. Where the wallet only signs it (`broadcast`), the network's node sends what it signed.
 */
export async function sendReady(ctx: FoyerContext, { connector, address, network, prepared }: ReadyRequest): Promise<string> {
  if (prepared.kind !== 'transaction') throw new FoyerError(THROWN.UNSUPPORTED_CHAIN)
  try {
    const answered = prepared.read(await connector.rpc(prepared.rpc))
    const broadcast = prepared.broadcast?.(answered)
    const hash = broadcast ? broadcast.read(await callNetworkNode(network, broadcast.rpc)) : answered
    // Activity lists the namespaces the history serves (spec §9: eip155; Foyer adds bip122); another's transaction is followed, not listed.
    if (ctx.namespaces.serves(network.chainNamespace, 'activity')) {
      addPendingTransaction(ctx, { hash, chain: network.caipNetworkId, sentFrom: address, sentTo: prepared.sentTo })
    }
    ctx.snackbar.success(SNACKBARS.TRANSACTION_STARTED)
    void followTransaction(ctx, { hash, address, network, connector })
    return hash
  } catch (error) {
    ctx.snackbar.error(isUserRejection(error) ? SNACKBARS.SIGNATURE_DECLINED : SNACKBARS.SEND_FAILED)
    throw error
  }
}
