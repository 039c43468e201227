import { z } from 'zod'
import { caipNetworkIdSchema } from '../caip.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { queryWallets } from '@foyer/core/wallets'
import { walletsPageSchema } from './walletListing.ts'
import type { WalletRegistrySource } from './walletRegistrySource.ts'

/** spec §9: a wallet page holds 40 entries, a search up to 100. */
const DEFAULT_ENTRIES = 40
const MAX_ENTRIES = 100

/** GET /getWallets: one page of the registry, filtered; answers `{ count, data: WalletListing[] }`. */
export function getWalletsRoute(source: Pick<WalletRegistrySource, 'entries' | 'generation'>) {
  // A GET route's parsed query is one object per distinct URL (defineRoute keeps them): a repeated
  // query's JSON answer is built once per version of the list (an upstream's refresh changes it).
  const answers = new WeakMap<object, { generation: number; answer: string }>()
  return defineRoute({
    method: 'GET',
    url: '/getWallets',
    access: 'project',
    summary: 'One page of the wallet registry, filtered by ids, search and chains',
    tags: ['registry'],
    querystring: getWalletsQuerySchema,
    response: walletsPageSchema,
    handler: async ({ query }, _request, reply) => {
      const generation = source.generation()
      let kept = answers.get(query)
      if (kept?.generation !== generation) {
        const { badge_type, ...filters } = query
        kept = { generation, answer: JSON.stringify(queryWallets(source.entries(), { ...filters, badge: badge_type })) }
        answers.set(query, kept)
      }
      return reply.type('application/json; charset=utf-8').send(kept.answer)
    },
  })
}

const getWalletsQuerySchema = z.object({
  page: wholeNumber({ min: 1, max: 100_000 }).default(1),
  entries: wholeNumber({ min: 1, max: MAX_ENTRIES }).default(DEFAULT_ENTRIES),
  include: commaSeparated(z.string().max(100)).default([]),
  exclude: commaSeparated(z.string().max(100)).default([]),
  search: z.string().max(100).optional(),
  chains: commaSeparated(caipNetworkIdSchema).default([]),
  badge_type: z.enum(['none', 'certified']).optional(),
})

/** A query-string integer: digits only (no "1e2", " 5", "0x10"), then range-checked. */
function wholeNumber({ min, max }: { min: number; max: number }) {
  return z
    .string()
    .regex(/^-?\d{1,16}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max))
}

/** "a, b,,c" → ["a", "b", "c"]; each item checked by `item`, at most 500 of them. */
function commaSeparated<Item extends z.ZodType<unknown, string>>(item: Item) {
  return z
    .string()
    .max(10_000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(500))
}
