import type { FoyerContext } from '../context.ts'
import { queryReady, sendCallsReady } from './calls.ts'
import { readyRequest, type ParamsOf, type ReadyRequest, type RequestNameOf, type ResultOf } from './namespaceRequest.ts'
import { signReady } from './signing.ts'
import { sendReady } from './transactions.ts'

/**
 * Any request the active namespace declares (`NamespaceRequests`), by name: a transaction is sent
 * (pending in Activity, 'Transaction started', balances followed) and answers its id on the chain;
 * a signature answers what the wallet signed; a batch of calls is sent where the wallet says it can
 * and answers the batch's id; a query answers the wallet's answer. Bad input throws a TypeError
 * naming the field before the wallet is asked; 'Unsupported chain' where the active namespace
 * declares no such request.
 */
export async function namespaceRequest<R extends RequestNameOf>(ctx: FoyerContext, name: R, params: ParamsOf<R>): Promise<ResultOf<R>> {
  const ready = await readyRequest(ctx, name, params)
  // The namespace's module read the answer for this request name: it is this name's result.
  return (await askReady(ctx, ready)) as ResultOf<R>
}

function askReady(ctx: FoyerContext, ready: ReadyRequest): Promise<unknown> {
  switch (ready.prepared.kind) {
    case 'transaction':
      return sendReady(ctx, ready)
    case 'calls':
      return sendCallsReady(ctx, ready)
    case 'query':
      return queryReady(ready)
    case 'signature':
      return signReady(ctx, ready)
  }
}
