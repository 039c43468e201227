import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from '../../src/activity/historyCursor.ts'

const position = { timestamp: 1_767_000_000n, chainId: 31337, blockNumber: 12n, transactionIndex: 3 }
const NOT_ISSUED = 'is not a cursor this server issued; ask for the first page without one, then pass on the `next` it answers'
const cursorOf = (text: string) => Buffer.from(text).toString('base64url')

describe('history cursor', () => {
  it('is opaque (base64url) and decodes to the position it was made from', () => {
    const cursor = encodeHistoryCursor(position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(cursor)).toEqual({ position })
  })

  it('decodes the largest numbers the database stores (bigint, integer)', () => {
    const largest = { timestamp: 2n ** 63n - 1n, chainId: Number.MAX_SAFE_INTEGER, blockNumber: 2n ** 63n - 1n, transactionIndex: 2 ** 31 - 1 }
    expect(decodeHistoryCursor(encodeHistoryCursor(largest))).toEqual({ position: largest })
  })

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['base64url of something else', cursorOf('hello')],
    ['another version', cursorOf('v2.1.1.1.1')],
    ['a negative number', cursorOf('v1.-1.31337.1.1')],
    ['absurdly long', 'A'.repeat(500)],
  ])('a cursor this server did not issue (%s) is refused as such', (_case, cursor) => {
    expect(decodeHistoryCursor(cursor)).toEqual({ problem: NOT_ISSUED })
  })

  it.each([
    // The cursor of finding P13-10: v1.9223372036854775808.31337.7.0, a block time of 2^63 (PostgreSQL's bigint ends at 2^63 - 1).
    ['djEuOTIyMzM3MjAzNjg1NDc3NTgwOC4zMTMzNy43LjA', 'a block time of 9223372036854775808, past the largest this server stores (9223372036854775807)'],
    [cursorOf(`v1.1.31337.${2n ** 63n}.1`), 'a block number of 9223372036854775808, past the largest this server stores (9223372036854775807)'],
    [cursorOf(`v1.1.31337.${2n ** 64n}.1`), 'a block number of 18446744073709551616, past the largest this server stores (9223372036854775807)'],
    [cursorOf(`v1.1.${2 ** 53}.1.1`), 'a chain id of 9007199254740992, past the largest this server stores (9007199254740991)'],
    [cursorOf(`v1.1.31337.1.${2 ** 31}`), 'a transaction index of 2147483648, past the largest this server stores (2147483647)'],
  ])('a cursor holding a number out of range (%s) says which number', (cursor, problem) => {
    expect(decodeHistoryCursor(cursor)).toEqual({ problem: `holds ${problem}: it is not a cursor this server issued; ask for the first page without one` })
  })
})
