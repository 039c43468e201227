import type { WalletListing as CoreWalletListing } from '@foyer/core/internal'
import { z } from 'zod'
import type { SameShape } from '../sameShape.ts'

/** A wallet listing as /getWallets answers it (spec §3), checked at runtime by the tests. */
export const walletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  rdns: z.string().nullable(),
  chains: z.array(z.string()),
  homepage: z.string().nullable(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
})
export type WalletListing = z.infer<typeof walletListingSchema>

/** What /getWallets answers: the total after filters, and the requested page. */
export const walletsPageSchema = z.object({ count: z.number().int(), data: z.array(walletListingSchema) })
// The wire shape is the client's: a field renamed on either side fails the typecheck.
true satisfies SameShape<WalletListing, CoreWalletListing>

/** One wallet as the registry data writes it: the listing's facts plus what only the server uses. */
export interface RegistryEntry {
  /** Stable lowercase slug; also the wallet's image id. */
  id: string
  name: string
  /** EIP-6963 reverse-DNS id the wallet announces, when it has an injected provider. */
  rdns?: string
  homepage: string
  /** CAIP-2 ids of the main networks the wallet supports. */
  chains: readonly string[]
  /** Deep-link scheme or universal link that opens the wallet app on a phone. */
  mobile_link?: string
  /** Scheme that opens the wallet's desktop app. */
  desktop_link?: string
  /** URL of the wallet's web app, for web wallets. */
  webapp_link?: string
  /** Base colour of the wallet's generated image. */
  colour: `#${string}`
  /** In the registry's reviewed set; `badge_type=certified` keeps only these. */
  certified?: true
  /** Adds any EVM network by RPC (EIP-3085), so it matches every eip155 chain, a devnet's too. */
  customEvmNetworks?: true
}

export function toWalletListing(entry: RegistryEntry): WalletListing {
  return {
    id: entry.id,
    name: entry.name,
    image_id: entry.id,
    rdns: entry.rdns ?? null,
    chains: [...entry.chains],
    homepage: entry.homepage,
    mobile_link: entry.mobile_link ?? null,
    desktop_link: entry.desktop_link ?? null,
    webapp_link: entry.webapp_link ?? null,
  }
}
