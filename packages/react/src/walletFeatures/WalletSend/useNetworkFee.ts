import { namespaceSends, type ChainState, type SendOrder, type SendQuote, type TokenBalance } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
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
}

/** The order a question makes: from the account, to the receiver, of the token (none: the native currency). */
export function sendOrderOf({ chain, token, units, receiver }: FeeQuestion): SendOrder {
  const contract = contractOf(token)
  return { from: chain.accountState.address ?? '', to: receiver, units, ...(contract && { token: contract }) }
}

/** The fee of the send asked, asked again when the network, sender, token, amount or receiver change. */
export function useNetworkFee(question: FeeQuestion | undefined): NetworkFee {
  const { client } = useFoyerInstance()
  const [fee, setFee] = useState<NetworkFee>({ status: 'estimating' })
  const network = question?.chain.networkState.caipNetwork
  const from = question?.chain.accountState.address
  useEffect(() => {
    if (!question || !network || !from) return
    let current = true
    setFee({ status: 'estimating' })
    void (async (): Promise<NetworkFee> => {
      const sends = await namespaceSends(client.ctx, question.chain.namespace).catch(() => undefined)
      if (!sends) return { status: 'unavailable', sendable: false }
      const quote = await sends.quote(network, sendOrderOf(question)).catch(() => undefined)
      return quote ? { status: 'known', quote } : { status: 'unavailable', sendable: !sends.needsQuote }
    })().then((answer) => current && setFee(answer))
    return () => {
      current = false
    }
    // The question is made of these; ask again only when they change.
  }, [client, network?.caipNetworkId, from, question?.token.address, question?.units, question?.receiver])
  return fee
}
