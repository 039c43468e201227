import { estimateEvmSendFee, planSolanaSend, type ChainState, type SolanaSendPlan, type TokenBalance } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { contractOf, evmTransaction } from './sendToken.ts'

/**
 * A send's network fee in the native currency's smallest units, as the review shows it. eip155:
 * the node's gas estimate times its gas price. Solana: the signature fee plus the rent of the
 * receiver's token account when the send opens it (`tokenAccountRent`), from the send's plan,
 * which Send then builds the transaction from.
 */
export type NetworkFee =
  | { status: 'estimating' }
  | { status: 'known'; amount: bigint; tokenAccountRent: bigint; solanaPlan?: SolanaSendPlan }
  | { status: 'unavailable' }

export interface FeeQuestion {
  chain: ChainState
  token: TokenBalance
  /** The amount in the token's smallest units. */
  units: bigint
  receiver: string
}

/** The fee of the send asked, asked again when the network, sender, token, amount or receiver change. */
export function useNetworkFee(question: FeeQuestion | undefined): NetworkFee {
  const [fee, setFee] = useState<NetworkFee>({ status: 'estimating' })
  const network = question?.chain.networkState.caipNetwork
  const from = question?.chain.accountState.address
  useEffect(() => {
    if (!question || !network || !from) return
    let current = true
    setFee({ status: 'estimating' })
    void askFee(question, from).then((answer) => current && setFee(answer))
    return () => {
      current = false
    }
    // The question is made of these; ask again only when they change.
  }, [network?.caipNetworkId, from, question?.token.address, question?.units, question?.receiver])
  return fee
}

async function askFee({ chain, token, units, receiver }: FeeQuestion, from: string): Promise<NetworkFee> {
  const network = chain.networkState.caipNetwork!
  if (chain.namespace === 'solana') {
    const mint = contractOf(token)
    const plan = await planSolanaSend(network, { from, to: receiver, units, ...(mint && { mint }) })
    return plan ? { status: 'known', amount: plan.fee, tokenAccountRent: plan.tokenAccountRent, solanaPlan: plan } : { status: 'unavailable' }
  }
  const wei = await estimateEvmSendFee(network, { from, ...evmTransaction(token, receiver, units) })
  return wei === undefined ? { status: 'unavailable' } : { status: 'known', amount: wei, tokenAccountRent: 0n }
}
