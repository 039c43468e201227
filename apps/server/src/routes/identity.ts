import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { evmAddressSchema } from '../caip.ts'
import { defineRoute } from '../http/defineRoute.ts'
import { HttpError } from '../http/httpError.ts'
import { isRpcUnreachable } from '../balances/readHoldings.ts'

/** spec §9: identities are cached for 5 minutes. */
export const IDENTITY_TTL_MS = 5 * 60_000

export interface Identity {
  name: string | null
  avatar: string | null
}

/** Looks an address's name and avatar up (ENS on a chain that has it); null fields when none. */
export type IdentityResolver = (address: `0x${string}`) => Promise<Identity>

/** With no naming service configured, every address is anonymous. */
export const anonymousIdentity: IdentityResolver = async () => ({ name: null, avatar: null })

/** Keeps what `resolve` answers 5 minutes per address (spec §9), one lookup at a time per address. */
export function cachedIdentities(resolve: IdentityResolver): IdentityResolver {
  const cache = new LRUCache<string, Identity, `0x${string}`>({
    max: 50_000,
    ttl: IDENTITY_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => resolve(context),
  })
  return async (address) => (await cache.fetch(address.toLowerCase(), { context: address })) ?? anonymousIdentity(address)
}

/** GET /v1/identity/:address: an address's name and avatar (the resolver keeps what it must). */
export function identityRoute(resolve: IdentityResolver) {
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
        return await resolve(address as `0x${string}`)
      } catch (error) {
        if (!isRpcUnreachable(error)) throw error
        throw new HttpError(503, 'The naming service cannot be reached; try again shortly.', { cause: error })
      }
    },
  })
}
