import { BALANCE_RETRY_BLOCK_MS, CACHE_NATIVE_BALANCE_MS, CACHE_PORTFOLIO_MS } from '../constants.ts'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS } from '../errors.ts'
import { dropLowQualityTokens } from '../format.ts'
import { NO_BALANCES } from '../stores/chains.ts'
import type { CaipNetworkId, ChainNamespace, Network } from '../types.ts'
import { priceUnpricedTokens } from './tokenPrices.ts'
import { walletAssetBalances } from './walletAssets.ts'

/**
 * Why balances are asked for. Each reason has its rule (spec §9: balances are cached 30 s, and a
 * failure blocks retries for 30 s):
 * - `account`: the account or its network is now this one (connect, the wallet's events, a
 *   switch): asked unless read in the last 30 s (an account or network change forgets them first);
 * - `open`: the Account view came into sight: the same;
 * - `transaction`: one was sent, or mined: asked at once, the server reads the chain again;
 * - `request`: the host's `refreshBalances()`: asked at once, the server reads the chain again;
 * - `recovery`: the retry block after a failure has ended: asked again, until the server answers;
 * - `retry`: the visitor's Retry: asked at once, even within the block, and a failure says so again;
 * - `watch`: the active account's balances, every 15 s after they were last read while the page is
 *   visible (`BALANCE_WATCH_MS`; nothing is asked while it is hidden): the server reads the chain again.
 * Every reason but `recovery` and `retry` waits while the block holds; `recovery` then asks.
 */
export type BalanceRefreshReason = 'account' | 'open' | 'transaction' | 'request' | 'recovery' | 'retry' | 'watch'

/**
 * How often the active account's balances are read again while the page is visible, so a
 * transaction made outside the modal (another tab, the wallet itself, the host's own call) shows
 * within this and the server's `forceUpdate` floor (5 s): inside spec §9's 30 s cache.
 */
export const BALANCE_WATCH_MS = 15_000

interface RefreshRule {
  /** Balances read within their cache time (`balancesMaxAgeMs`) are kept. */
  keepsFresh: boolean
  /** Ask the server to read the chain again, past its own 30 s cache. */
  forceUpdate: boolean
  /** Ask even while the retry block holds. */
  ignoresBlock: boolean
}

const RULES: Record<BalanceRefreshReason, RefreshRule> = {
  account: { keepsFresh: true, forceUpdate: false, ignoresBlock: false },
  open: { keepsFresh: true, forceUpdate: false, ignoresBlock: false },
  transaction: { keepsFresh: false, forceUpdate: true, ignoresBlock: false },
  request: { keepsFresh: false, forceUpdate: true, ignoresBlock: false },
  recovery: { keepsFresh: false, forceUpdate: true, ignoresBlock: true },
  retry: { keepsFresh: false, forceUpdate: true, ignoresBlock: true },
  watch: { keepsFresh: false, forceUpdate: true, ignoresBlock: false },
}

/**
 * How long read balances are kept (spec §9): the server's portfolio 30 s, and without a server the
 * native balance the node gives, 30 s too.
 */
export function balancesMaxAgeMs(ctx: Pick<FoyerContext, 'server'>): number {
  return ctx.server ? CACHE_PORTFOLIO_MS : CACHE_NATIVE_BALANCE_MS
}

/**
 * Keeps the namespace's account balances true. Only supported, non-testnet chains of the balance
 * namespaces are asked (spec §5, §9); elsewhere the balance is 'unsupported', never a made-up 0.
 * A wallet that discovers its assets is asked first (walletAssets.ts), else the balance API; tokens
 * either left unpriced are priced through POST /v1/fungible/price where it can (tokenPrices.ts).
 * A failure keeps the last known balances, marked `balanceUnavailable: 'failed'` with the time they
 * were read, shows 'Token Balance Unavailable' once, and asks again each time the 30 s block ends
 * until the server answers. One fetch runs at a time per namespace: a later ask joins it, or
 * (one that makes the server read the chain again) follows it. Never rejects.
 */
