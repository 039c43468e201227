import type { Address, Hash, Hex } from 'viem'

/**
 * What the indexer keeps of one block: its header (to notice when the chain under it was
 * replaced), its transactions and the value they moved. Nothing here is relative to an account
 * yet; addresses are lowercase so they compare as plain strings.
 */
export interface BlockActivity {
  header: BlockHeader
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
  /** The ERC-4337 user operations the transactions ran: a smart account's own transactions. */
  userOperations: IndexedUserOperation[]
}

export interface BlockHeader {
  number: bigint
  hash: Hash
  parentHash: Hash
  /** Seconds since the epoch. */
  timestamp: bigint
}

/** A mined transaction. */
export interface IndexedTransaction {
  hash: Hash
  blockNumber: bigint
  transactionIndex: number
  /** Block time, in seconds since the epoch. */
  timestamp: bigint
  from: Address
  /** The recipient, or the created contract for a deployment. */
  to: Address
  createsContract: boolean
  nonce: number
  /** Native value the sender attached, moved or not (a failed transaction moves nothing). */
  value: bigint
  /** The first four bytes of the call data, when there are any: which function was called. */
  selector: Hex | null
  status: 'confirmed' | 'failed'
}

/**
 * A user operation a bundle transaction ran (its EntryPoint's UserOperationEvent): for its smart
 * account, what a transaction is for an EOA. The call is read from the operation's call data where
 * the account kind is known (accountCalls.ts).
 */
export interface IndexedUserOperation {
  transactionHash: Hash
  /** Its UserOperationEvent's index in the block; also the logIndex of the native value its calls moved. */
  logIndex: number
  /** The user operation hash (what the bundler and EIP-5792 call it by). */
  hash: Hash
  /** The smart account. */
  sender: Address
  /** ERC-4337's nonce: a 192-bit key above a 64-bit sequence. */
  nonce: bigint
  /** The call's target; the account itself for a batch; null when its call data was not read. */
  to: Address | null
  /** Native value its calls attached, moved or not. */
  value: bigint
  /** The first four bytes of its one call's data, when there are any. */
  selector: Hex | null
  success: boolean
  /** Who paid its gas: a paymaster, or null for the account itself. */
  paymaster: Address | null
  /** What its gas cost, in wei (the EntryPoint's actualGasCost). */
  fee: bigint
}

/**
 * A movement of the native currency (token null), of an ERC-20 token (its contract address), or
 * of an NFT (the collection's address, with `nft` saying which token of which standard).
 */
export interface IndexedTransfer {
  transactionHash: Hash
  /** The Transfer log's index in its block; -1 for the transaction's own native value. */
  logIndex: number
  /** The position within an ERC-1155 TransferBatch log (one log, several tokens); 0 for every other log. */
  batchIndex?: number
  token: Address | null
  from: Address
  to: Address
  /** The amount in the smallest unit; for an NFT, how many of the token (always 1 for ERC-721). */
  amount: bigint
  nft?: NftReference
}

/** Which token of an NFT collection a transfer moved. */
export interface NftReference {
  standard: NftStandard
  tokenId: bigint
}

export const NFT_STANDARDS = ['erc721', 'erc1155'] as const
export type NftStandard = (typeof NFT_STANDARDS)[number]

/** logIndex of the native value a transaction carries, which has no log of its own (a user operation's uses its event's). */
export const NATIVE_TRANSFER_LOG_INDEX = -1

export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

/** Every account a block's activity concerns, per transaction: whose history lists it. */
export function participantsByTransaction(activity: Pick<BlockActivity, 'transactions' | 'transfers' | 'userOperations'>): Map<Hash, Set<Address>> {
  const participants = new Map<Hash, Set<Address>>()
  for (const transaction of activity.transactions) participants.set(transaction.hash, new Set([transaction.from, transaction.to]))
  for (const operation of activity.userOperations) participants.get(operation.transactionHash)?.add(operation.sender)
  for (const transfer of activity.transfers) {
    const set = participants.get(transfer.transactionHash)
    set?.add(transfer.from).add(transfer.to)
  }
  // The zero address "sends" every mint and "receives" every burn; it has no history worth keeping.
  for (const set of participants.values()) set.delete(ZERO_ADDRESS)
  return participants
}
