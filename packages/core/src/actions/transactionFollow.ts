import { callChainRpc } from '../api/chainRpc.ts'
import type { WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import type { InclusionCheck, WalletRpcRequest } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'
import { refreshBalances } from './balanceRefresh.ts'

/** How often the chain is asked whether a sent transaction is mined, and how many times at most (10 minutes). */
export const INCLUSION_POLL_MS = 2_000
const INCLUSION_ASKS = 300
/** A chain that fails this many asks in a row is not asked again for this transaction. */
const INCLUSION_FAILURES = 3

/** A transaction the visitor's wallet has just sent from the active account. */
export interface SentTransaction {
  hash: string
  address: string
  network: Network
  connector: WalletConnector
  /** The namespace's way to tell it is mined; without one the balances are refreshed once. */
  inclusion?: (hash: string) => InclusionCheck
}

/**
 * Keeps the balances true after a transaction: refreshed at once (pending: the wallet and the
 * chain may count it already), then asked of the chain every 2 s until it is mined, and refreshed
 * again then. It stops when the account or network changes, or the wallet is disconnected.
 * Never rejects.
 */
export async function followTransaction(ctx: FoyerContext, sent: SentTransaction): Promise<void> {
  const namespace = sent.network.chainNamespace
  await refreshBalances(ctx, namespace, 'transaction')
  const check = sent.inclusion?.(sent.hash)
  if (!check) return
  let asks = 0
  let failuresInARow = 0
  const ask = async (): Promise<void> => {
    if (!isStillActive(ctx, sent)) return
    asks += 1
    try {
      const mined = check.read(await askChain(sent, check))
      failuresInARow = 0
      if (mined) return await refreshBalances(ctx, namespace, 'transaction')
    } catch {
      failuresInARow += 1
      if (failuresInARow >= INCLUSION_FAILURES) return
    }
    if (asks < INCLUSION_ASKS) ctx.timers.set(`transaction:${sent.hash}`, INCLUSION_POLL_MS, () => void ask())
  }
  await ask()
}

/**
 * Injected and embedded wallets answer reads from their own node, silently. A WalletConnect
 * wallet is not asked (each read would be a request to the visitor's phone), nor a wallet of a
 * namespace whose wallets serve no reads (`askNode`): the network's node is.
 */
function askChain(sent: SentTransaction, { rpc, askNode }: InclusionCheck): Promise<unknown> {
  if (sent.connector.type !== 'WALLET_CONNECT' && !askNode) return sent.connector.rpc(rpc)
  const url = sent.network.rpcUrls.default.http[0]
  if (!url) return Promise.reject(new Error(`${sent.network.name} has no RPC URL`))
  return callChainRpc(url, rpc)
}

function isStillActive(ctx: FoyerContext, sent: SentTransaction): boolean {
  const namespace = sent.network.chainNamespace
  const chain = ctx.chains.chain(namespace)
  return (
    ctx.sessions.get(namespace)?.connector === sent.connector &&
    chain?.accountState.address === sent.address &&
    chain.networkState.caipNetwork?.caipNetworkId === sent.network.caipNetworkId
  )
}
