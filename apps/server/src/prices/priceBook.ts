import type { CaipNetworkId } from '../caip.ts'
import { NATIVE_ASSET, pricedAsset, type FiatPrices, type PricedAsset, type PriceSource } from './priceSource.ts'
import { upstreamHealth, type PriceLog, type UpstreamHealth } from './upstreamHealth.ts'

/** A price older than this is not shown even while its source is failing: no price beats a wrong one. */
export const MAX_STALE_MS = 10 * 60_000

export interface PriceBook {
  /**
   * The prices of a chain's configured assets known now; an asset the chain does not list, or
   * that has no price, is missing from the answer. Never throws: a failing source gives the last
   * price it gave (up to MAX_STALE_MS old) or none.
   */
  pricesOf(chainId: CaipNetworkId, assets: readonly string[]): Promise<ReadonlyMap<PricedAsset, FiatPrices>>
}

/** One chain as the price book serves it: where its prices come from, and which assets it lists. */
export interface ChainPrices {
  chainId: CaipNetworkId
  source: PriceSource
  /** Its native currency is always among them; tokens by address, in any letter case. */
  tokenAddresses: readonly string[]
}

export interface PriceBookOptions {
  log: PriceLog
  /** The clock (tests move it by hand). */
  now?: () => number
}

interface Entry {
  prices: FiatPrices | undefined
  fetchedAt: number
}

interface PricedChain {
  source: PriceSource
  health: UpstreamHealth
  /** Only these are ever asked for: a caller cannot make the server ask a price service about arbitrary addresses. */
  assets: ReadonlySet<PricedAsset>
}

/**
 * Every served chain's prices, each from its own source, kept for the source's ttl. Assets being
 * fetched are not fetched again by a concurrent request: it waits for the same answer.
 */
export function createPriceBook(chains: readonly ChainPrices[], options: PriceBookOptions): PriceBook {
  const now = options.now ?? Date.now
  const healthOf = new Map<string, UpstreamHealth>()
  const priced = new Map<CaipNetworkId, PricedChain>()
  for (const { chainId, source, tokenAddresses } of chains) {
    // Chains asking the same service share its standing: one cooldown, one log line a window.
    const health = healthOf.get(source.upstream) ?? upstreamHealth(source.upstream, options.log, now)
    healthOf.set(source.upstream, health)
    priced.set(chainId, { source, health, assets: new Set([NATIVE_ASSET, ...tokenAddresses.map(pricedAsset)]) })
  }
  // Keys are `<chain> <asset>` of configured assets only, so both maps stay as small as the configuration.
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<void>>()
  const key = (chainId: CaipNetworkId, asset: PricedAsset) => `${chainId} ${asset}`

  async function refresh(chainId: CaipNetworkId, chain: PricedChain, assets: readonly PricedAsset[]): Promise<void> {
    const waits = new Set<Promise<void>>()
    const toFetch = assets.filter((asset) => {
      const pending = inFlight.get(key(chainId, asset))
      if (pending) waits.add(pending)
      return !pending
    })
    if (toFetch.length > 0 && chain.health.mayAsk()) {
      const fetching = fetchInto(chainId, chain, toFetch).finally(() => {
        for (const asset of toFetch) inFlight.delete(key(chainId, asset))
      })
      for (const asset of toFetch) inFlight.set(key(chainId, asset), fetching)
      waits.add(fetching)
    }
    await Promise.all(waits)
  }

  async function fetchInto(chainId: CaipNetworkId, chain: PricedChain, assets: readonly PricedAsset[]): Promise<void> {
    try {
      const answer = await chain.source.fetch(assets)
      const fetchedAt = now()
      // An asset the source has no price for is remembered too, so it is not asked about on every request.
      for (const asset of assets) entries.set(key(chainId, asset), { prices: answer.get(asset), fetchedAt })
      chain.health.succeeded()
    } catch (error) {
      chain.health.failed(error)
    }
  }

  return {
    async pricesOf(chainId, assets) {
      const chain = priced.get(chainId)
      if (!chain) return new Map()
      const wanted = [...new Set(assets.map(pricedAsset))].filter((asset) => chain.assets.has(asset))
      const isFresh = (asset: PricedAsset) => {
        const entry = entries.get(key(chainId, asset))
        return entry !== undefined && now() - entry.fetchedAt < chain.source.ttlMs
      }
      const due = wanted.filter((asset) => !isFresh(asset))
      if (due.length > 0) await refresh(chainId, chain, due)
      const answer = new Map<PricedAsset, FiatPrices>()
      for (const asset of wanted) {
        const entry = entries.get(key(chainId, asset))
        if (entry?.prices && now() - entry.fetchedAt < chain.source.ttlMs + MAX_STALE_MS) answer.set(asset, entry.prices)
      }
      return answer
    },
  }
}
