// @vitest-environment happy-dom
import { sendStateOf, type NamespaceModule, type NamespaceSends, type Network, type SendQuote } from '@foyer/core/internal'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WalletSendPreviewView from '../src/walletFeatures/WalletSend/WalletSendPreviewView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

/**
 * The review says the refusal a namespace's quote found (a least balance its accounts keep: polkadot's
 * existential deposit) in words, before anything is signed, and does not send. The namespace here is
 * a stand-in declared in this file, whose sends quote what the test sets: the view asks its module
 * and knows nothing of polkadot.
 */
const SENDER = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const RECEIVER = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const network: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
let quoted: SendQuote = { fee: 0n, accountRent: 0n }
const sends: NamespaceSends = {
  feeReserve: async () => 0n,
  quote: async () => quoted,
  needsQuote: true,
  request: async () => {
    throw new Error('a refused send is never requested')
  },
}
const module: NamespaceModule<'polkadot'> = {
  namespace: 'polkadot',
  address: { isValid: (text) => /^1[1-9A-HJ-NP-Za-km-z]{46,47}$/.test(text.trim()), key: (address) => address },
  services: ['balance', 'send'],
  texts: { en: { receiverPlaceholder: 'Polkadot address' } },
  load: async () => ({ prepare: async () => undefined, sends: async () => sends }),
}

afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
})

async function review(amount: string) {
  api.answer = (path) =>
    path === '/v1/supported-chains'
      ? { status: 200, body: { http: [network.caipNetworkId], ws: [] } }
      : path.endsWith('/balance')
        ? { status: 200, body: { balances: [{ name: 'Polkadot', symbol: 'DOT', chainId: network.caipNetworkId, value: null, price: 5, iconUrl: '', quantity: { decimals: '10', numeric: '10' } }] } }
        : { status: 503, body: {} }
  const wallet = mockConnector({ chain: 'polkadot', addresses: [SENDER], chainId: network.id })
  const foyer = createFoyerInstance({
    projectId: 'send',
    apiUrl: api.url,
    networks: [network],
    adapters: [mockAdapter('polkadot', [wallet], module)],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
  await act(() => foyer.client.connect(wallet))
  await vi.waitFor(() => expect(foyer.client.ctx.chains.chain('polkadot')?.accountState.tokenBalance).toHaveLength(1), { timeout: 10_000 })
  sendStateOf(foyer.client.ctx).set({ amount, receiver: RECEIVER })
  const view = await mount(foyer, createElement(WalletSendPreviewView, { data: undefined }))
  await view.until(() => expect(view.container.querySelector('[data-testid=send-fee]')?.textContent).toMatch(/DOT/))
  return { view, wallet }
}

describe('Send review: the network’s own refusal, before signing', () => {
  it('a receiver’s account opened below the least an account holds: says the least it can be sent, and Send stays off', async () => {
    quoted = { fee: 150_000_000n, accountRent: 0n, refusal: { problem: 'belowMinimum', minimum: 10_000_000_000n } }
    const { view, wallet } = await review('0.5')
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe('The least you can send to this address is 1 DOT.')
    expect(button(view.container, 'Send')?.disabled).toBe(true)
    expect(wallet.calls.filter((call) => call.method === 'rpc')).toEqual([])
  })

  it('a sender left below it after the fee: says that least and the most it can send, and Send stays off', async () => {
    quoted = { fee: 150_000_000n, accountRent: 0n, refusal: { problem: 'leavesBelowMinimum', minimum: 10_000_000_000n, most: 89_850_000_000n } }
    const { view } = await review('9.5')
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe(
      'That would leave your account with less than 1 DOT, the least an account keeps on Polkadot. You can send at most 8.985 DOT.',
    )
    expect(button(view.container, 'Send')?.disabled).toBe(true)
  })

  it('a quote without a refusal leaves Send on', async () => {
    quoted = { fee: 150_000_000n, accountRent: 0n }
    const { view } = await review('1')
    expect(view.container.querySelector('[role=alert]')).toBeNull()
    expect(button(view.container, 'Send')?.disabled).toBe(false)
  })
})
