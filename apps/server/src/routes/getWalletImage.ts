import { z } from 'zod'
import { notFound } from '../http/httpError.ts'
import { defineRoute } from '../http/defineRoute.ts'
import { sendSvg } from '../http/sendSvg.ts'
import { badgeSvg, initialsOf } from '../images/badgeSvg.ts'
import type { RegistryEntry } from '../registry/walletListing.ts'

const paramsSchema = z.object({ id: z.string().max(100) })

/** GET /getWalletImage/:id: the wallet's generated SVG, looked up by its listing's image_id. */
export function getWalletImageRoute(registry: readonly RegistryEntry[]) {
  // Drawn once at startup: the registry is fixed for the process's life.
  const images = new Map(
    registry.map((wallet) => [
      wallet.id,
      badgeSvg({ id: wallet.id, title: wallet.name, label: initialsOf(wallet.name), colour: wallet.colour, shape: 'rounded-square' }),
    ]),
  )

  return defineRoute({
    method: 'GET',
    url: '/getWalletImage/:id',
    access: 'public',
    summary: "A wallet's image, by its listing's image_id",
    tags: ['registry'],
    params: paramsSchema,
    produces: 'image/svg+xml',
    errors: [404],
    handler: async ({ params: { id } }, request, reply) => {
      const svg = images.get(id)
      if (!svg) throw notFound(`There is no wallet image with id "${id}"`)
      return sendSvg(request, reply, svg)
    },
  })
}
