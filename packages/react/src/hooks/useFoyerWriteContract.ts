import type { ParamsOf, ResultOf } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * Calls a contract function from the connected account on the active network:
 * `await writeContract({ address, abi, functionName: 'transfer', args: [to, amount] })` encodes the
 * call and answers the transaction's hash once the wallet sent it. It shows in Activity as
 * pending; the snackbar says 'Transaction started', or why not.
 */
export function useFoyerWriteContract() {
  const { client } = useFoyerInstance()
  // The request types are the adapters' declarations (NamespaceRequests), which a host sees through
  // its adapter and the package build of @foyer/react does not: the names are the namespace's own.
  return { writeContract: (call: ParamsOf<'writeContract'>): Promise<ResultOf<'writeContract'>> => client.request('writeContract' as never, call as never) }
}
