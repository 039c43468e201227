import { callNetworkNode } from '../api/chainRpc.ts'
import type { WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import type { InclusionCheck, TransactionOutcome } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'

/** How long to watch a sent transaction, and what stops the watch early. */
export interface InclusionWatch {
  /** Between two asks. */
  pollMs: number
  /** Asks at most; the watch then answers undefined. */
  asks: number
  /** A chain that fails this many asks in a row is not asked again: undefined. */
  failures: number
  /** The wallet that sent it: asked itself where it answers chain reads (see `askChain`). */
  connector?: WalletConnector
  /** Aborted: the watch rejects with the signal's reason at its next ask. */
  signal?: AbortSignal
  /** Asked before each ask: false ends the watch (undefined), as when the account or network changed. */
  wanted?(): boolean
}

/**
 * Waits until a sent transaction is in a block, asking the chain as its namespace's module says
 * (`inclusion`): answers how it ended, or undefined when it could not be told (no way to ask, the
 * asks ran out, the chain kept failing, or the watch is no longer wanted). The waits are the
 * client's background timers: the client's stop ends them. Activity's follow-up and the swap's
 * approval both wait here.
 */
export async function waitForInclusion(ctx: Pick<FoyerContext, 'namespaces' | 'timers'>, network: Network, hash: string, watch: InclusionWatch): Promise<TransactionOutcome | undefined> {
  const check = (await ctx.namespaces.parts(network.chainNamespace))?.inclusion?.(hash)
  if (!check) return undefined
  // Two watches of one transaction (Activity's and a swap's) each keep their own timer.
  const timer = `inclusion:${hash}:${++watches}`
  let failuresInARow = 0
  for (let asks = 0; asks < watch.asks; asks++) {
    if (asks > 0) await pause(ctx, timer, watch.pollMs)
    watch.signal?.throwIfAborted()
    if (watch.wanted && !watch.wanted()) return undefined
    try {
      const outcome = check.read(await askChain(network, check, watch.connector))
      failuresInARow = 0
      if (outcome) return outcome
    } catch {
      failuresInARow += 1
      if (failuresInARow >= watch.failures) return undefined
    }
  }
  return undefined
}

let watches = 0

function pause(ctx: Pick<FoyerContext, 'timers'>, key: string, ms: number): Promise<void> {
  return new Promise((resolve) => ctx.timers.set(key, ms, resolve))
}

/**
 * Injected and embedded wallets answer reads from their own node, silently. A WalletConnect
 * wallet is not asked (each read would be a request to the visitor's phone), nor a wallet of a
 * namespace whose wallets serve no reads (`askNode`): the network's node is.
 */
function askChain(network: Network, { rpc, askNode }: InclusionCheck, connector: WalletConnector | undefined): Promise<unknown> {
  if (connector && connector.type !== 'WALLET_CONNECT' && !askNode) return connector.rpc(rpc)
  return callNetworkNode(network, rpc)
}
