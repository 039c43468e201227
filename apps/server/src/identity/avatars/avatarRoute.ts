import { z } from 'zod'
import { isRpcUnreachable } from '../../balances/holding.ts'
import { defineRoute } from '../../kernel/http/defineRoute.ts'
import { HttpError, notFound } from '../../kernel/http/httpError.ts'
import type { PublicOrigin } from '../../kernel/http/publicOrigin.ts'
import { sendImage } from '../../kernel/http/sendImage.ts'
import type { StoredImage } from '../../registry/images/fetchImage.ts'
import type { AvatarUrl } from './avatarUrl.ts'
import { nameSchema } from '../names/nameLookupRoute.ts'
import type { NameResolver } from '../names/nameResolver.ts'

const AVATAR_PATH = '/public/avatar'

/** A name's avatar URL: the configured public origin (never a request's Host) and the picture route. */
export function avatarUrlFrom(publicOrigin: PublicOrigin): AvatarUrl {
  return (name) => `${publicOrigin()}${AVATAR_PATH}/${encodeURIComponent(name)}`
}

/**
 * GET /public/avatar/:name: a name's avatar picture, fetched by the server through its outbound
 * policy (public hosts only, no redirects, size and time caps) and held to the registry's image
 * rules, served inert under the images' sandboxing CSP. /v1/identity answers this URL, so a
 * visitor's browser loads avatars from this server only, never from a host a name's owner chose.
 */
export function avatarRoute(names: NameResolver, image: (record: string) => Promise<StoredImage | undefined>) {
  return defineRoute({
    method: 'GET',
    url: `${AVATAR_PATH}/:name`,
    access: 'public',
    summary: "A name's avatar picture (PNG, JPEG, WebP or SVG), fetched and checked by the server",
    tags: ['images'],
    params: z.object({ name: nameSchema }),
    produces: 'image/*',
    errors: [404, 503],
    handler: async ({ params: { name } }, request, reply) => {
      const { avatarRecord } = await names(name).catch((error: unknown) => {
        if (!isRpcUnreachable(error)) throw error
        throw new HttpError(503, 'The naming service cannot be reached; try again shortly.', { cause: error })
      })
      if (!avatarRecord) throw notFound(`${name} has no avatar`)
      const picture = await image(avatarRecord)
      // The reason stays in the server's log: it would describe a place the name's owner chose.
      if (!picture) throw notFound(`The avatar of ${name} is not a picture this server can serve`)
      return sendImage(request, reply, picture.bytes, picture.type)
    },
  })
}
