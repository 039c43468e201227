import { parseEventLogs, parseAbiItem, type PublicClient, type TransactionReceipt } from 'viem'
import { NATIVE_TRANSFER_LOG_INDEX, type BlockActivity, type IndexedTransaction, type IndexedTransfer, type IndexedUserOperation } from './blockActivity.ts'
import { nftTransfers } from './nftTransferLogs.ts'
import { userOperationActivity } from './userOperationActivity.ts'

/** ERC-20's Transfer: from and to indexed, the amount in the data. ERC-721's has its id indexed too, so it does not match (nftTransferLogs.ts reads it). */
const erc20Transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

/**
 * Reads one block's activity: every transaction with its outcome, the native value of the
 * successful ones, the ERC-20, ERC-721 and ERC-1155 transfer logs they emitted, and the user
 * operations they ran with the native value those moved. Two RPC calls per block (the block
 * with its transactions, and all its receipts), which the batching transport sends together.
 */
export async function readBlockActivity(client: PublicClient, blockNumber: bigint): Promise<BlockActivity> {
  const [block, receipts] = await Promise.all([client.getBlock({ blockNumber, includeTransactions: true }), client.getBlockReceipts({ blockNumber })])
  const receiptByHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transactions: IndexedTransaction[] = []
  const transfers: IndexedTransfer[] = []
  const userOperations: IndexedUserOperation[] = []

  for (const transaction of block.transactions) {
    const receipt = receiptByHash.get(transaction.hash)
    if (!receipt) throw new Error(`Block ${blockNumber} has no receipt for ${transaction.hash}; the node answered inconsistently`)
    const to = transaction.to ?? receipt.contractAddress
    if (!to) throw new Error(`Contract creation ${transaction.hash} has no contract address in its receipt`)
    const status = receipt.status === 'success' ? 'confirmed' : 'failed'
    const indexed: IndexedTransaction = {
      hash: transaction.hash,
      blockNumber,
      transactionIndex: transaction.transactionIndex,
      timestamp: block.timestamp,
      from: lower(transaction.from),
      to: lower(to),
      createsContract: transaction.to === null,
      nonce: transaction.nonce,
      value: transaction.value,
      selector: transaction.input.length >= 10 ? (transaction.input.slice(0, 10).toLowerCase() as `0x${string}`) : null,
      status,
    }
    transactions.push(indexed)
    if (status === 'confirmed' && indexed.value > 0n) {
      transfers.push({
        transactionHash: indexed.hash,
        logIndex: NATIVE_TRANSFER_LOG_INDEX,
        token: null,
        from: indexed.from,
        to: indexed.to,
        amount: indexed.value,
      })
    }
    transfers.push(...tokenTransfers(receipt), ...nftTransfers(receipt))
    const bundled = userOperationActivity(transaction, receipt)
    userOperations.push(...bundled.operations)
    transfers.push(...bundled.transfers)
  }

  return {
    header: { number: block.number, hash: block.hash, parentHash: block.parentHash, timestamp: block.timestamp },
    transactions,
    transfers,
    userOperations,
  }
}

/** The ERC-20 Transfer logs of a receipt (a failed transaction has none). Logs that do not decode are not ERC-20 transfers. */
function tokenTransfers(receipt: TransactionReceipt): IndexedTransfer[] {
  return parseEventLogs({ abi: [erc20Transfer], logs: receipt.logs, strict: true }).map((log) => ({
    transactionHash: receipt.transactionHash,
    logIndex: log.logIndex,
    token: lower(log.address),
    from: lower(log.args.from),
    to: lower(log.args.to),
    amount: log.args.value,
  }))
}

function lower(address: `0x${string}`): `0x${string}` {
  return address.toLowerCase() as `0x${string}`
}
