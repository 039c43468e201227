import { setTimeout as sleep } from 'node:timers/promises'
import { LRUCache } from 'lru-cache'
import type { CaipNetworkId } from '../caip.ts'
import type { Holding } from './holding.ts'

/** spec §9: portfolio and native balances are cached for 30 s. */
export const HOLDINGS_TTL_MS = 30_000
const MAX_ACCOUNTS = 50_000

export interface HoldingsCache {
  /** The account's holdings, read at most once per 30 s (concurrent callers share one read). */
  get(chainId: CaipNetworkId, owner: string, options: { forceUpdate: boolean }): Promise<Holding[]>
}

/** The account a read is for. */
interface Owner {
  chainId: CaipNetworkId
  owner: string
}

export interface HoldingsCacheOptions {
  /**
   * A forced update reads an account's holdings again at most once in this many ms: one asked
   * within it waits for its end, and every request waiting then shares one read. A visitor whose
   * transaction is mined a moment after the read its sending forced sees it; anyone sending
   * forceUpdate=true in a loop costs the nodes one read per interval.
   */
  forceUpdateIntervalMs: number
  now?: () => number
  wait?: (ms: number) => Promise<void>
}

/**
 * Holdings per chain and account. A forced update reads the chain again and refreshes the
 * cache (at most once per forceUpdateIntervalMs per account; one within it waits for its end); a
 * failed read is not cached, so the next request tries again.
 */
export function createHoldingsCache(
  read: (chainId: CaipNetworkId, owner: string) => Promise<Holding[]>,
  /** The form an owner is cached under (EVM addresses in any letter case are one account; base58 ones are case-sensitive). */
  ownerKey: (chainId: CaipNetworkId, owner: string) => string,
  { forceUpdateIntervalMs, now = Date.now, wait = (ms) => sleep(ms) }: HoldingsCacheOptions,
): HoldingsCache {
  const cache = new LRUCache<string, Holding[], Owner>({
    max: MAX_ACCOUNTS,
    ttl: HOLDINGS_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => read(context.chainId, context.owner),
  })
  /** When each account's last forced read began. */
  const forcedAt = new LRUCache<string, number>({ max: MAX_ACCOUNTS })
  /** The forced read each account's requests within the interval wait for (one per account; gone once read). */
  const deferred = new Map<string, Promise<Holding[] | undefined>>()
  const forcedRead = (key: string, context: Owner): Promise<Holding[] | undefined> => {
    forcedAt.set(key, now())
    return cache.fetch(key, { context, forceRefresh: true })
  }
  const forced = (key: string, context: Owner): Promise<Holding[] | undefined> => {
    const waiting = deferred.get(key)
    if (waiting) return waiting
    const last = forcedAt.get(key)
    const left = last === undefined ? 0 : last + forceUpdateIntervalMs - now()
    if (left <= 0) return forcedRead(key, context)
    const read = wait(left)
      .then(() => forcedRead(key, context))
      .finally(() => deferred.delete(key))
    deferred.set(key, read)
    return read
  }
  return {
    async get(chainId, owner, { forceUpdate }) {
      const key = `${chainId}:${ownerKey(chainId, owner)}`
      const context = { chainId, owner }
      const holdings = await (forceUpdate ? forced(key, context) : cache.fetch(key, { context }))
      return holdings ?? []
    },
  }
}
