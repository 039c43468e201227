import type { ParamsOf } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * The solana namespace's transactions with the connected account: `await signAndSendTransaction({
 * transaction })` has the wallet sign and send it and answers its signature (the balances follow it
 * until it is confirmed); `await signTransaction({ transaction })` answers `{ signature, transaction
 * }` for the host to send. A transaction is its wire bytes (@solana/kit's `getTransactionEncoder()`)
 * or those bytes in base64; the types come from the namespace's declaration (import
 * @foyer/adapter-solana). Bad input throws a TypeError naming the field; a refusal in the wallet
 * shows 'Signature declined' in the modal's snackbar and rejects.
 */
export function useFoyerSolanaTransactions() {
  const { client } = useFoyerInstance()
  return {
    signTransaction: (request: ParamsOf<'signTransaction'>) => client.request('signTransaction', request),
    signAndSendTransaction: (request: ParamsOf<'signAndSendTransaction'>) => client.request('signAndSendTransaction', request),
  }
}
