/**
 * The wallet registry (spec §7 `/getWallets`, `apps/server/src/routes/getWallets.ts`). Core reads
 * it on the page's first load, so its reader trusts the answer (api/registry.ts) rather than load
 * a schema: the interface in types.ts is tied to this schema below.
 */
import * as z from 'zod/mini'
import type { WalletListing } from '../types.ts'
import type { ApiRoute } from './apiRoute.ts'

const link = z.nullable(z.string())

/** A wallet listing (spec §3). */
export const walletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  rdns: link,
  chains: z.array(z.string()),
  homepage: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  /** Where to get the wallet (https): its extensions' and apps' store pages, its desktop download. */
  chrome_store: link,
  firefox_store: link,
  app_store: link,
  play_store: link,
  desktop_download: link,
})

export const WALLETS_ROUTES = {
  /** The total after filters, and the requested page. */
  wallets: {
    method: 'GET',
    path: '/getWallets',
    query: z.object({
      page: z.optional(z.string()),
      entries: z.optional(z.string()),
      include: z.optional(z.string()),
      exclude: z.optional(z.string()),
      search: z.optional(z.string()),
      chains: z.optional(z.string()),
      badge_type: z.optional(z.enum(['none', 'certified'])),
    }),
    response: z.object({ count: z.int(), data: z.array(walletListingSchema) }),
  },
} as const satisfies Record<string, ApiRoute>

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<z.output<typeof walletListingSchema>, WalletListing>
