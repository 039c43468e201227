import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { NFT_STANDARDS } from './blockActivity.ts'

/**
 * The activity index: what the indexer records of each followed chain, and the participants table
 * the history pages through. Addresses and hashes are lowercase 0x hex; chains are eip155 ids;
 * amounts are exact integers in the smallest unit (numeric(78), wide enough for a uint256).
 */

const chainId = () => bigint('chain_id', { mode: 'number' }).notNull()
const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' }).notNull()

/** Per chain: the last block recorded, where indexing resumes and what the chain is checked against. */
export const activityCursors = pgTable('activity_cursors', {
  chainId: bigint('chain_id', { mode: 'number' }).primaryKey(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
})

export const activityTransactions = pgTable(
  'activity_transactions',
  {
    chainId: chainId(),
    hash: text('hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    transactionIndex: integer('transaction_index').notNull(),
    /** Block time, seconds since the epoch. */
    blockTimestamp: bigint('block_timestamp', { mode: 'bigint' }).notNull(),
    fromAddress: text('from_address').notNull(),
    /** The recipient, or the created contract. */
    toAddress: text('to_address').notNull(),
    createsContract: boolean('creates_contract').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    value: uint256('value'),
    selector: text('selector'),
    status: text('status', { enum: ['confirmed', 'failed'] }).notNull(),
  },
  (table) => [primaryKey({ name: 'activity_transactions_pk', columns: [table.chainId, table.hash] })],
)

/**
 * Native value (log_index -1, no token), ERC-20 Transfer logs, and NFT transfers (token_id and
 * nft_standard set; an ERC-1155 TransferBatch log is one row per id, told apart by batch_index).
 */
export const activityTransfers = pgTable(
  'activity_transfers',
  {
    chainId: chainId(),
    transactionHash: text('transaction_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    batchIndex: integer('batch_index').notNull().default(0),
    token: text('token'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: uint256('amount'),
    tokenId: numeric('token_id', { precision: 78, scale: 0, mode: 'bigint' }),
    nftStandard: text('nft_standard', { enum: NFT_STANDARDS }),
  },
  (table) => [
    primaryKey({ name: 'activity_transfers_pk', columns: [table.chainId, table.transactionHash, table.logIndex, table.batchIndex] }),
    // An account's NFT holdings sum what reached it and what left it: one index scan each way.
    index('activity_transfers_nft_to').on(table.toAddress, table.chainId).where(sql`${table.tokenId} is not null`),
    index('activity_transfers_nft_from').on(table.fromAddress, table.chainId).where(sql`${table.tokenId} is not null`),
    // The image route serves only NFTs seen moving: one lookup by collection and token.
    index('activity_transfers_nft_token').on(table.token, table.tokenId, table.chainId).where(sql`${table.tokenId} is not null`),
  ],
)

/**
 * The ERC-4337 user operations a transaction ran, one row per UserOperationEvent: a smart account's
 * side of the bundle (its call, its nonce, whether it succeeded, who paid its gas and what it cost).
 */
export const activityUserOperations = pgTable(
  'activity_user_operations',
  {
    chainId: chainId(),
    transactionHash: text('transaction_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    hash: text('hash').notNull(),
    sender: text('sender').notNull(),
    nonce: uint256('nonce'),
    /** The call's target, the account itself for a batch, or null when its call data was not read. */
    toAddress: text('to_address'),
    value: uint256('value'),
    selector: text('selector'),
    success: boolean('success').notNull(),
    paymaster: text('paymaster'),
    fee: uint256('fee'),
  },
  (table) => [primaryKey({ name: 'activity_user_operations_pk', columns: [table.chainId, table.transactionHash, table.logIndex] })],
)

/**
 * One row per account a transaction concerns, keyed in history order, so a page is one backward
 * scan of the primary key from the cursor's position.
 */
export const activityParticipants = pgTable(
  'activity_participants',
  {
    account: text('account').notNull(),
    blockTimestamp: bigint('block_timestamp', { mode: 'bigint' }).notNull(),
    chainId: chainId(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    transactionIndex: integer('transaction_index').notNull(),
    transactionHash: text('transaction_hash').notNull(),
  },
  (table) => [
    primaryKey({ name: 'activity_participants_pk', columns: [table.account, table.blockTimestamp, table.chainId, table.blockNumber, table.transactionIndex] }),
    // Forgetting a replaced chain deletes by chain.
    index('activity_participants_chain_block').on(table.chainId, table.blockNumber),
  ],
)

/** ERC-20 metadata, read once per token and chain. */
export const activityTokens = pgTable(
  'activity_tokens',
  {
    chainId: chainId(),
    address: text('address').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: smallint('decimals').notNull(),
  },
  (table) => [primaryKey({ name: 'activity_tokens_pk', columns: [table.chainId, table.address] })],
)
