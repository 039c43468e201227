import { ACCOUNT_NFTS_ROUTES } from '@foyer/core/protocol'
import type { z } from 'zod'

/**
 * The NFTs an account holds, as GET /v1/account/:address/nfts answers them: the protocol's
 * (`@foyer/core/protocol`), which the modal reads them with.
 */
export const accountNftsSchema = ACCOUNT_NFTS_ROUTES.accountNfts.response

export type AccountNfts = z.infer<typeof accountNftsSchema>
