/**
 * A swap's approval and the swap itself sent as one atomic batch, where the wallet can (the
 * namespace's `swaps.together`; eip155: EIP-5792): the visitor confirms once, and the approval never
 * lands without the swap. The batch goes through the client's request path for batches, so 'This
 * wallet cannot send this batch of calls', 'Transaction started' and 'Signature declined' apply;
 * once a transaction carried it, it is pending in Activity and followed like any send.
 */
import { addPendingTransaction } from '../actions/activity.ts'
import { queryReady, sendCallsReady } from '../actions/calls.ts'
import { readyRequest } from '../actions/namespaceRequest.ts'
import { followTransaction } from '../actions/transactionFollow.ts'
import type { FoyerContext } from '../context.ts'
import type { SwapBatching, SwapTransaction } from '../namespaceRequests.ts'

/** How often, and how long at most, the wallet is asked whether a transaction carried the batch. */
const STATUS_POLL_MS = 1_000
const STATUS_WAIT_MS = 180_000

/** Whether the connected wallet promises to run a batch all or none; a wallet that cannot say does not. Asks nothing of the visitor. */
export async function sendsTogether(ctx: FoyerContext, batching: SwapBatching): Promise<boolean> {
  const { name, params } = batching.capabilities
  return readyRequest(ctx, name, params)
    .then(queryReady)
    .then(
      (answer) => batching.atomic(answer),
      () => false,
    )
}

/** Why a batch sent together did not swap: it failed on the chain, or no transaction carried it in time. */
export class BatchNotCarriedError extends Error {
  override name = 'BatchNotCarriedError'
}

/**
 * Sends the transactions as one atomic batch and waits until a transaction carried it; answers
 * that transaction's hash. A refusal in the wallet rejects as the request path's does; a batch that
 * failed, or that nothing carried before the wait ran out, rejects with BatchNotCarriedError. An
 * aborted signal stops the waiting (the batch, already sent, stays sent).
 */
export async function sendTogether(ctx: FoyerContext, batching: SwapBatching, transactions: readonly SwapTransaction[], signal?: AbortSignal): Promise<string> {
  const { name, params } = batching.send(transactions)
  const ready = await readyRequest(ctx, name, params)
  const id = await sendCallsReady(ctx, ready)
  const hash = await carried(ctx, batching, id, signal)
  const last = transactions.at(-1)
  addPendingTransaction(ctx, { hash, chain: ready.network.caipNetworkId, sentFrom: ready.address, ...(last && { sentTo: last.to }) })
  void followTransaction(ctx, { hash, address: ready.address, network: ready.network, connector: ready.connector })
  return hash
}

async function carried(ctx: FoyerContext, batching: SwapBatching, id: string, signal: AbortSignal | undefined): Promise<string> {
  const { name, params } = batching.status(id)
  for (let waited = 0; waited <= STATUS_WAIT_MS; waited += STATUS_POLL_MS) {
    signal?.throwIfAborted()
    // A wallet that fails to answer once is asked again until the time is up.
    const answer = await readyRequest(ctx, name, params)
      .then(queryReady)
      .catch(() => undefined)
    const outcome = answer === undefined ? { pending: true as const } : batching.outcome(answer)
    if (!outcome.pending) {
      if (outcome.succeeded && outcome.hash) return outcome.hash
      throw new BatchNotCarriedError(`The batch ${id} failed${outcome.hash ? ` in ${outcome.hash}` : ''}`)
    }
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
  throw new BatchNotCarriedError(`No transaction carried the batch ${id} within ${STATUS_WAIT_MS / 1000} s`)
}
