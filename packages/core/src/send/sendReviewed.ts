import { namespaceSends } from '../actions/namespaceSends.ts'
import { sendReady } from '../actions/transactions.ts'
import { readyRequest } from '../actions/namespaceRequest.ts'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS } from '../errors.ts'
import type { SendOrder, SendQuote } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'

/** A send as the visitor reviewed it: on which network, the order, and the quote the review showed (if any). */
export interface ReviewedSend {
  network: Network
  order: SendOrder
  quote: SendQuote | undefined
}

/**
 * Makes the reviewed send: the namespace says which of its requests makes it (eip155:
 * `sendTransaction`; solana: `signAndSendTransaction` with the planned transaction on a fresh
 * blockhash), and it goes through the client's request path, so every connector, the pending
 * Activity, 'Transaction started', the balance refresh and 'Signature declined' apply. Answers the
 * transaction's id; rejects when the wallet refuses or the send fails (the snackbar has said so).
 */
export async function sendReviewed(ctx: FoyerContext, { network, order, quote }: ReviewedSend): Promise<string> {
  let request: { name: string; params: unknown }
  try {
    const sends = await namespaceSends(ctx, network.chainNamespace)
    if (!sends) throw new Error(`the ${network.chainNamespace} namespace has no sends`)
    request = await sends.request(network, order, quote)
  } catch (error) {
    ctx.snackbar.error(SNACKBARS.SEND_FAILED)
    throw error
  }
  return sendReady(ctx, await readyRequest(ctx, request.name, request.params))
}
