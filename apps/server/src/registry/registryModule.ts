import { resolve } from 'node:path'
import { z } from 'zod'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import { RELATIVE_PATHS_ROOT } from '../kernel/installPaths.ts'
import { getWalletImageRoute } from './walletImageRoute.ts'
import { getWalletsRoute } from './getWalletsRoute.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { createWalletImageCache } from './images/walletImageCache.ts'
import { referenceWalletEntry } from './referenceWallet.ts'
import { IMAGE_RETRY_AFTER_MS, UPSTREAM_MAX_PAGE_BYTES, UPSTREAM_MAX_WALLETS, walletRegistrySettingsSchema } from './registrySettings.ts'
import { createWalletRegistrySource } from './walletRegistrySource.ts'
import { registryWallets } from '@foyer/core/wallets'
import { readWalletsFile } from './walletsFile/readWalletsFile.ts'

const webWalletUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of a web wallet' })

/**
 * The wallet registry: /getWallets and the wallets' images. It lists the built-in dev registry, or
 * an operator's wallets file, and an upstream registry's listings when one is configured; every
 * image is served from here (docs/wallets.md).
 */
export const registryModule = defineServerModule({
  name: 'registry',
  settings: {
    /** A web wallet listed first in the registry (the dev stack lists its reference WalletConnect wallet). */
    referenceWalletUrl: webWalletUrl.optional(),
    walletRegistry: walletRegistrySettingsSchema.prefault({}),
  },
  env: {
    variables: {
      FOYER_REFERENCE_WALLET_URL: webWalletUrl.optional(),
      FOYER_WALLETS_FILE: z.string().optional(),
      FOYER_WALLET_REGISTRY_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://registry.example.com/?projectId=…' })
        .or(z.literal(''))
        .optional(),
      FOYER_WALLET_REGISTRY_REFRESH_MINUTES: positiveWholeNumber().optional(),
      FOYER_WALLET_IMAGE_MAX_BYTES: positiveWholeNumber().optional(),
      FOYER_WALLET_IMAGE_TIMEOUT_MS: positiveWholeNumber().optional(),
      FOYER_WALLET_IMAGE_CACHE_BYTES: positiveWholeNumber().optional(),
    },
    about: {
      FOYER_REFERENCE_WALLET_URL: { default: 'none', meaning: 'a web wallet listed first in the registry (the dev stack lists its reference WalletConnect wallet)' },
      FOYER_WALLETS_FILE: { default: 'none: the built-in dev registry', meaning: 'the wallet listings to serve (`docs/wallets.md`)' },
      FOYER_WALLET_REGISTRY_URL: { default: 'none', meaning: "an upstream registry speaking `/getWallets`, whose listings follow the file's" },
      FOYER_WALLET_REGISTRY_REFRESH_MINUTES: { default: '`60`', meaning: 'how often the upstream registry is read again' },
      FOYER_WALLET_IMAGE_MAX_BYTES: { default: '`262144`', meaning: "bytes of one wallet image fetched from a listing's URL" },
      FOYER_WALLET_IMAGE_TIMEOUT_MS: { default: '`5000`', meaning: 'time to fetch one wallet image' },
      FOYER_WALLET_IMAGE_CACHE_BYTES: { default: '`33554432`', meaning: 'bytes of wallet images kept in memory' },
    },
    read: (vars) => ({
      referenceWalletUrl: vars.FOYER_REFERENCE_WALLET_URL,
      walletRegistry: {
        walletsFile: vars.FOYER_WALLETS_FILE ? resolve(RELATIVE_PATHS_ROOT, vars.FOYER_WALLETS_FILE) : undefined,
        upstreamUrl: vars.FOYER_WALLET_REGISTRY_URL || undefined,
        upstreamRefreshMinutes: vars.FOYER_WALLET_REGISTRY_REFRESH_MINUTES,
        imageMaxBytes: vars.FOYER_WALLET_IMAGE_MAX_BYTES,
        imageTimeoutMs: vars.FOYER_WALLET_IMAGE_TIMEOUT_MS,
        imageCacheBytes: vars.FOYER_WALLET_IMAGE_CACHE_BYTES,
      },
    }),
  },
  install: async (app, { settings }) => {
    const options = settings.walletRegistry
    const warn = (message: string) => app.log.warn(message)
    const file = options.walletsFile ? readWalletsFile(options.walletsFile, { maxBytes: options.imageMaxBytes, cacheBytes: options.imageCacheBytes }) : undefined
    const source = createWalletRegistrySource({
      local: file?.entries ?? registryWallets,
      fileEntries: file?.entries,
      upstream: options.upstreamUrl
        ? {
            url: options.upstreamUrl,
            refreshMs: options.upstreamRefreshMinutes * 60_000,
            limits: { timeoutMs: options.imageTimeoutMs, maxPageBytes: UPSTREAM_MAX_PAGE_BYTES, maxWallets: UPSTREAM_MAX_WALLETS },
          }
        : undefined,
      leading: settings.referenceWalletUrl
        ? referenceWalletEntry(
            settings.referenceWalletUrl,
            settings.chains.eip155.map((c) => c.caipNetworkId),
          )
        : undefined,
      warn,
    })
    app.addHook('onClose', async () => source.close())
    // The first read of an upstream is waited for, a little: a slow one is listed when it answers.
    await firstOf(source.start(), options.imageTimeoutMs * 2)
    const cache = createWalletImageCache({
      maxBytes: options.imageMaxBytes,
      timeoutMs: options.imageTimeoutMs,
      cacheBytes: options.imageCacheBytes,
      retryAfterMs: IMAGE_RETRY_AFTER_MS,
      warn,
    })
    return [getWalletsRoute(source), getWalletImageRoute({ source, fileImages: file?.images ?? new Map(), cache })]
  },
})

/** Waits for `promise`, or `ms` at most. */
async function firstOf(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([promise, new Promise<void>((done) => (timer = setTimeout(done, ms)))])
  clearTimeout(timer)
}
