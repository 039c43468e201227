import type { Address, Hash } from 'viem'
import type { Eip155NetworkId } from '../caip.ts'
import type { BlockActivity, NftStandard } from './blockActivity.ts'
import type { HistoryPosition } from './historyCursor.ts'
import type { StoredTransaction } from './toTransaction.ts'
import type { TokenMetadata } from './tokenMetadata.ts'

/** The last block the indexer has recorded for a chain: where it resumes, and what it checks the chain against. */
export interface IndexCursor {
  number: bigint
  hash: Hash
}

/** One page of an account's stored transactions, newest first, and whether more follow. */
export interface StoredHistoryPage {
  transactions: StoredTransaction[]
  /** Position of the last transaction listed, when a next page exists. */
  nextAfter: HistoryPosition | undefined
  /** Recorded metadata of the tokens these transactions moved, by `<chainId>:<lowercase address>`. */
  tokens: Map<string, TokenMetadata>
}

/**
 * Where the indexer writes and the history reads: the database tables of the activity feature.
 * Each write is atomic, rows and cursor together, so a crash never leaves a block half recorded.
 */
export interface ActivityLedger {
  cursor(chainId: Eip155NetworkId): Promise<IndexCursor | undefined>
  /** Records consecutive blocks (and the tokens first seen in them), and moves the cursor to the last. */
  recordBlocks(chainId: Eip155NetworkId, blocks: readonly BlockActivity[], newTokens: ReadonlyMap<Address, TokenMetadata>): Promise<void>
  /** Forgets everything recorded for a chain (it was replaced: an anvil restart, a reorg). */
  forgetChain(chainId: Eip155NetworkId): Promise<void>
  /** Token metadata recorded for a chain, by lowercase address. */
  tokens(chainId: Eip155NetworkId): Promise<Map<Address, TokenMetadata>>
  /** An account's transactions (lowercase address) on the given chains, newest first, after a position. */
  history(query: { account: Address; chainIds: readonly Eip155NetworkId[]; after?: HistoryPosition; limit: number }): Promise<StoredHistoryPage>
  /** The NFTs an account (lowercase) holds on a chain by its recorded transfers: what reached it less what left it, where positive. */
  nftHoldings(query: { account: Address; chainId: Eip155NetworkId; limit: number }): Promise<NftHolding[]>
  /** The standard of an NFT the index has seen moving, or undefined for one it has not. */
  nftStandard(query: { chainId: Eip155NetworkId; contract: Address; tokenId: bigint }): Promise<NftStandard | undefined>
}

/** One NFT an account holds, by its recorded transfers. */
export interface NftHolding {
  /** The collection's contract, lowercase. */
  contract: Address
  tokenId: bigint
  standard: NftStandard
  /** How many of it (1 for an ERC-721). */
  amount: bigint
}
