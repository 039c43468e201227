import { z } from 'zod'

const KiB = 1024
const MiB = 1024 * KiB

/**
 * Where the registry's listings come from besides the built-in dev list, and what their images may
 * cost. The server fetches and keeps every listing image and serves it from /getWalletImage, so the
 * modal asks no other origin.
 */
export const walletRegistrySettingsSchema = z
  .object({
    /** An operator's wallets file (FOYER_WALLETS_FILE, docs/wallets.md): listed instead of the built-in list. */
    walletsFile: z.string().min(1).optional(),
    /** A registry speaking Foyer's /getWallets (FOYER_WALLET_REGISTRY_URL): its listings follow the file's. */
    upstreamUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://registry.example.com/?projectId=…' }).optional(),
    /** How often the upstream's list is read again; the last good one is kept meanwhile. */
    upstreamRefreshMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    /** One image past this is refused, and its generated image served (FOYER_WALLET_IMAGE_MAX_BYTES). */
    imageMaxBytes: z
      .number()
      .int()
      .min(KiB)
      .max(8 * MiB)
      .default(256 * KiB),
    /** One image fetch, and one upstream page, within this (FOYER_WALLET_IMAGE_TIMEOUT_MS). */
    imageTimeoutMs: z.number().int().min(100).max(60_000).default(5000),
    /** Every kept image together (FOYER_WALLET_IMAGE_CACHE_BYTES): the least recently served go first. */
    imageCacheBytes: z
      .number()
      .int()
      .min(64 * KiB)
      .max(1024 * MiB)
      .default(32 * MiB),
  })
  .refine((settings) => settings.imageMaxBytes <= settings.imageCacheBytes, {
    path: ['imageMaxBytes'],
    message: 'must be at most imageCacheBytes: an image larger than the whole cache could never be kept',
  })
export type WalletRegistrySettings = z.output<typeof walletRegistrySettingsSchema>

/** An upstream page's body past this is refused (100 listings are ~60 KB). */
export const UPSTREAM_MAX_PAGE_BYTES = 2 * MiB
/** Listings past this many are not read from an upstream. */
export const UPSTREAM_MAX_WALLETS = 5000
/** A failed image is not fetched again for this long. */
export const IMAGE_RETRY_AFTER_MS = 10 * 60_000
