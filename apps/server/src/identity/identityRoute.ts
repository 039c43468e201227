import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { evmAddressSchema } from '../caip.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { isRpcUnreachable } from '../balances/holding.ts'

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

/** Where a name's avatar is served: the server's picture route, under its configured public origin. */
export type AvatarUrl = (name: string) => string

/** Keeps what `resolve` answers 5 minutes per address (spec §9), one lookup at a time per address. */
export function cachedIdentities(resolve: IdentityResolver): IdentityResolver {
  const cache = new LRUCache<string, Identity, `0x${string}`>({
    max: 50_000,
    ttl: IDENTITY_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => resolve(context),
  })
  return async (address) => (await cache.fetch(address.toLowerCase(), { context: address })) ?? anonymousIdentity(address)
}

/**
 * GET /v1/identity/:address: an address's name and avatar (the resolver keeps what it must). The
 * avatar is the server's own URL for the picture (/public/avatar/:name), never the record's: a
 * name's owner chose that, and a visitor's browser must not be sent to it.
 */
export function identityRoute(resolve: IdentityResolver, avatarUrl: AvatarUrl) {
  return defineRoute({
    method: 'GET',
    url: '/v1/identity/:address',
    access: 'project',
    summary: "An address's name and avatar (null when it has none)",
    tags: ['blockchain'],
    params: z.object({ address: evmAddressSchema }),
    querystring: z.object({ sender: evmAddressSchema.optional() }),
    response: z.object({ name: z.string().nullable(), avatar: z.string().nullable() }),
    errors: [503],
    handler: async ({ params: { address } }) => {
      try {
        const { name, avatarRecord } = await resolve(address as `0x${string}`)
        return { name, avatar: name && avatarRecord ? avatarUrl(name) : null }
      } catch (error) {
        if (!isRpcUnreachable(error)) throw error
        throw new HttpError(503, 'The naming service cannot be reached; try again shortly.', { cause: error })
      }
    },
  })
}
