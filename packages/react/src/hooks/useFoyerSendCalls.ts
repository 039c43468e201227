import type { ParamsOf, ResultOf } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * Sends a batch of calls (EIP-5792) from the connected account on the active network:
 * `await sendCalls({ calls: [{ to, value }, { to, data }], atomicRequired: true })` answers the
 * batch's id once the wallet took it (follow it with `useFoyerCallsStatus(id)`). A wallet that
 * cannot send batches, or cannot promise `atomicRequired`, is refused before it is asked, with a
 * FoyerError saying so and the snackbar 'This wallet cannot send this batch of calls'.
 */
export function useFoyerSendCalls() {
  const { client } = useFoyerInstance()
  // The request types are the adapters' declarations (NamespaceRequests), which a host sees through its adapter.
  return { sendCalls: (batch: ParamsOf<'sendCalls'>): Promise<ResultOf<'sendCalls'>> => client.request('sendCalls' as never, batch as never) }
}
