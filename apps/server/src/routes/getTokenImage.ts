import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { notFound } from '../http/httpError.ts'
import { parseInput } from '../http/parseInput.ts'
import { sendSvg } from '../http/sendSvg.ts'
import { badgeSvg } from '../images/badgeSvg.ts'
import { colourForKey } from '../images/colour.ts'
import type { ChainConfig } from '../serverConfig.ts'

const paramsSchema = z.object({ symbol: z.string().max(20) })

/** The path a TokenBalance's iconUrl points at. */
export function tokenImagePath(symbol: string): string {
  return `/public/getTokenImage/${encodeURIComponent(symbol)}`
}

/**
 * GET /public/getTokenImage/:symbol: a round SVG for a symbol the configured chains know
 * (native currencies and tokens), matched case-insensitively.
 */
export function registerGetTokenImage(app: FastifyInstance, chains: readonly ChainConfig[]): void {
  const symbols = new Set(
    chains.flatMap((chain) => [chain.nativeCurrency.symbol, ...chain.tokens.map((token) => token.symbol)]).map(
      (symbol) => symbol.toUpperCase(),
    ),
  )
  const images = new Map(
    [...symbols].map((symbol) => [
      symbol,
      badgeSvg({ id: `token-${symbol}`, title: symbol, label: symbol.slice(0, 4), colour: colourForKey(symbol), shape: 'circle' }),
    ]),
  )

  app.get('/public/getTokenImage/:symbol', async (request, reply) => {
    const { symbol } = parseInput(paramsSchema, request.params, 'params')
    const svg = images.get(symbol.toUpperCase())
    if (!svg) throw notFound(`There is no token image for symbol "${symbol}"`)
    return sendSvg(request, reply, svg)
  })
}
