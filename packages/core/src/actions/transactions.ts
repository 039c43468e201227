import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS, THROWN } from '../errors.ts'
import { FEATURE_NAMESPACES } from '../constants.ts'
import { addPendingTransaction } from './activity.ts'
import { followTransaction } from './transactionFollow.ts'
import { readyRequest, type ParamsOf } from './namespaceRequest.ts'

/**
 * Asks the connected wallet to send a transaction its namespace declares (eip155:
 * `sendTransaction`, `writeContract`) from the active account on the active network. Answers the
 * hash; the transaction shows in Activity as pending until it is mined, and the balances are
 * refreshed at once and again once it is mined (actions/transactionFollow.ts). Bad input throws a
 * TypeError naming the field before the wallet is asked. A refusal in the wallet shows 'Signature
 * declined', any other failure 'Failed to send transaction. Please try again.'; both reject.
 */
export async function requestTransaction<R extends string>(ctx: FoyerContext, name: R, params: ParamsOf<R>): Promise<string> {
  const { connector, address, network, prepared } = await readyRequest(ctx, name, params)
  if (prepared.kind !== 'transaction') throw new Error(THROWN.UNSUPPORTED_CHAIN)
  try {
    const hash = prepared.read(await connector.rpc(prepared.rpc))
    // Activity lists the namespaces the history serves (spec §9: eip155); another's transaction is followed, not listed.
    if ((FEATURE_NAMESPACES.activity as readonly string[]).includes(network.chainNamespace)) {
      addPendingTransaction(ctx, { hash, chain: network.caipNetworkId, sentFrom: address, sentTo: prepared.sentTo })
    }
    ctx.snackbar.success(SNACKBARS.TRANSACTION_STARTED)
    void followTransaction(ctx, { hash, address, network, connector, inclusion: prepared.inclusion })
    return hash
  } catch (error) {
    ctx.snackbar.error(isUserRejection(error) ? SNACKBARS.SIGNATURE_DECLINED : SNACKBARS.SEND_FAILED)
    throw error
  }
}
