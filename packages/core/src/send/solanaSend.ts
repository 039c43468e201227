/**
 * The Solana send as the views use it, loading its code on first use (@solana/kit and the
 * system and token programs' instruction builders, with the chain reads): `planSolanaSend` for the
 * review (what it costs, whether the receiver's token account is opened), `solanaSendBytes` for
 * Send (the planned transaction on a fresh blockhash, for the client's `signAndSendTransaction`).
 */
import type { Network } from '../types.ts'
import type { SolanaSendPlan, SolanaSendRequest } from './solanaSendPlan.ts'

export type { SolanaSendPlan, SolanaSendRequest, SolanaTokenTransfer } from './solanaSendPlan.ts'

/** The plan of a send on the network's node; undefined when the node cannot say (the review then says the fee is unavailable and cannot send). */
export async function planSolanaSend(network: Pick<Network, 'rpcUrls'>, request: SolanaSendRequest): Promise<SolanaSendPlan | undefined> {
  const url = network.rpcUrls.default.http[0]
  if (!url) return undefined
  try {
    const { readSolanaSendPlan } = await import('./solanaSendPlan.ts')
    return await readSolanaSendPlan(url, request)
  } catch {
    return undefined
  }
}

/** The planned send's unsigned transaction on the node's latest blockhash; throws when the node cannot be read. */
export async function solanaSendBytes(network: Pick<Network, 'rpcUrls'>, plan: SolanaSendPlan): Promise<Uint8Array> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`the network has no RPC URL to read a blockhash from`)
  const [{ readLatestBlockhash }, { solanaSendTransaction }] = await Promise.all([import('./solanaChainReads.ts'), import('./solanaSendTransaction.ts')])
  return solanaSendTransaction(plan, await readLatestBlockhash(url))
}
