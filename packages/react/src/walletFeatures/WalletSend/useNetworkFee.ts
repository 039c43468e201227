import { namespaceSends, type ChainNamespace, type ChainState, type SendOrder, type SendQuote, type SendSpeed, type TokenBalance } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useAnswer } from '../../hooks/useAnswer.ts'
import { contractOf } from './sendToken.ts'

/**
 * A send's network fee as the review shows it, from the namespace's quote (eip155: the node's gas
 * estimate times its gas price; solana: the signature fee plus the rent of the receiver's token
 * account when the send opens it). Unavailable when the node cannot say: `sendable` tells whether
 * the send may still go (eip155's wallet estimates its own gas; solana's send is built from its quote).
 */
export type NetworkFee = { status: 'estimating' } | { status: 'known'; quote: SendQuote } | { status: 'unavailable'; sendable: boolean }

export interface FeeQuestion {
  chain: ChainState
  token: TokenBalance
  /** The amount in the token's smallest units. */
  units: bigint
  receiver: string
  /** The speed chosen, where the namespace offers speeds. */
  speed?: SendSpeed
}

/** Whether the account that sends is the embedded wallet's smart account (its operations are priced, and may be paid, by its wallet). */
export function sendsFromSmartAccount(chain: FeeQuestion['chain']): boolean {
  const from = chain.accountState.address?.toLowerCase()
  return chain.accountState.allAccounts.some((account) => account.type === 'smartAccount' && account.address.toLowerCase() === from)
}

/** The order a question makes: from the account, to the receiver, of the token (none: the native currency). */
export function sendOrderOf({ chain, token, units, receiver, speed }: FeeQuestion): SendOrder {
  const contract = contractOf(token)
  const from = chain.accountState.address ?? ''
  // The embedded wallet's smart account sends operations its wallet prices.
  const smartAccount = sendsFromSmartAccount(chain)
  return { from, to: receiver, units, ...(contract && { token: contract }), ...(speed && { speed }), ...(smartAccount && { smartAccount }) }
}

/** The speeds the namespace's sends offer (bip122's fee rates); none where it offers no choice. */
export function useSendSpeeds(namespace: ChainNamespace | undefined): readonly SendSpeed[] {
  const { client } = useFoyerInstance()
  const speeds = useAnswer({
    key: namespace,
    ask: async () => (await namespaceSends(client.ctx, namespace!).catch(() => undefined))?.speeds ?? [],
  })
  return speeds.status === 'answered' ? speeds.data : []
}

/** The fee of the send asked, asked again when the network, sender, token, amount or receiver change. */
export function useNetworkFee(question: FeeQuestion | undefined): NetworkFee {
  const { client } = useFoyerInstance()
  const network = question?.chain.networkState.caipNetwork
  const from = question?.chain.accountState.address
  const fee = useAnswer({
    // The question is made of these; ask again only when they change.
    key: question && network && from ? [network.caipNetworkId, from, question.token.address, question.units, question.receiver, question.speed].join('|') : undefined,
    ask: async (): Promise<NetworkFee> => {
      const sends = await namespaceSends(client.ctx, question!.chain.namespace).catch(() => undefined)
      if (!sends) return { status: 'unavailable', sendable: false }
      const wallet = client.ctx.sessions.get(question!.chain.namespace)?.connector
      const quote = await sends.quote(network!, sendOrderOf(question!), wallet).catch(() => undefined)
      return quote ? { status: 'known', quote } : { status: 'unavailable', sendable: !sends.needsQuote }
    },
  })
  return fee.status === 'answered' ? fee.data : { status: 'estimating' }
}
