// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { solanaNetwork } from '@foyer/adapter-solana'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AccountView from '../src/views/Account/AccountView.tsx'
import WalletReceiveView from '../src/walletFeatures/WalletReceive/WalletReceiveView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETHEREUM = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })
const OPTIMISM = evmNetwork({ id: 10, name: 'OP Mainnet', rpcUrl: 'http://127.0.0.1:1' })
const SOLANA = solanaNetwork({ genesisHash: 'mainnet', name: 'Solana', rpcUrl: 'http://127.0.0.1:1' })

async function connectedFoyer(features: Record<string, boolean> = {}) {
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'receive',
    apiUrl: api.url,
    networks: [ETHEREUM, OPTIMISM, SOLANA],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false, ...features },
    devMode: false,
  })
  await act(() => foyer.client.connect(wallet))
  return foyer
}

afterEach(() => vi.restoreAllMocks())

describe('Receive', () => {
  it('the Account view’s Receive button opens it; turned off, there is no button', async () => {
    const foyer = await connectedFoyer()
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    // Buy joins once the onramp options are asked (this server does not answer: spec §8's fallback offers it).
    await view.until(() => expect([...view.container.querySelectorAll('nav[aria-label="Wallet actions"] button')].map((b) => b.textContent)).toEqual(['Buy', 'Receive', 'Send']))
    const row = view.container.querySelector('nav[aria-label="Wallet actions"]') as HTMLElement
    await act(async () => button(row, 'Receive')!.click())
    expect(foyer.client.ctx.router.current().view).toBe('WalletReceive')

    const off = await connectedFoyer({ onramp: false, receive: false, send: false })
    const without = await mount(off, createElement(AccountView, { data: undefined }))
    expect(without.container.querySelector('nav[aria-label="Wallet actions"]')).toBeNull()
  })

  it('no Buy where the server names no onramp provider', async () => {
    const answer = api.answer
    api.answer = (path) => (path === '/v1/onramp/options' ? { status: 200, body: { paymentCurrencies: [], purchaseCurrencies: [], fallback: true, providers: [] } } : answer(path))
    try {
      const foyer = await connectedFoyer()
      // Watched, not replaced: the options request still goes to the server.
      const get = vi.spyOn(foyer.client.ctx.server!.http, 'get')
      const view = await mount(foyer, createElement(AccountView, { data: undefined }))
      // Asked and answered, and the answer handled: it stays absent.
      await vi.waitFor(() => expect(get).toHaveBeenCalledWith('/v1/onramp/options'))
      await act(async () => {
        await Promise.allSettled(get.mock.results.map((result) => result.value))
        await new Promise((resolve) => setImmediate(resolve))
      })
      expect([...view.container.querySelectorAll('nav[aria-label="Wallet actions"] button')].map((b) => b.textContent)).toEqual(['Receive', 'Send'])
    } finally {
      api.answer = answer
    }
  })

  it('shows the address as a QR code and in groups of four, copies it, and lists the namespace’s networks it receives on with a warning', async () => {
    const foyer = await connectedFoyer()
    const copied = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const view = await mount(foyer, createElement(WalletReceiveView, { data: undefined }))
    expect(view.container.querySelector('svg[role=img]')?.getAttribute('aria-label')).toBe(`QR code of your address ${ADDRESS}`)
    expect(view.container.querySelector('[data-testid=receive-address]')?.textContent).toBe('0x7099 7970 C518 12dc 3A01 0C7d 01b5 0e0d 17dc 79C8')
    await act(async () => button(view.container, 'Copy address')!.click())
    expect(copied).toHaveBeenCalledWith(ADDRESS)
    expect(foyer.client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'success', message: 'Address copied' })
    const networks = [...view.container.querySelectorAll('section li')].map((item) => item.textContent)
    expect(networks, 'the EVM networks only: the address is not a Solana one').toEqual(['EEthereum', 'OOP Mainnet'])
    expect(view.container.querySelector('[role=note]')?.textContent).toBe('Send to this address only on these networks. Tokens sent on another network may be lost.')
  })
})
