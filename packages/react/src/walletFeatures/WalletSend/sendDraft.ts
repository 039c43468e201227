import { SNACKBARS, solanaSendBytes, type FoyerClient, type Network, type TokenBalance } from '@foyer/core/internal'
import type { NetworkFee } from './useNetworkFee.ts'
import { evmTransaction } from './sendToken.ts'

export interface ReviewedSend {
  network: Network
  token: TokenBalance
  units: bigint
  receiver: string
  fee: NetworkFee
}

/**
 * Sends the reviewed draft through the client, so every connector, the pending Activity, 'Transaction
 * started', the balance refresh and 'Signature declined' apply: eip155 through `sendTransaction`
 * (native, or ERC-20 transfer call data), Solana through `signAndSendTransaction` with the planned
 * transaction on a fresh blockhash. Rejects when the wallet refuses or the send fails (the snackbar
 * has said so).
 */
export async function sendDraft(client: FoyerClient, { network, token, units, receiver, fee }: ReviewedSend): Promise<void> {
  if (network.chainNamespace === 'solana') {
    const plan = fee.status === 'known' ? fee.solanaPlan : undefined
    if (!plan) throw new Error('a Solana send is sent from its plan')
    let transaction: Uint8Array
    try {
      transaction = await solanaSendBytes(network, plan)
    } catch (error) {
      client.ctx.snackbar.error(SNACKBARS.SEND_FAILED)
      throw error
    }
    // The solana request types are adapter-solana's declaration (NamespaceRequests), which the
    // package build of @foyer/react does not see; the shape is its { transaction: wire bytes }.
    await client.signAndSendTransaction({ transaction } as never)
    return
  }
  // Likewise eip155's: adapter-evm's TransactionInput ({ to, value?, data? }).
  await client.sendTransaction(evmTransaction(token, receiver, units) as never)
}
