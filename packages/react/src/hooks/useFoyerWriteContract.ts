import type { ParamsOf } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * Calls a contract function from the connected account on the active network:
 * `await writeContract({ address, abi, functionName: 'transfer', args: [to, amount] })` encodes the
 * call and answers the transaction's hash once the wallet sent it. It shows in Activity as
 * pending; the snackbar says 'Transaction started', or why not.
 */
export function useFoyerWriteContract() {
  const { client } = useFoyerInstance()
  return { writeContract: (call: ParamsOf<'writeContract'>) => client.request('writeContract', call) }
}
