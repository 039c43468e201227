import { WALLETS_PAGE_SIZE, WALLETS_RECOMMENDED_COUNT, WALLETS_SEARCH_SIZE, WALLET_IMAGES_PREFETCH_COUNT, WALLET_SEARCH_MIN_WAIT_MS } from '../constants.ts'
import type { FoyerContext } from '../context.ts'
import { preloadImage } from '../imagePreload.ts'
import type { WalletsPage } from '../api/registry.ts'
import type { WalletListing } from '../types.ts'

export interface ConnectWallets {
  featured: WalletListing[]
  recommended: WalletListing[]
  count: number
}

/** How long an answer stands in for a new request: the registry changes far less often. */
const CONNECT_WALLETS_FRESH_MS = 5 * 60_000
const connectWalletsAnswers = new WeakMap<FoyerContext, { installed: string; at: number; answer: Promise<ConnectWallets> }>()

/**
 * Featured wallets (the host's featuredWalletIds, in that order) and the registry's first picks.
 * One request serves every caller for a while (the prefetch on idle or hover and the view the
 * click opens), as long as the installed wallets are the same; a failed answer is not kept.
 */
export function loadConnectWallets(ctx: FoyerContext): Promise<ConnectWallets> {
  const installed = new Set(
    ctx.connectors
      .get()
      .map((connector) => connector.info?.rdns)
      .filter(Boolean),
  )
  const key = `${[...installed].join()} ${hostChains(ctx).join()}`
  const kept = connectWalletsAnswers.get(ctx)
  if (kept && kept.installed === key && Date.now() - kept.at < CONNECT_WALLETS_FRESH_MS) return kept.answer
  const answer = fetchConnectWallets(ctx, installed)
  connectWalletsAnswers.set(ctx, { installed: key, at: Date.now(), answer })
  answer.catch(() => {
    if (connectWalletsAnswers.get(ctx)?.answer === answer) connectWalletsAnswers.delete(ctx)
  })
  return answer
}

async function fetchConnectWallets(ctx: FoyerContext, installed: Set<string | undefined>): Promise<ConnectWallets> {
  const { featuredWalletIds = [], includeWalletIds, excludeWalletIds } = ctx.options
  const [featuredPage, recommendedPage] = await Promise.all([
    featuredWalletIds.length
      ? ctx.registry.getWallets({ page: 1, entries: featuredWalletIds.length, include: featuredWalletIds, chains: hostChains(ctx) })
      : Promise.resolve<WalletsPage>({ count: 0, data: [] }),
    ctx.registry.getWallets({
      page: 1,
      entries: WALLETS_RECOMMENDED_COUNT + featuredWalletIds.length + installed.size,
      include: includeWalletIds,
      exclude: [...(excludeWalletIds ?? []), ...featuredWalletIds],
      chains: hostChains(ctx),
    }),
  ])
  const featured = featuredWalletIds
    .map((id) => featuredPage.data.find((listing) => listing.id === id))
    .filter((listing): listing is WalletListing => Boolean(listing) && !excludeWalletIds?.includes(listing!.id))
  // Installed wallets already show as connectors; the recommended picks are for everyone else.
  const recommended = recommendedPage.data.filter((listing) => !listing.rdns || !installed.has(listing.rdns)).slice(0, WALLETS_RECOMMENDED_COUNT)
  return { featured, recommended, count: recommendedPage.count + featured.length }
}

/**
 * The networks the host set up (or the server's, once in), as `/getWallets`' `chains`: only wallets
 * that serve one are listed (a Solana-only site lists no EVM-only wallet).
 */
export function hostChains(ctx: FoyerContext): string[] {
  return ctx.chains.get().networks.map((network) => network.caipNetworkId)
}

const firstPageAnswers = new WeakMap<FoyerContext, { at: number; chains: string; answer: Promise<WalletsPage> }>()

/**
 * One page of the AllWallets list (40 entries), honouring the host's include and exclude ids. The
 * first page is asked once for a while (the prefetch and the view share it; a failed answer is not
 * kept); `signal` ends the caller's wait, never the shared request.
 */
export function loadWalletsPage(ctx: FoyerContext, page: number, signal?: AbortSignal): Promise<WalletsPage> {
  const { includeWalletIds, excludeWalletIds } = ctx.options
  const chains = hostChains(ctx)
  if (page !== 1) return ctx.registry.getWallets({ page, entries: WALLETS_PAGE_SIZE, include: includeWalletIds, exclude: excludeWalletIds, chains }, signal)
  let kept = firstPageAnswers.get(ctx)
  if (!kept || kept.chains !== chains.join() || Date.now() - kept.at >= CONNECT_WALLETS_FRESH_MS) {
    const answer = ctx.registry.getWallets({ page: 1, entries: WALLETS_PAGE_SIZE, include: includeWalletIds, exclude: excludeWalletIds, chains })
    const entry = { at: Date.now(), chains: chains.join(), answer }
    firstPageAnswers.set(ctx, entry)
    answer.catch(() => {
      if (firstPageAnswers.get(ctx) === entry) firstPageAnswers.delete(ctx)
    })
    kept = entry
  }
  return untilAborted(kept.answer, signal)
}

/**
 * Readies AllWallets before it opens (the visitor points at it): its first page, and the images of
 * its first 20 wallets in the browser's cache (spec §9), each waited for at most 2 s. Resolves with
 * how many images loaded; never rejects.
 */
export async function prefetchAllWallets(ctx: FoyerContext): Promise<number> {
  const page = await loadWalletsPage(ctx, 1).catch(() => undefined)
  if (!page) return 0
  const images = page.data.slice(0, WALLET_IMAGES_PREFETCH_COUNT).map((listing) => preloadImage(ctx.registry.walletImageUrl(listing.image_id)))
  return (await Promise.all(images)).filter(Boolean).length
}

/** The answer, or the signal's reason once it aborts first. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** Searches the registry; the answer never comes sooner than 300 ms, so results do not flicker. */
export async function searchWallets(ctx: FoyerContext, search: string, signal?: AbortSignal): Promise<WalletsPage> {
  const { includeWalletIds, excludeWalletIds } = ctx.options
  const [result] = await Promise.all([
    ctx.registry.getWallets({ page: 1, entries: WALLETS_SEARCH_SIZE, search, include: includeWalletIds, exclude: excludeWalletIds, chains: hostChains(ctx) }, signal),
    new Promise((resolve) => setTimeout(resolve, WALLET_SEARCH_MIN_WAIT_MS)),
  ])
  return result
}
