/**
 * The history's page cursor: the position of the last transaction a page showed, in the order
 * pages are read (newest first: block time, then chain, block and position in the block, all
 * descending). Opaque to callers: base64url of `v1.<time>.<chain>.<block>.<index>`.
 */
export interface HistoryPosition {
  /** Block time, seconds since the epoch. */
  timestamp: bigint
  /** The eip155 chain id. */
  chainId: number
  blockNumber: bigint
  transactionIndex: number
}

const VERSION = 'v1'
const CURSOR_TEXT = /^v1\.(\d{1,20})\.(\d{1,16})\.(\d{1,20})\.(\d{1,10})$/
const MAX_UINT64 = 2n ** 64n - 1n

export function encodeHistoryCursor(position: HistoryPosition): string {
  const text = [VERSION, position.timestamp, position.chainId, position.blockNumber, position.transactionIndex].join('.')
  return Buffer.from(text, 'utf8').toString('base64url')
}

/** The position a cursor stands for, or undefined for anything this server did not issue. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(cursor)) return undefined
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match) return undefined
  const [timestamp, chainId, blockNumber, transactionIndex] = match.slice(1).map((part) => BigInt(part!)) as [bigint, bigint, bigint, bigint]
  if (timestamp > MAX_UINT64 || blockNumber > MAX_UINT64 || chainId > BigInt(Number.MAX_SAFE_INTEGER) || transactionIndex > 2n ** 31n) {
    return undefined
  }
  return { timestamp, chainId: Number(chainId), blockNumber, transactionIndex: Number(transactionIndex) }
}
