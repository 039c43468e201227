import { normalize } from 'viem/ens'
import { z } from 'zod'
import { isRpcUnreachable } from '../../balances/holding.ts'
import { defineRoute } from '../../kernel/http/defineRoute.ts'
import { HttpError } from '../../kernel/http/httpError.ts'
import type { AvatarUrl } from '../avatars/avatarUrl.ts'
import type { NameResolver } from './nameResolver.ts'

/**
 * A name as ENS compares it (ENSIP-15 normalisation: `Alice.ETH` is `alice.eth`), at least one dot
 * and 255 characters at most; anything normalisation refuses is a bad request.
 */
export const nameSchema = z
  .string()
  .max(255)
  .transform((name, ctx) => {
    try {
      return normalize(name)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a valid ENS name (letters, digits, hyphens; labels separated by dots)' })
      return z.NEVER
    }
  })
  .refine((name) => /^[^.]+(\.[^.]+)+$/.test(name), 'must have a dot (like alice.eth)')

/** GET /v1/identity/name/:name: the address a name points to and its avatar, as the server serves it (the resolver keeps what it must). */
export function nameLookupRoute(resolve: NameResolver, avatarUrl: AvatarUrl) {
  return defineRoute({
    method: 'GET',
    url: '/v1/identity/name/:name',
    access: 'project',
    summary: 'The address a name (ENS) points to, and its avatar (null when it points nowhere)',
    tags: ['blockchain'],
    params: z.object({ name: nameSchema }),
    response: z.object({ address: z.string().nullable(), avatar: z.string().nullable() }),
    errors: [503],
    handler: async ({ params: { name } }) => {
      try {
        const { address, avatarRecord } = await resolve(name)
        return { address, avatar: address && avatarRecord ? avatarUrl(name) : null }
      } catch (error) {
        if (!isRpcUnreachable(error)) throw error
        throw new HttpError(503, 'The naming service cannot be reached; try again shortly.', { cause: error })
      }
    },
  })
}
