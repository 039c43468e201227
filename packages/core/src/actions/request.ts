import type { FoyerContext } from '../context.ts'
import { readyRequest, type ParamsOf, type RequestNameOf, type ResultOf } from './namespaceRequest.ts'
import { signReady } from './signing.ts'
import { sendReady } from './transactions.ts'

/**
 * Any request the active namespace declares (`NamespaceRequests`), by name: a transaction is sent
 * (pending in Activity, 'Transaction started', balances followed) and answers its id on the chain;
 * a signature answers what the wallet signed. Bad input throws a TypeError naming the field before
 * the wallet is asked; 'Unsupported chain' where the active namespace declares no such request.
 */
export async function namespaceRequest<R extends RequestNameOf>(ctx: FoyerContext, name: R, params: ParamsOf<R>): Promise<ResultOf<R>> {
  const ready = await readyRequest(ctx, name, params)
  // The namespace's module read the answer for this request name: it is this name's result.
  return (ready.prepared.kind === 'transaction' ? await sendReady(ctx, ready) : await signReady(ctx, ready)) as ResultOf<R>
}
