// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import type { Transaction, TransactionTransfer } from '@foyer/core/internal'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { createFoyer } from '../src/index.ts'
import { ActivityRow } from '../src/views/Account/ActivityRow.tsx'
import { summarizeTransaction } from '../src/views/Account/ActivitySummary.ts'
import { api, mount } from './viewHarness.ts'

/**
 * Activity's list rounds to three decimals (spec §9), and an entry has no detail view of its own (it
 * opens the explorer): the row carries the exact amount the chain moved as its title (hover) and as
 * what a screen reader reads (P13 finding 17).
 */
const ME = '0x1111111111111111111111111111111111111111'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function usdc(direction: TransactionTransfer['direction'], numeric: string): TransactionTransfer {
  return { direction, sender: ME, recipient: BOB, fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } }, quantity: { decimals: '6', numeric }, value: null, price: null }
}

const sent = (numeric: string): Transaction => ({
  id: 'eip155:1:0xsend',
  metadata: { minedAt: '2026-03-02T14:05:00.000Z', chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: ME, sentTo: BOB, hash: '0xabc', nonce: 1 },
  transfers: [usdc('out', numeric)],
})

describe('Activity: the list rounds, the entry keeps the exact amount', () => {
  it('Sent 1.234567 USDC: the title rounds to 1.234, the exact title keeps every decimal; an amount that fits three decimals has no second title', () => {
    expect(summarizeTransaction(sent('1.234567'))).toMatchObject({ title: 'Sent 1.234 USDC', exactTitle: 'Sent 1.234567 USDC' })
    expect(summarizeTransaction(sent('1.5')).exactTitle).toBeUndefined()
  })

  it('the row shows 1.234 and gives 1.234567 as its title and to screen readers', async () => {
    const foyer = createFoyer({
      projectId: 'activity',
      apiUrl: api.url,
      networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })],
      features: { email: false, socials: false, analytics: false },
      devMode: false,
    })
    const view = await mount(foyer, createElement('ul', null, createElement(ActivityRow, { transaction: sent('1.234567'), explorerUrl: 'https://etherscan.io' })))
    const title = view.container.querySelector<HTMLElement>('.foyer-activity-title')!
    expect(title.title).toBe('Sent 1.234567 USDC')
    expect(title.querySelector('[aria-hidden=true]')?.textContent).toBe('Sent 1.234 USDC')
    expect(title.querySelector('.foyer-visually-hidden')?.textContent).toBe('Sent 1.234567 USDC')
  })
})
