import type { RequestFunction } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * Sends a transaction from the connected account on the active network:
 * `await sendTransaction({ to, value: 10n ** 15n })` answers the hash once the wallet sent it.
 * It shows in Activity as pending; the modal's snackbar says 'Transaction started', or why not.
 */
export function useFoyerSendTransaction(): { sendTransaction: RequestFunction<'sendTransaction'> } {
  const { client } = useFoyerInstance()
  return { sendTransaction: client.sendTransaction }
}
