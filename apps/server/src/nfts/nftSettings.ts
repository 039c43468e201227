import { z } from 'zod'

/** `eip155:<chain>:0x<40 hex>`: a collection, CAIP-10 style. */
const listedCollectionSchema = z
  .string()
  .trim()
  .regex(/^eip155:[1-9]\d{0,15}:0x[0-9a-fA-F]{40}$/, 'must be a collection like eip155:1:0x… (its chain, a colon, its contract address)')

/** The NFT module's settings. */
export const nftSettingsSchema = z.object({
  /** Collections the operator calls spam, whatever their names say (see nftSpamRule.ts). */
  spamContracts: z.array(listedCollectionSchema).max(10_000).default([]),
  /**
   * Whether metadata and images may be fetched from loopback, private and link-local addresses.
   * Off: a collection's tokenURI cannot make the server reach its own network. Tests turn it on.
   */
  allowPrivateHosts: z.boolean().default(false),
})
export type NftSettings = z.output<typeof nftSettingsSchema>

/** FOYER_NFT_SPAM_CONTRACTS: collections separated by commas or whitespace. */
export function listedCollections(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean)
}
