import type { FoyerContext } from './context.ts'
import type { Network } from './types.ts'

/**
 * Where a network's image is: the host's `assets.imageUrl`; else, with a Foyer server, the server's
 * image of its `assets.imageId` (`/public/getAssetImage/{id}`, spec §7); else none (the modal draws
 * the network's initial).
 */
export function networkImageUrl(ctx: Pick<FoyerContext, 'server'>, network: Network): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const imageId = network.assets?.imageId
  return imageId && ctx.server ? ctx.server.http.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`) : undefined
}

/** The Foyer server's image of a fiat currency (`/public/getCurrencyImage/{id}`, spec §7); none without a server. */
export function currencyImageUrl(ctx: Pick<FoyerContext, 'server'>, currencyId: string): string | undefined {
  return ctx.server?.http.url(`/public/getCurrencyImage/${encodeURIComponent(currencyId.toLowerCase())}`)
}

/** The imageId the Foyer server knows a network it serves by: its CAIP-2 id with a dash for the colon. */
export function servedNetworkImageId(caipNetworkId: string): string {
  return caipNetworkId.replace(':', '-')
}
