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
const NOT_ISSUED = 'is not a cursor this server issued; ask for the first page without one, then pass on the `next` it answers'

/**
 * The largest each number may be: what its column holds (PostgreSQL's bigint and integer are
 * signed), so a forged cursor is refused here with a 400 and never reaches the database.
 */
const FIELDS = [
  { name: 'a block time', max: 2n ** 63n - 1n },
  { name: 'a chain id', max: BigInt(Number.MAX_SAFE_INTEGER) },
  { name: 'a block number', max: 2n ** 63n - 1n },
  { name: 'a transaction index', max: 2n ** 31n - 1n },
] as const

/** A cursor's position, or what is wrong with it (the 400's words, after `querystring.cursor`). */
export type DecodedHistoryCursor = { position: HistoryPosition } | { problem: string }

export function encodeHistoryCursor(position: HistoryPosition): string {
  const text = [VERSION, position.timestamp, position.chainId, position.blockNumber, position.transactionIndex].join('.')
  return Buffer.from(text, 'utf8').toString('base64url')
}

/** The position a cursor stands for; anything this server did not issue is refused, saying why. */
export function decodeHistoryCursor(cursor: string): DecodedHistoryCursor {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(cursor)) return { problem: NOT_ISSUED }
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match) return { problem: NOT_ISSUED }
  const numbers = match.slice(1).map((part) => BigInt(part!))
  for (const [index, { name, max }] of FIELDS.entries()) {
    if (numbers[index]! > max) {
      return { problem: `holds ${name} of ${numbers[index]}, past the largest this server stores (${max}): it is not a cursor this server issued; ask for the first page without one` }
    }
  }
  const [timestamp, chainId, blockNumber, transactionIndex] = numbers as [bigint, bigint, bigint, bigint]
  return { position: { timestamp, chainId: Number(chainId), blockNumber, transactionIndex: Number(transactionIndex) } }
}
