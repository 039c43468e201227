import { z } from 'zod'
import { appLinkSchema, chainsSchema, pageLinkSchema, rdnsSchema, walletIdSchema, walletNameSchema } from '../listingFields.ts'

/**
 * One listing as an upstream registry answers it: the shape of Foyer's own /getWallets (spec §3),
 * checked field by field as an operator's file is. Fields it adds are ignored; the download
 * fields may be missing (a registry that predates them).
 */
export const upstreamListingSchema = z.object({
  id: walletIdSchema,
  name: walletNameSchema,
  image_id: z.string().min(1).max(200),
  rdns: rdnsSchema.nullish(),
  chains: chainsSchema,
  homepage: pageLinkSchema.nullish(),
  mobile_link: appLinkSchema.nullish(),
  desktop_link: appLinkSchema.nullish(),
  webapp_link: pageLinkSchema.nullish(),
  chrome_store: pageLinkSchema.nullish(),
  firefox_store: pageLinkSchema.nullish(),
  app_store: pageLinkSchema.nullish(),
  play_store: pageLinkSchema.nullish(),
  desktop_download: pageLinkSchema.nullish(),
})
export type UpstreamListing = z.output<typeof upstreamListingSchema>

/** A page of the upstream's /getWallets; its listings are checked one by one, so one bad listing costs only itself. */
export const upstreamPageSchema = z.object({
  count: z.number().int().min(0),
  data: z.array(z.unknown()).max(1000),
})
