import { z } from 'zod'
import { notFound } from '../kernel/http/httpError.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { sendImage } from '../kernel/http/sendImage.ts'
import { walletIconSvg } from '@foyer/core/wallets'
import type { StoredImage } from './images/fetchImage.ts'
import type { WalletImageCache } from './images/walletImageCache.ts'
import type { RegistryEntry } from './walletListing.ts'
import type { WalletRegistrySource } from './walletRegistrySource.ts'

const paramsSchema = z.object({ id: z.string().max(100) })

export interface WalletImages {
  source: Pick<WalletRegistrySource, 'byId'>
  /** The images an operator's wallets file names as files, read at start, by wallet id. */
  fileImages: ReadonlyMap<string, StoredImage>
  /** Images the listings name by URL, fetched on first request and kept. */
  cache: Pick<WalletImageCache, 'get'>
}

/**
 * GET /getWalletImage/:id: a listed wallet's image, by its listing's image_id (its id). The
 * listing's own image when it has one the server could read or fetch, else Foyer's generated one:
 * the modal only ever loads wallet images from this route.
 */
export function getWalletImageRoute({ source, fileImages, cache }: WalletImages) {
  const generated = new WeakMap<RegistryEntry, string>()
  const generatedFor = (entry: RegistryEntry) => {
    let svg = generated.get(entry)
    if (svg === undefined) {
      svg = walletIconSvg({ id: entry.id, name: entry.name, colour: entry.colour, mark: entry.mark })
      generated.set(entry, svg)
    }
    return svg
  }
  const ownImage = (entry: RegistryEntry): Promise<StoredImage | undefined> | StoredImage | undefined => {
    if (entry.image?.kind === 'file') return fileImages.get(entry.id)
    if (entry.image?.kind === 'url') return cache.get(entry.id, entry.image.url)
    return undefined
  }

  return defineRoute({
    method: 'GET',
    url: '/getWalletImage/:id',
    access: 'public',
    summary: "A wallet's image (PNG, JPEG, WebP or SVG), by its listing's image_id",
    tags: ['registry'],
    params: paramsSchema,
    produces: 'image/*',
    errors: [404],
    handler: async ({ params: { id } }, request, reply) => {
      const entry = source.byId(id)
      if (!entry) throw notFound(`There is no wallet image with id "${id}"`)
      const own = await ownImage(entry)
      if (own) return sendImage(request, reply, own.bytes, own.type)
      return sendImage(request, reply, generatedFor(entry), 'image/svg+xml')
    },
  })
}
