import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from '../src/activity/historyCursor.ts'

const position = { timestamp: 1_767_000_000n, chainId: 31337, blockNumber: 12n, transactionIndex: 3 }

describe('history cursor', () => {
  it('is opaque (base64url) and decodes to the position it was made from', () => {
    const cursor = encodeHistoryCursor(position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(cursor)).toEqual(position)
  })

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['base64url of something else', Buffer.from('hello').toString('base64url')],
    ['another version', Buffer.from('v2.1.1.1.1').toString('base64url')],
    ['a negative number', Buffer.from('v1.-1.31337.1.1').toString('base64url')],
    ['a block number beyond 64 bits', Buffer.from(`v1.1.31337.${2n ** 64n}.1`).toString('base64url')],
    ['absurdly long', 'A'.repeat(500)],
  ])('a cursor this server did not issue (%s) decodes to nothing', (_case, cursor) => {
    expect(decodeHistoryCursor(cursor)).toBeUndefined()
  })
})
