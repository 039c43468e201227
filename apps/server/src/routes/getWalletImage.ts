import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { notFound } from '../http/httpError.ts'
import { parseInput } from '../http/parseInput.ts'
import { sendSvg } from '../http/sendSvg.ts'
import { badgeSvg, initialsOf } from '../images/badgeSvg.ts'
import type { RegistryEntry } from '../registry/walletListing.ts'

const paramsSchema = z.object({ id: z.string().max(100) })

/** GET /getWalletImage/:id: the wallet's generated SVG, looked up by its listing's image_id. */
export function registerGetWalletImage(app: FastifyInstance, registry: readonly RegistryEntry[]): void {
  // Drawn once at startup: the registry is fixed for the process's life.
  const images = new Map(
    registry.map((wallet) => [
      wallet.id,
      badgeSvg({ id: wallet.id, title: wallet.name, label: initialsOf(wallet.name), colour: wallet.colour, shape: 'rounded-square' }),
    ]),
  )

  app.get('/getWalletImage/:id', async (request, reply) => {
    const { id } = parseInput(paramsSchema, request.params, 'params')
    const svg = images.get(id)
    if (!svg) throw notFound(`There is no wallet image with id "${id}"`)
    return sendSvg(request, reply, svg)
  })
}
