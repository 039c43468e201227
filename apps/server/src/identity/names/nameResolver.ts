import { LRUCache } from 'lru-cache'
import { IDENTITY_TTL_MS } from '../identityResolver.ts'

/** What a name points to: an address, and the avatar record its owner set. */
export interface NamedAddress {
  address: `0x${string}` | null
  /** The name's `avatar` text record as its owner wrote it (never fetched here). */
  avatarRecord: string | null
}

/** Looks a name up (ENS, with its `.id` zone once served): the address it points to and its avatar record; nulls when none. */
export type NameResolver = (name: string) => Promise<NamedAddress>

/** With no naming service configured, no name points anywhere. */
export const noNames: NameResolver = async () => ({ address: null, avatarRecord: null })

/** Keeps what `resolve` answers 5 minutes per name (spec §9), one lookup at a time per name. */
export function cachedNames(resolve: NameResolver): NameResolver {
  const cache = new LRUCache<string, NamedAddress>({ max: 50_000, ttl: IDENTITY_TTL_MS, fetchMethod: (name) => resolve(name) })
  return async (name) => (await cache.fetch(name)) ?? { address: null, avatarRecord: null }
}