export async function refreshBalances(ctx: FoyerContext, namespace: ChainNamespace, reason: BalanceRefreshReason = 'request'): Promise<void> {
  const chain = ctx.chains.chain(namespace)
  const network = chain?.networkState.caipNetwork
  const account = chain?.accountState
  if (!chain || !network || !account?.address || chain.networkState.unsupported) return
  if (network.testnet || !ctx.namespaces.serves(namespace, 'balance')) {
    // Testnets and other namespaces simply have no balances here: not an error to announce.
    if (account.balanceUnavailable !== 'unsupported') ctx.chains.patchAccount(namespace, { ...NO_BALANCES, balanceUnavailable: 'unsupported' })
    return
  }
  const rule = RULES[reason]
  const now = Date.now()
  const fresh = account.balanceFetchedAt !== undefined && !account.balanceUnavailable && rule.keepsFresh && now - account.balanceFetchedAt < balancesMaxAgeMs(ctx)
  if (fresh) return watchBalances(ctx, namespace)
  if (!rule.ignoresBlock && ctx.cache.balanceBlockedUntil > now) {
    // The server failed moments ago: nothing is asked until the block ends, and then the recovery asks.
    if (account.balanceFetchedAt === undefined) ctx.chains.patchAccount(namespace, { balanceUnavailable: 'failed' })
    if (!ctx.timers.has(recoveryKey(namespace))) scheduleRecovery(ctx, namespace, ctx.cache.balanceBlockedUntil - now)
    return
  }

  const owner: BalanceOwner = { address: account.address, caipNetworkId: network.caipNetworkId, symbol: network.nativeCurrency.symbol, network }
  const running = ctx.cache.balanceFetches.get(namespace)
  if (running) {
    if (!rule.forceUpdate && sameOwner(running.owner, owner)) return running.done
    // The fetch under way is another account's, or began before what this ask is about (a transaction): ask after it.
    await running.done
    return refreshBalances(ctx, namespace, reason)
  }
  const started = { owner, done: fetchBalances(ctx, namespace, owner, reason, now) }
  ctx.cache.balanceFetches.set(namespace, started)
  try {
    await started.done
  } finally {
    if (ctx.cache.balanceFetches.get(namespace) === started) ctx.cache.balanceFetches.delete(namespace)
  }
}

/** The account the balances are asked for: an answer for another (the wallet moved on) is dropped. */
interface BalanceOwner {
  address: string
  caipNetworkId: CaipNetworkId
  symbol: string
  network: Network
}

async function fetchBalances(ctx: FoyerContext, namespace: ChainNamespace, owner: BalanceOwner, reason: BalanceRefreshReason, startedAt: number): Promise<void> {
  ctx.chains.patchAccount(namespace, { balanceLoading: true })
  try {
    const supported = await loadSupportedChains(ctx)
    if (!isOwner(ctx, namespace, owner)) return
    if (!supported.has(owner.caipNetworkId)) {
      if (ctx.chains.chain(namespace)?.accountState.balanceUnavailable !== 'unsupported') ctx.snackbar.error(SNACKBARS.TOKEN_BALANCE_UNAVAILABLE)
      ctx.chains.patchAccount(namespace, { ...NO_BALANCES, balanceUnavailable: 'unsupported' })
      return
    }
    // The wallet's own list where it keeps one (spec §5), else the balance API's, else (no Foyer server) the network's node.
    const answer =
      (await walletAssetBalances(ctx, namespace, owner.address, owner.network)) ??
      (ctx.server
        ? await ctx.server.blockchain.getBalances({
            address: owner.address,
            chainId: owner.caipNetworkId,
            forceUpdate: RULES[reason].forceUpdate || undefined,
          })
        : await (await import('./nodeBalances.ts')).nodeBalances(ctx, namespace, owner.address, owner.network))
    if (!isOwner(ctx, namespace, owner)) return
    const balances = await priceUnpricedTokens(ctx, dropLowQualityTokens(answer), owner.network)
    if (!isOwner(ctx, namespace, owner)) return
    ctx.timers.clear(recoveryKey(namespace))
    watchBalances(ctx, namespace)
    ctx.chains.patchAccount(namespace, {
      tokenBalance: balances,
      // The server lists non-zero holdings only: no native entry is a known balance of 0.
      balance: balances.find((balance) => !balance.address)?.quantity.numeric ?? '0',
      balanceSymbol: owner.symbol,
      balanceFetchedAt: startedAt,
      balanceUnavailable: undefined,
    })
  } catch {
    // The 30 s count from the attempt; whichever account the namespace then has is asked for when they end.
    ctx.cache.balanceBlockedUntil = startedAt + BALANCE_RETRY_BLOCK_MS
    scheduleRecovery(ctx, namespace, Math.max(0, ctx.cache.balanceBlockedUntil - Date.now()))
    if (!isOwner(ctx, namespace, owner)) return
    const alreadyFailed = ctx.chains.chain(namespace)?.accountState.balanceUnavailable === 'failed'
    // The last known balances stay, marked: the view says they are not current.
    ctx.chains.patchAccount(namespace, { balanceUnavailable: 'failed' })
    if (!alreadyFailed || reason === 'retry') ctx.snackbar.error(SNACKBARS.TOKEN_BALANCE_UNAVAILABLE)
  } finally {
    ctx.chains.patchAccount(namespace, { balanceLoading: false })
  }
}

