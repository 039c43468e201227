import type { Transaction } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { de } from '../../core/src/messages/de/index.ts'
import { groupByDay } from '../src/views/Account/ActivityDays.ts'
import { summarizeTransaction } from '../src/views/Account/ActivitySummary.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function send(symbols: string[]): Transaction {
  return {
    id: 'tx',
    metadata: { operationType: 'send', hash: '0x01', minedAt: '2026-03-10T09:00:00Z', sentFrom: ALICE, sentTo: BOB, status: 'confirmed', nonce: 1, chain: 'eip155:31337' },
    transfers: symbols.map((symbol) => ({ direction: 'out', quantity: { numeric: '1' }, fungible_info: { name: symbol, symbol }, value: null, sender: ALICE, recipient: BOB })),
  } as unknown as Transaction
}

describe('the Activity list in German', () => {
  it('puts the amount before the verb and says who the other party was', () => {
    expect(summarizeTransaction(send(['ETH']), de.activity)).toMatchObject({ title: '1 ETH gesendet', counterparty: 'an 0x7099…79C8' })
    expect(summarizeTransaction(send(['ETH', 'DAI', 'USDC']), de.activity).title).toBe('1 ETH und 2 weitere gesendet')
  })

  it('names the days Heute and Gestern, and older days by German date', () => {
    const now = new Date(2026, 2, 10, 12)
    const at = (date: Date) => ({ ...send(['ETH']), id: String(date.getTime()), metadata: { ...send(['ETH']).metadata, minedAt: date.toISOString() } }) as Transaction
    const days = groupByDay([at(new Date(2026, 2, 10, 9)), at(new Date(2026, 2, 9, 9)), at(new Date(2026, 2, 2, 9))], now, de.activity)
    expect(days.map((day) => day.label)).toEqual(['Heute', 'Gestern', 'Mo., 2. März'])
  })
})
