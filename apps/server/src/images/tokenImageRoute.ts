import { z } from 'zod'
import { notFound } from '../kernel/http/httpError.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { sendSvg } from '../kernel/http/sendSvg.ts'
import { badgeSvg } from './badgeSvg.ts'
import { colourForKey } from '@foyer/core/wallets'

const paramsSchema = z.object({ symbol: z.string().max(20) })

/** The path a TokenBalance's iconUrl points at. */
export function tokenImagePath(symbol: string): string {
  return `/public/getTokenImage/${encodeURIComponent(symbol)}`
}

/**
 * GET /public/getTokenImage/:symbol: a round SVG for a symbol the configured chains know
 * (native currencies and tokens), matched case-insensitively.
 */
export function getTokenImageRoute(chains: readonly { nativeCurrency: { symbol: string }; tokens: readonly { symbol: string }[] }[]) {
  const symbols = new Set(chains.flatMap((chain) => [chain.nativeCurrency.symbol, ...chain.tokens.map((token) => token.symbol)]).map((symbol) => symbol.toUpperCase()))
  const images = new Map([...symbols].map((symbol) => [symbol, badgeSvg({ id: `token-${symbol}`, title: symbol, label: symbol.slice(0, 4), colour: colourForKey(symbol), shape: 'circle' })]))

  return defineRoute({
    method: 'GET',
    url: '/public/getTokenImage/:symbol',
    access: 'public',
    summary: "A token's image, by its symbol",
    tags: ['images'],
    params: paramsSchema,
    produces: 'image/svg+xml',
    errors: [404],
    handler: async ({ params: { symbol } }, request, reply) => {
      const svg = images.get(symbol.toUpperCase())
      if (!svg) throw notFound(`There is no token image for symbol "${symbol}"`)
      return sendSvg(request, reply, svg)
    },
  })
}