/** The chains whose balances the server reads; without a server, every network the host listed (its node is asked). */
function loadSupportedChains(ctx: FoyerContext): Promise<Set<string>> {
  if (!ctx.cache.supportedChains) {
    const pending = ctx.server
      ? ctx.server.blockchain.getSupportedChains().then((chains) => new Set(chains.http))
      : Promise.resolve(new Set(ctx.chains.get().networks.map((network) => network.caipNetworkId)))
    // A failed answer is not worth keeping: the next refresh asks again.
    pending.catch(() => (ctx.cache.supportedChains = undefined))
    ctx.cache.supportedChains = pending
  }
  return ctx.cache.supportedChains
}

/**
 * Reads the namespace's balances again `BALANCE_WATCH_MS` after now (each read sets the timer
 * again, so it counts from the last one), while its account is connected: only the active
 * namespace's, whose balance the page shows, and only while the page is visible; otherwise the
 * timer looks again later. A failure stops it (the recovery asks; its success sets it again).
 */
function watchBalances(ctx: FoyerContext, namespace: ChainNamespace): void {
  ctx.timers.set(watchKey(namespace), BALANCE_WATCH_MS, () => {
    const account = ctx.chains.chain(namespace)?.accountState
    if (account?.status !== 'connected' || !account.address) return
    if (ctx.chains.get().activeNamespace !== namespace || pageHidden()) return watchBalances(ctx, namespace)
    void refreshBalances(ctx, namespace, 'watch')
  })
}

/** Whether the page is in a background tab (or minimised): no one sees its balances. */
function pageHidden(): boolean {
  return (globalThis as { document?: Pick<Document, 'visibilityState'> }).document?.visibilityState === 'hidden'
}

const watchKey = (namespace: ChainNamespace) => `balances-watch:${namespace}`

function scheduleRecovery(ctx: FoyerContext, namespace: ChainNamespace, delayMs: number): void {
  ctx.timers.set(recoveryKey(namespace), delayMs, () => void refreshBalances(ctx, namespace, 'recovery'))
}

function isOwner(ctx: FoyerContext, namespace: ChainNamespace, owner: BalanceOwner): boolean {
  const chain = ctx.chains.chain(namespace)
  return chain?.accountState.address === owner.address && chain.networkState.caipNetwork?.caipNetworkId === owner.caipNetworkId
}

const sameOwner = (a: Pick<BalanceOwner, 'address' | 'caipNetworkId'>, b: BalanceOwner) => a.address === b.address && a.caipNetworkId === b.caipNetworkId

const recoveryKey = (namespace: ChainNamespace) => `balances:${namespace}`
