import type { WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import type { Network } from '../types.ts'
import { refreshBalances } from './balanceRefresh.ts'
import { waitForInclusion } from './inclusion.ts'

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
}

/**
 * Keeps the balances true after a transaction: refreshed at once (pending: the wallet and the
 * chain may count it already), then asked of the chain every 2 s until it is mined (the
 * namespace's `inclusion`; without one the first refresh is all), and refreshed again then. It
 * stops when the account or network changes, or the wallet is disconnected. Never rejects.
 */
export async function followTransaction(ctx: FoyerContext, sent: SentTransaction): Promise<void> {
  const namespace = sent.network.chainNamespace
  await refreshBalances(ctx, namespace, 'transaction')
  const outcome = await waitForInclusion(ctx, sent.network, sent.hash, {
    pollMs: INCLUSION_POLL_MS,
    asks: INCLUSION_ASKS,
    failures: INCLUSION_FAILURES,
    connector: sent.connector,
    wanted: () => isStillActive(ctx, sent),
  })
  if (outcome) await refreshBalances(ctx, namespace, 'transaction')
}

function isStillActive(ctx: FoyerContext, sent: SentTransaction): boolean {
  const namespace = sent.network.chainNamespace
  const chain = ctx.chains.chain(namespace)
  return ctx.sessions.get(namespace)?.connector === sent.connector && chain?.accountState.address === sent.address && chain.networkState.caipNetwork?.caipNetworkId === sent.network.caipNetworkId
}
