import { formatUnits, getAddress, type Address } from 'viem'
import type { Eip155NetworkId } from '../caip.ts'
import type { IndexedTransaction, IndexedTransfer, IndexedUserOperation } from './blockActivity.ts'
import { operationType, transferDirection } from './operationType.ts'
import { UNKNOWN_TOKEN, type TokenMetadata } from './tokenMetadata.ts'
import type { Transaction, TransactionTransfer } from './transactionSchema.ts'

/** A transaction as the history reads it back: the chain it is on, all the value it moved and the user operations it ran. */
export interface StoredTransaction extends IndexedTransaction {
  chainId: Eip155NetworkId
  transfers: IndexedTransfer[]
  userOperations: IndexedUserOperation[]
}

/** What shaping needs to know about the transaction's chain. */
export interface ChainPresentation {
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** USD price of one unit of the native currency, when the server knows one. */
  nativePriceUsd: number | undefined
  /** Metadata of a token this chain's transfers moved (stored by the indexer). */
  token(address: Address): TokenMetadata | undefined
  /** USD price of one unit of a token, when the server knows one. */
  tokenPriceUsd(address: Address): number | undefined
  /** URL of a symbol's icon, when the server has one. */
  iconUrl(symbol: string): string | null
  /** How an NFT of this chain shows (read before shaping: nftCatalogue.ts). */
  nft(contract: Address, tokenId: bigint): NftPresentation
}

/** An NFT as a transfer shows it: spec §3's nft_info. */
export interface NftPresentation {
  name: string
  isSpam: boolean
  /** Its picture on this server, or null. */
  imageUrl: string | null
}

/**
 * The Transaction entity of spec §3 for one account: the operation and the directions are its
 * side of the transaction, and only the transfers that concern it are listed. For a smart account
 * whose user operation the transaction ran, its side is that operation: sent from the account, to
 * the operation's call, with the operation's nonce and outcome (the bundler's transaction may
 * succeed while the operation fails).
 */
export function toTransaction(stored: StoredTransaction, account: Address, chain: ChainPresentation): Transaction {
  const transfers = stored.transfers.flatMap((transfer) => {
    const direction = transferDirection(transfer, account)
    return direction ? [toTransfer(transfer, direction, chain)] : []
  })
  const side = accountSide(stored, account)
  return {
    id: `${stored.chainId}:${stored.hash}`,
    metadata: {
      minedAt: new Date(Number(stored.timestamp) * 1000).toISOString(),
      chain: stored.chainId,
      operationType: operationType(side, stored.transfers, account),
      status: side.status,
      sentFrom: getAddress(side.from),
      sentTo: getAddress(side.to),
      hash: stored.hash,
      nonce: side.nonce,
    },
    transfers,
  }
}

/** The low 64 bits of an ERC-4337 nonce: the sequence under its key, what counts up like an EOA's nonce. */
const NONCE_SEQUENCE = (1n << 64n) - 1n

/** The transaction as the account made it: the transaction itself, or the account's user operation in it. */
function accountSide(stored: StoredTransaction, account: Address): IndexedTransaction {
  const operation = stored.userOperations.find((each) => each.sender === account)
  if (!operation) return stored
  return {
    ...stored,
    from: operation.sender,
    to: operation.to ?? operation.sender,
    createsContract: false,
    nonce: Number(operation.nonce & NONCE_SEQUENCE),
    value: operation.value,
    selector: operation.selector,
    status: operation.success ? 'confirmed' : 'failed',
  }
}

function toTransfer(transfer: IndexedTransfer, direction: TransactionTransfer['direction'], chain: ChainPresentation): TransactionTransfer {
  if (transfer.nft && transfer.token) return toNftTransfer(transfer, transfer.token, transfer.nft.tokenId, direction, chain)
  const metadata = transfer.token ? (chain.token(transfer.token) ?? UNKNOWN_TOKEN) : chain.nativeCurrency
  const price = transfer.token ? chain.tokenPriceUsd(transfer.token) : chain.nativePriceUsd
  const numeric = formatUnits(transfer.amount, metadata.decimals)
  const iconUrl = chain.iconUrl(metadata.symbol)
  return {
    direction,
    sender: getAddress(transfer.from),
    recipient: getAddress(transfer.to),
    fungible_info: { name: metadata.name, symbol: metadata.symbol, icon: iconUrl ? { url: iconUrl } : null },
    quantity: { decimals: String(metadata.decimals), numeric },
    value: price === undefined ? null : roundFiat(Number(numeric) * price),
    price: price ?? null,
  }
}

/** An NFT's transfer: its nft_info, how many moved (1 for an ERC-721), and no price (the server knows none for NFTs). */
function toNftTransfer(transfer: IndexedTransfer, contract: Address, tokenId: bigint, direction: TransactionTransfer['direction'], chain: ChainPresentation): TransactionTransfer {
  const nft = chain.nft(contract, tokenId)
  return {
    direction,
    sender: getAddress(transfer.from),
    recipient: getAddress(transfer.to),
    nft_info: { name: nft.name, flags: { is_spam: nft.isSpam }, content: { preview: nft.imageUrl ? { url: nft.imageUrl } : null } },
    quantity: { decimals: '0', numeric: String(transfer.amount) },
    value: null,
    price: null,
  }
}

/** Drops binary floating-point noise (0.30000000000000004); 8 places outlast any fiat display. */
function roundFiat(value: number): number {
  return Math.round(value * 1e8) / 1e8
}
