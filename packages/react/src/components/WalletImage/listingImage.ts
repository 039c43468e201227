import type { CustomWallet, WalletConnector, WalletListing } from '@foyer/core/internal'

/**
 * The image of a registry listing or a host's wallet: the wallet's own announced icon when it is in
 * this browser (EIP-6963 gives it as a data URI), else the Foyer server's image of it (the
 * server serves every listing's image itself), else the host's image_url for a custom wallet.
 */
export function listingImageUrl(listing: WalletListing | CustomWallet, connectors: readonly WalletConnector[], walletImageUrl: (imageId: string) => string | undefined): string | undefined {
  const announced = listing.rdns ? connectors.find((connector) => connector.info?.rdns === listing.rdns && connector.imageUrl) : undefined
  if (announced?.imageUrl) return announced.imageUrl
  return 'image_id' in listing ? walletImageUrl(listing.image_id) : listing.image_url
}
