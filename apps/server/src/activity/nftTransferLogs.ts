import { parseAbiItem, parseEventLogs, type Address, type TransactionReceipt } from 'viem'
import type { IndexedTransfer } from './blockActivity.ts'

/** ERC-721's Transfer: from, to and the token id all indexed (four topics), no data. */
const erc721Transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)')
/** ERC-1155's transfers: one id and value, or lists of them, moved by an operator. */
const erc1155Single = parseAbiItem('event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)')
const erc1155Batch = parseAbiItem('event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)')

/**
 * The NFT transfers of a receipt (a failed transaction has none): ERC-721 Transfer logs, and
 * ERC-1155 TransferSingle and TransferBatch logs, one transfer per id of a batch (batchIndex says
 * which). Logs that do not decode strictly are not NFT transfers; a batch whose lists differ in
 * length is malformed and skipped.
 */
export function nftTransfers(receipt: TransactionReceipt): IndexedTransfer[] {
  const transfers: IndexedTransfer[] = []
  const base = (log: { logIndex: number; address: Address }, from: Address, to: Address) => ({
    transactionHash: receipt.transactionHash,
    logIndex: log.logIndex,
    token: lower(log.address),
    from: lower(from),
    to: lower(to),
  })
  for (const log of parseEventLogs({ abi: [erc721Transfer], logs: receipt.logs, strict: true })) {
    transfers.push({ ...base(log, log.args.from, log.args.to), amount: 1n, nft: { standard: 'erc721', tokenId: log.args.tokenId } })
  }
  for (const log of parseEventLogs({ abi: [erc1155Single, erc1155Batch], logs: receipt.logs, strict: true })) {
    if (log.eventName === 'TransferSingle') {
      transfers.push({ ...base(log, log.args.from, log.args.to), amount: log.args.value, nft: { standard: 'erc1155', tokenId: log.args.id } })
      continue
    }
    const { ids, values } = log.args
    if (ids.length !== values.length) continue
    ids.forEach((id, batchIndex) => {
      transfers.push({ ...base(log, log.args.from, log.args.to), batchIndex, amount: values[batchIndex]!, nft: { standard: 'erc1155', tokenId: id } })
    })
  }
  return transfers.sort((a, b) => a.logIndex - b.logIndex || (a.batchIndex ?? 0) - (b.batchIndex ?? 0))
}

function lower(address: Address): Address {
  return address.toLowerCase() as Address
}
