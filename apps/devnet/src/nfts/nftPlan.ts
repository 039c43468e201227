import { builderBadgeArt, earlyVisitorBadgeArt, nightGardenArt, openDoorArt, spamVoucherArt, sunriseArt } from './nftArt.ts'
import type { NftMetadata } from './nftMetadata.ts'

/**
 * The devnet's NFT collections: an ERC-721 and an ERC-1155 seeded to dev accounts 0 and 1, and
 * an ERC-721 airdropped to account 0 unasked, named like real spam, so the NFT list has something
 * to hide. Deployed from NFT_DEPLOYER_INDEX, not account 0 (whose nonces deploy the ERC-20s), at
 * that account's nonces 0, 1, 2…, so their addresses are fixed.
 */

/** Dev account 8 deploys the collections: no other seeding or test sends from it. */
export const NFT_DEPLOYER_INDEX = 8

export interface Nft721Plan {
  standard: 'erc721'
  name: string
  symbol: string
  /** Airdropped unasked and named to lure: what a server should flag as spam. */
  spam: boolean
  /** Token ids 1, 2, 3…, each with its metadata and its holder's dev-account index. */
  tokens: (NftMetadata & { holder: number })[]
}

export interface Nft1155Plan {
  standard: 'erc1155'
  name: string
  spam: boolean
  /** Token ids 1, 2, 3…, each with its metadata and how many each dev account holds. */
  tokens: (NftMetadata & { balances: Record<number, number> })[]
}

export type NftCollectionPlan = Nft721Plan | Nft1155Plan

const sketches: Nft721Plan = {
  standard: 'erc721',
  name: 'Foyer Sketches',
  symbol: 'SKETCH',
  spam: false,
  tokens: [
    { name: 'Sunrise Over the Foyer', description: 'A sun rising between two green hills.', svg: sunriseArt(), holder: 0 },
    { name: 'Night Garden', description: 'A crescent moon over three flowers.', svg: nightGardenArt(), holder: 0 },
    { name: 'Open Door', description: 'Warm light through an open door.', svg: openDoorArt(), holder: 1 },
  ],
}

const badges: Nft1155Plan = {
  standard: 'erc1155',
  name: 'Foyer Badges',
  spam: false,
  tokens: [
    { name: 'Early Visitor Badge', description: 'For those who came in first.', svg: earlyVisitorBadgeArt(), balances: { 0: 2, 1: 1 } },
    { name: 'Builder Badge', description: 'For those who built the place.', svg: builderBadgeArt(), balances: { 0: 1 } },
  ],
}

const spamDrop: Nft721Plan = {
  standard: 'erc721',
  name: 'Claim $5000 reward at foyer-bonus.example',
  symbol: 'CLAIM',
  spam: true,
  tokens: [{ name: '$5000 Reward Voucher', description: 'Visit foyer-bonus.example to claim your reward now!', svg: spamVoucherArt(), holder: 0 }],
}

/** Each chain's collections in deployment order; the L2 has none, so its history stays as the ERC-20s left it. */
export const devnetNftPlan: Record<number, NftCollectionPlan[]> = {
  31337: [sketches, badges, spamDrop],
  31338: [],
}
