/**
 * Sending on Solana (the Send view through the namespace module's `sends`, loaded on first use with
 * @solana/kit and the system and token programs' instruction builders): SOL by a system transfer,
 * an SPL token by `transferChecked`, opening the receiver's associated token account when it is
 * missing. The quote is the send's plan, read from the network's node (`planSolanaSend`); the
 * request is the planned transaction on a fresh blockhash (`solanaSendBytes`), for the client's
 * `signAndSendTransaction`.
 */
import type { Network } from '@foyer/core'
import type { NamespaceSends } from '@foyer/core/internal'
import { readLatestBlockhash } from './solanaChainReads.ts'
import { readSolanaSendPlan, type SolanaSendPlan, type SolanaSendRequest } from './solanaSendPlan.ts'
import { solanaNetworkFee } from './solanaSendRules.ts'
import { solanaSendTransaction } from './solanaSendTransaction.ts'

export type { SolanaSendPlan, SolanaSendRequest, SolanaTokenTransfer } from './solanaSendPlan.ts'

type NodeOf = Pick<Network, 'rpcUrls'>

/** The plan of a send on the network's node; undefined when the node cannot say (the review then says the fee is unavailable and cannot send). */
export async function planSolanaSend(network: NodeOf, request: SolanaSendRequest): Promise<SolanaSendPlan | undefined> {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) return undefined
  try {
    return await readSolanaSendPlan(urls, request)
  } catch {
    return undefined
  }
}

/** The planned send's unsigned transaction on the node's latest blockhash; throws when the node cannot be read. */
export async function solanaSendBytes(network: NodeOf, plan: SolanaSendPlan): Promise<Uint8Array> {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) throw new Error(`the network has no RPC URL to read a blockhash from`)
  return solanaSendTransaction(plan, await readLatestBlockhash(urls))
}

export const solanaSends: NamespaceSends = {
  // The signature fee is fixed, and a SOL transfer opens no token account: nothing else to keep back.
  feeReserve: async () => solanaNetworkFee({}),
  async quote(network, { from, to, units, token }) {
    const plan = await planSolanaSend(network, { from, to, units, ...(token && { mint: token }) })
    return plan && { fee: plan.fee, accountRent: plan.tokenAccountRent, plan }
  },
  needsQuote: true,
  async request(network, _order, quote) {
    const plan = quote?.plan as SolanaSendPlan | undefined
    if (!plan) throw new Error('a Solana send is made from its plan')
    return { name: 'signAndSendTransaction', params: { transaction: await solanaSendBytes(network, plan) } }
  },
}
