import { LRUCache } from 'lru-cache'

/** spec §9: identities are cached for 5 minutes. */
export const IDENTITY_TTL_MS = 5 * 60_000

/** What the naming service says of an address: its name, and the avatar record its owner set (never fetched here). */
export interface Identity {
  name: string | null
  /** The name's `avatar` text record (ENSIP-12: a URL, a data: URI, an NFT), as its owner wrote it. */
  avatarRecord: string | null
}

/** Looks an address's name and avatar record up (ENS on a chain that has it); null fields when none. */
export type IdentityResolver = (address: `0x${string}`) => Promise<Identity>

/** With no naming service configured, every address is anonymous. */
export const anonymousIdentity: IdentityResolver = async () => ({ name: null, avatarRecord: null })

/** Keeps what `resolve` answers 5 minutes per address (spec §9), one lookup at a time per address. */
export function cachedIdentities(resolve: IdentityResolver): IdentityResolver {
  const cache = new LRUCache<string, Identity, `0x${string}`>({
    max: 50_000,
    ttl: IDENTITY_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => resolve(context),
  })
  return async (address) => (await cache.fetch(address.toLowerCase(), { context: address })) ?? anonymousIdentity(address)
}
