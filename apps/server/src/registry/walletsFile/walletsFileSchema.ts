import { z } from 'zod'
import { appLinkSchema, chainsSchema, isPageLink, pageLinkSchema, rdnsSchema, walletIdSchema, walletNameSchema } from '../listingFields.ts'

/** Past this a wallets file is a mistake (the whole public WalletConnect registry is under 1,000). */
export const MAX_FILE_WALLETS = 2000

/**
 * One wallet as an operator writes it in the wallets file (FOYER_WALLETS_FILE, docs/wallets.md):
 * the listing's fields as /getWallets answers them, and `image`, a file beside the wallets file or
 * an https URL. Unknown fields are refused: a misspelt one would otherwise be ignored without a word.
 */
const fileWalletSchema = z.strictObject({
  id: walletIdSchema,
  name: walletNameSchema,
  image: z
    .string()
    .min(1)
    .max(2000)
    .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || isPageLink(value), 'must be a path to an image file (relative to the wallets file) or an https URL')
    .optional(),
  rdns: rdnsSchema.optional(),
  chains: chainsSchema.min(1, 'must list the CAIP-2 ids of the networks the wallet supports, like ["eip155:1"]'),
  homepage: pageLinkSchema.optional(),
  mobile_link: appLinkSchema.optional(),
  desktop_link: appLinkSchema.optional(),
  webapp_link: pageLinkSchema.optional(),
  chrome_store: pageLinkSchema.optional(),
  firefox_store: pageLinkSchema.optional(),
  app_store: pageLinkSchema.optional(),
  play_store: pageLinkSchema.optional(),
  desktop_download: pageLinkSchema.optional(),
  /** In the reviewed set that `badge_type=certified` keeps. */
  certified: z.boolean().optional(),
  /** Adds any EVM network by RPC, so it matches every eip155 chain. */
  custom_evm_networks: z.boolean().optional(),
})
export type FileWallet = z.output<typeof fileWalletSchema>

export const walletsFileSchema = z
  .strictObject({
    wallets: z.array(fileWalletSchema).min(1, 'must list at least one wallet').max(MAX_FILE_WALLETS),
  })
  .superRefine((file, context) => {
    const seen = new Map<string, number>()
    file.wallets.forEach((wallet, index) => {
      const first = seen.get(wallet.id)
      if (first === undefined) seen.set(wallet.id, index)
      else context.addIssue({ code: 'custom', path: ['wallets', index, 'id'], message: `is "${wallet.id}" again: wallets[${first}] already has it` })
    })
  })
