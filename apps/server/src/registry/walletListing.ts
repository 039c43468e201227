import { walletListingSchema, WALLETS_ROUTES } from '@foyer/core/protocol'
import type { z } from 'zod'

/** A wallet listing as /getWallets answers it (spec §3): the protocol's (`@foyer/core/protocol`), which core's WalletListing is tied to. */
export { walletListingSchema }
export type WalletListing = z.infer<typeof walletListingSchema>

/** What /getWallets answers: the total after filters, and the requested page. */
export const walletsPageSchema = WALLETS_ROUTES.wallets.response

/** The registry's data (an entry, its listing) is core's, which the modal also lists from when it has no server (`@foyer/core/wallets`). */
export { toWalletListing, type RegistryEntry, type WalletImageSource } from '@foyer/core/wallets'
