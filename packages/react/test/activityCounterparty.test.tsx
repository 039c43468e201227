// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import type { Transaction } from '@foyer/core/internal'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ActivityRow } from '../src/views/Account/ActivityRow.tsx'
import { createFoyerInstance } from './foyerInstance.ts'
import { api, mount } from './viewHarness.ts'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ADA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const STRANGER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
})

function sentTo(recipient: string): Transaction {
  return {
    id: `eip155:1:0x${recipient}`,
    metadata: { minedAt: '2026-03-02T14:05:00.000Z', chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: ME, sentTo: recipient, hash: '0xabc', nonce: 1 },
    transfers: [{ direction: 'out', sender: ME, recipient, fungible_info: { name: 'Ether', symbol: 'ETH', icon: null }, quantity: { decimals: '18', numeric: '0.5' }, value: null, price: null }],
  }
}

async function row(transaction: Transaction) {
  const wallet = mockConnector({ addresses: [ME], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'activity',
    apiUrl: api.url,
    networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
  await act(() => foyer.client.connect(wallet))
  return mount(foyer, createElement('ul', null, createElement(ActivityRow, { transaction })))
}

describe('Activity names its counterparties', () => {
  it("a send to an address with a name reads 'to ada.eth', with the full address as its title", async () => {
    api.answer = (path) => (path.startsWith(`/v1/identity/${ADA}`) ? { status: 200, body: { name: 'ada.eth', avatar: null } } : { status: 200, body: { name: null, avatar: null } })
    const view = await row(sentTo(ADA))
    await view.until(() => expect(view.container.querySelector('.foyer-activity-sub')?.textContent).toBe('to ada.eth'))
    expect(view.container.querySelector('.foyer-activity-sub')?.getAttribute('title')).toBe(ADA)
  })

  it('an address without a name stays shortened, and so does one whose name the server cannot tell', async () => {
    api.answer = (path) => (path.startsWith('/v1/identity/') ? { status: 200, body: { name: null, avatar: null } } : { status: 503, body: {} })
    const named = await row(sentTo(STRANGER))
    await named.until(() => expect(named.container.querySelector('.foyer-activity-sub')?.textContent).toBe('to 0x3C44…93BC'))
    expect(named.container.querySelector('.foyer-activity-sub')?.hasAttribute('title')).toBe(false)
    api.answer = () => ({ status: 503, body: { message: 'away' } })
    const away = await row(sentTo(ADA))
    expect(away.container.querySelector('.foyer-activity-sub')?.textContent).toBe('to 0x7099…79C8')
  })
})
