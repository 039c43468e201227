import { LRUCache } from 'lru-cache'
import type { CaipNetworkId } from '../caip.ts'
import type { Holding } from './readHoldings.ts'

/** spec §9: portfolio and native balances are cached for 30 s. */
export const HOLDINGS_TTL_MS = 30_000
const MAX_ACCOUNTS = 50_000

export interface HoldingsCache {
  /** The account's holdings, read at most once per 30 s (concurrent callers share one read). */
  get(chainId: CaipNetworkId, owner: string, options: { forceUpdate: boolean }): Promise<Holding[]>
}

export interface HoldingsCacheOptions {
  /**
   * A forced update reads an account's holdings again at most once in this many ms; within it the
   * cache answers, so anyone sending forceUpdate=true in a loop costs the nodes one read per interval.
   */
  forceUpdateIntervalMs: number
  now?: () => number
}

/**
 * Holdings per chain and account. A forced update reads the chain again and refreshes the
 * cache (at most once per forceUpdateIntervalMs per account); a failed read is not cached, so the
 * next request tries again.
 */
export function createHoldingsCache(
  read: (chainId: CaipNetworkId, owner: string) => Promise<Holding[]>,
  /** The form an owner is cached under (EVM addresses in any letter case are one account; base58 ones are case-sensitive). */
  ownerKey: (chainId: CaipNetworkId, owner: string) => string,
  { forceUpdateIntervalMs, now = Date.now }: HoldingsCacheOptions,
): HoldingsCache {
  const cache = new LRUCache<string, Holding[], { chainId: CaipNetworkId; owner: string }>({
    max: MAX_ACCOUNTS,
    ttl: HOLDINGS_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => read(context.chainId, context.owner),
  })
  /** When each account's last forced update was let through. */
  const forcedAt = new LRUCache<string, number>({ max: MAX_ACCOUNTS })
  const mayForce = (key: string): boolean => {
    const at = now()
    const last = forcedAt.get(key)
    if (last !== undefined && at - last < forceUpdateIntervalMs) return false
    forcedAt.set(key, at)
    return true
  }
  return {
    async get(chainId, owner, { forceUpdate }) {
      const key = `${chainId}:${ownerKey(chainId, owner)}`
      const holdings = await cache.fetch(key, { context: { chainId, owner }, forceRefresh: forceUpdate && mayForce(key) })
      return holdings ?? []
    },
  }
}
