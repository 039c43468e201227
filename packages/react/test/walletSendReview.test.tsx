// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { sendStateOf } from '@foyer/core/internal'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WalletSendPreviewView from '../src/walletFeatures/WalletSend/WalletSendPreviewView.tsx'
import { api, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

/** Send's review shows the exact amount the chain will move (P13 finding 17): every decimal of the token, never the list's three. */
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const balance = (symbol: string, numeric: string, decimals: number, price: number, caip?: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(caip && { address: caip }),
  value: null,
  price,
  iconUrl: '',
  quantity: { decimals: String(decimals), numeric },
})

afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
})

describe('Send review: the exact amount', () => {
  it('1.234567 USDC shows as 1.234567 USDC on Review Send (not 1.234), with its fiat value', async () => {
    api.answer = (path) =>
      path === '/v1/supported-chains'
        ? { status: 200, body: { http: ['eip155:1'], ws: [] } }
        : path.endsWith('/balance')
          ? { status: 200, body: { balances: [balance('ETH', '1', 18, 3000), balance('USDC', '1234.5', 6, 1, USDC)] } }
          : { status: 503, body: {} }
    const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
    const network = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })
    const foyer = createFoyerInstance({
      projectId: 'send',
      apiUrl: api.url,
      networks: [network],
      adapters: [mockAdapter('eip155', [wallet])],
      features: { email: false, socials: false, analytics: false },
      devMode: false,
    })
    await act(() => foyer.client.connect(wallet))
    await vi.waitFor(() => expect(foyer.client.ctx.chains.chain('eip155')?.accountState.tokenBalance).toHaveLength(2), { timeout: 10_000 })
    sendStateOf(foyer.client.ctx).set({ token: USDC, amount: '1.234567', receiver: RECEIVER })
    const view = await mount(foyer, createElement(WalletSendPreviewView, { data: undefined }))
    const amount = () => view.container.querySelector('[data-testid=send-amount]')
    await view.until(() => expect(amount()?.firstChild?.textContent).toBe('1.234567 USDC'))
    expect(amount()?.querySelector('small')?.textContent).toBe('$1.23')
  })
})
