import type { OperationType, Transaction, TransactionTransfer } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { groupByDay } from '../src/views/Account/ActivityDays.ts'
import { displayAmount, summarizeTransaction } from '../src/views/Account/ActivitySummary.ts'

const ME = '0x1111111111111111111111111111111111111111'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function transfer(direction: TransactionTransfer['direction'], symbol: string, numeric: string, value: number | null = null): TransactionTransfer {
  return {
    direction,
    sender: direction === 'in' ? BOB : ME,
    recipient: direction === 'in' ? ME : BOB,
    fungible_info: { name: symbol, symbol, icon: { url: `https://icons.example/${symbol}.svg` } },
    quantity: { decimals: '18', numeric },
    value,
    price: null,
  }
}

function tx(operationType: OperationType, transfers: TransactionTransfer[], extra: Partial<Transaction['metadata']> = {}): Transaction {
  return {
    id: `eip155:1:0x${operationType}`,
    metadata: { minedAt: '2026-03-02T14:05:00.000Z', chain: 'eip155:1', operationType, status: 'confirmed', sentFrom: ME, sentTo: TOKEN, hash: '0xabc', nonce: 1, ...extra },
    transfers,
  }
}

describe('activity rows say what happened', () => {
  it("a send: 'Sent 0.01 ETH' to the transfer's recipient (not the contract called), with its fiat value", () => {
    expect(summarizeTransaction(tx('send', [transfer('out', 'ETH', '0.01', 30)]))).toMatchObject({
      title: 'Sent 0.01 ETH',
      counterparty: 'to 0x7099…79C8',
      kind: 'out',
      detail: '$30.00',
      iconUrl: 'https://icons.example/ETH.svg',
    })
  })

  it("a receive: 'Received 25 USDC' from its sender", () => {
    expect(summarizeTransaction(tx('receive', [transfer('in', 'USDC', '25')]))).toMatchObject({ title: 'Received 25 USDC', counterparty: 'from 0x7099…79C8', kind: 'in' })
  })

  it('a trade names both sides', () => {
    expect(summarizeTransaction(tx('trade', [transfer('out', 'USDC', '30'), transfer('in', 'ETH', '0.01')])).title).toBe('Swapped 30 USDC for 0.01 ETH')
  })

  it('several transfers one way: the first, and how many more', () => {
    expect(summarizeTransaction(tx('send', [transfer('out', 'ETH', '1'), transfer('out', 'DAI', '2'), transfer('out', 'USDC', '3')])).title).toBe('Sent 1 ETH and 2 more')
  })

  it('a failed transaction says it failed and shows no amount', () => {
    const summary = summarizeTransaction(tx('send', [], { status: 'failed', sentTo: BOB }))
    expect(summary).toMatchObject({ title: 'Send failed', failed: true, counterparty: 'to 0x7099…79C8' })
    expect(summary.detail).toBeUndefined()
  })

  it('a contract created, an allowance and a contract call say what happened in words and name the contract', () => {
    expect(summarizeTransaction(tx('deploy', []))).toMatchObject({ title: 'Created a contract', counterparty: 'at 0x5FbD…0aa3' })
    expect(summarizeTransaction(tx('approve', []))).toMatchObject({ title: 'Allowed spending of a token', counterparty: 'token 0x5FbD…0aa3' })
    expect(summarizeTransaction(tx('execute', []))).toMatchObject({ title: 'Contract call', counterparty: 'with 0x5FbD…0aa3' })
  })

  it('a contract whose constructor paid its creator says so in its title, its value beside the time', () => {
    const summary = summarizeTransaction(tx('deploy', [transfer('in', 'USDC', '1250.5', 1250.5)]))
    expect(summary.title).toBe('Created a contract and received 1,250.5 USDC')
    expect(summary.detail).toBe('$1,250.50')
  })

  it("an amount too small for 3 decimals reads '<0.001', never 0", () => {
    expect(displayAmount('0.000001')).toBe('<0.001')
    expect(displayAmount('0')).toBe('0')
    expect(displayAmount('1250.5')).toBe('1,250.5')
  })
})

describe('activity days', () => {
  it('groups newest-first transactions into Today, Yesterday and dated days', () => {
    const now = new Date(2026, 2, 10, 12, 0)
    const at = (date: Date) => tx('send', [], { minedAt: date.toISOString() })
    const days = groupByDay([at(new Date(2026, 2, 10, 9)), at(new Date(2026, 2, 10, 8)), at(new Date(2026, 2, 9, 23)), at(new Date(2026, 2, 2, 10)), at(new Date(2025, 11, 31, 10))], now)
    expect(days.map((day) => [day.label, day.transactions.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Mon, Mar 2', 1],
      ['Dec 31, 2025', 1],
    ])
  })
})
