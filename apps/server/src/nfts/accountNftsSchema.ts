import type { AccountNfts as CoreAccountNfts } from '@foyer/core/internal'
import { z } from 'zod'
import { NFT_STANDARDS } from '../activity/blockActivity.ts'
import type { SameShape } from '../sameShape.ts'

/** One NFT an account holds, as GET /v1/account/:address/nfts answers it. */
const accountNftSchema = z.object({
  /** CAIP-2 id of its chain. */
  chainId: z.string(),
  /** The collection's contract, checksummed. */
  contract: z.string(),
  /** The token id, as a decimal string (ids are uint256). */
  tokenId: z.string(),
  standard: z.enum(NFT_STANDARDS),
  /** How many of it the account holds, as a decimal string (1 for an ERC-721). */
  amount: z.string(),
  /** Its metadata's name, else its collection's name and id. */
  name: z.string(),
  collection: z.object({ name: z.string() }),
  /** Its picture, served by this server; null when its metadata names none. */
  imageUrl: z.string().nullable(),
  /** Flagged by the spam rule (nfts/nftSpamRule.ts); only listed with includeSpam=true. */
  isSpam: z.boolean(),
})

export const accountNftsSchema = z.object({ nfts: z.array(accountNftSchema) })

export type AccountNfts = z.infer<typeof accountNftsSchema>
// The wire shape is the client's: a field renamed on either side fails the typecheck.
true satisfies SameShape<AccountNfts, CoreAccountNfts>
