import { z } from 'zod'
import { evmAddressSchema } from '../caip.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { isRpcUnreachable } from '../balances/holding.ts'
import type { AvatarUrl } from './avatars/avatarUrl.ts'
import type { IdentityResolver } from './identityResolver.ts'

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
