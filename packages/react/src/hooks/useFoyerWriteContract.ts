import type { RequestFunction } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * Calls a contract function from the connected account on the active network:
 * `await writeContract({ address, abi, functionName: 'transfer', args: [to, amount] })` encodes the
 * call and answers the transaction's hash once the wallet sent it. Typed as viem's `writeContract`
 * (import @foyer/adapter-evm, which declares it): with an ABI declared `as const`, `functionName` is
 * one of its nonpayable or payable functions, `args` are that function's arguments, and `value` is
 * offered for a payable one only. It shows in Activity as pending; the snackbar says 'Transaction
 * started', or why not.
 */
export function useFoyerWriteContract(): { writeContract: RequestFunction<'writeContract'> } {
  const { client } = useFoyerInstance()
  // Its type is the adapter's declaration (RequestSignatures), which the host sees through its
  // import of the adapter; eip155's module checks the call at run time.
  const writeContract = (call: unknown) => client.request('writeContract' as never, call as never)
  return { writeContract: writeContract as RequestFunction<'writeContract'> }
}
