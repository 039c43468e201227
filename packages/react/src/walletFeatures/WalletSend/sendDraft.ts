import { namespaceSends, SNACKBARS, type ChainNamespace, type FoyerClient, type Network, type SendOrder, type SendQuote } from '@foyer/core/internal'

export interface ReviewedSend {
  namespace: ChainNamespace
  network: Network
  order: SendOrder
  quote: SendQuote | undefined
}

/**
 * Makes the reviewed send: the namespace says which client request makes it (eip155:
 * `sendTransaction`; solana: `signAndSendTransaction` with the planned transaction on a fresh
 * blockhash), and the client makes it, so every connector, the pending Activity, 'Transaction
 * started', the balance refresh and 'Signature declined' apply. Rejects when the wallet refuses or
 * the send fails (the snackbar has said so).
 */
export async function sendDraft(client: FoyerClient, { namespace, network, order, quote }: ReviewedSend): Promise<void> {
  let request: Awaited<ReturnType<NonNullable<Awaited<ReturnType<typeof namespaceSends>>>['request']>>
  try {
    const sends = await namespaceSends(client.ctx, namespace)
    if (!sends) throw new Error(`the ${namespace} namespace has no sends`)
    request = await sends.request(network, order, quote)
  } catch (error) {
    client.ctx.snackbar.error(SNACKBARS.SEND_FAILED)
    throw error
  }
  // The request types are the adapters' declarations (NamespaceRequests), which the package build
  // of @foyer/react does not see; the namespace made the params for exactly this request.
  if (request.name === 'signAndSendTransaction') await client.signAndSendTransaction(request.params as never)
  else await client.sendTransaction(request.params as never)
}
