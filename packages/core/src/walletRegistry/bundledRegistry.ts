import type { GetWalletsParams, RegistryClient } from '../api/registry.ts'

type RegistryChunk = typeof import('./index.ts')

/**
 * The wallet list of a modal without a Foyer server: the built-in registry (the server's own
 * default), loaded as a chunk of its own with the first page asked for, so the page's first load
 * does not carry it. Pages, include and exclude ids and search answer as `/getWallets` does; images
 * are the generated ones, as `data:` URLs (nothing is fetched).
 */
export function createBundledRegistryClient(): RegistryClient {
  let chunk: RegistryChunk | undefined
  let loading: Promise<RegistryChunk> | undefined
  const load = () => {
    loading ??= import('./index.ts').then((loaded) => (chunk = loaded))
    // A chunk that failed to load (the network dropped) is asked for again next time.
    loading.catch(() => (loading = undefined))
    return loading
  }
  const images = new Map<string, string>()
  return {
    async getWallets(params: GetWalletsParams, signal?: AbortSignal) {
      const { queryWallets, registryWallets } = await load()
      signal?.throwIfAborted()
      return queryWallets(registryWallets, {
        page: params.page,
        entries: params.entries,
        include: params.include ?? [],
        exclude: params.exclude ?? [],
        search: params.search,
        chains: params.chains ?? [],
        badge: params.badge_type,
      })
    },
    walletImageUrl(imageId: string) {
      if (!chunk) return undefined
      const known = images.get(imageId)
      if (known) return known
      const entry = chunk.registryWallets.find((wallet) => wallet.id === imageId)
      if (!entry) return undefined
      const url = `data:image/svg+xml,${encodeURIComponent(chunk.walletIconSvg(entry))}`
      images.set(imageId, url)
      return url
    },
  }
}
