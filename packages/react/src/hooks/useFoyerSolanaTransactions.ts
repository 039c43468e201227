import type { ParamsOf, ResultOf } from '@foyer/core'
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
  // The request types are the adapters' declarations (NamespaceRequests), which a host sees through
  // its adapter and the package build of @foyer/react does not: the names are the namespace's own.
  return {
    signTransaction: (request: ParamsOf<'signTransaction'>): Promise<ResultOf<'signTransaction'>> => client.request('signTransaction' as never, request as never),
    signAndSendTransaction: (request: ParamsOf<'signAndSendTransaction'>): Promise<ResultOf<'signAndSendTransaction'>> => client.request('signAndSendTransaction' as never, request as never),
  }
}
