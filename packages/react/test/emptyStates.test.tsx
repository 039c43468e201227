// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { solanaNetwork } from '@foyer/adapter-solana'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AccountView from '../src/views/Account/AccountView.tsx'
import AllWalletsView from '../src/views/AllWallets/AllWalletsView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = solanaNetwork({ genesisHash: 'mainnet', name: 'Solana', rpcUrl: 'http://127.0.0.1:1' })

function foyerWithWallet() {
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'empty',
    apiUrl: api.url,
    networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: api.url })],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
  return { foyer, wallet }
}

/** Types `query` into All Wallets' search field as a person would (React reads the input event). */
async function search(container: HTMLElement, query: string): Promise<HTMLInputElement> {
  const field = container.querySelector<HTMLInputElement>('input[type=search]')!
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, query)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  return field
}

afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
  vi.restoreAllMocks()
})

describe('empty lists say what will fill them and offer the next step', () => {
  it('an account holding no tokens: "No tokens yet", where they will show, and Copy address, which copies the address', async () => {
    api.answer = (path) =>
      path === '/v1/supported-chains' ? { status: 200, body: { http: ['eip155:1'], ws: [] } } : path.endsWith('/balance') ? { status: 200, body: { balances: [] } } : { status: 503, body: {} }
    const { foyer, wallet } = foyerWithWallet()
    await act(() => foyer.client.connect(wallet))
    const copied = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    await view.until(() => expect(view.container.querySelector('[data-testid=tokens-empty]')).not.toBeNull())
    const empty = view.container.querySelector('[data-testid=tokens-empty]')!
    expect(empty.querySelector('strong')?.textContent).toBe('No tokens yet')
    expect(empty.querySelector('p')?.textContent).toBe('Tokens this account holds on Ethereum will show here. To receive some, share its address.')
    await act(async () => button(empty as HTMLElement, 'Copy address')!.click())
    expect(copied).toHaveBeenCalledWith(ADDRESS)
  })

  it('the NFTs tab: "No NFTs yet", on which network they will show, and Copy address', async () => {
    const { foyer, wallet } = foyerWithWallet()
    await act(() => foyer.client.connect(wallet))
    api.answer = (path) => (path.endsWith('/nfts') ? { status: 200, body: { nfts: [] } } : { status: 503, body: {} })
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    await act(async () => button(view.container, 'NFTs')!.click())
    await view.until(() => expect(view.container.querySelector('[data-testid=nfts-empty]')).not.toBeNull())
    const empty = view.container.querySelector('[data-testid=nfts-empty]')!
    expect(empty.querySelector('strong')?.textContent).toBe('No NFTs yet')
    expect(empty.querySelector('p')?.textContent).toBe('NFTs this account holds on Ethereum will show here.')
    expect(button(empty as HTMLElement, 'Copy address')).toBeDefined()
  })

  it('the Activity tab on a Solana network says the history is not kept there (spec §9: eip155 only), with no Retry and no request', async () => {
    const wallet = mockConnector({ chain: 'solana', addresses: ['GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'], chainId: SOLANA.id })
    const foyer = createFoyerInstance({
      projectId: 'empty',
      apiUrl: api.url,
      networks: [SOLANA],
      adapters: [mockAdapter('solana', [wallet])],
      features: { email: false, socials: false, analytics: false },
      devMode: false,
    })
    await act(() => foyer.client.connect(wallet))
    const asked = vi.fn()
    api.answer = (path) => (asked(path), { status: 503, body: {} })
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    await act(async () => button(view.container, 'Activity')!.click())
    await view.until(() => expect(view.container.querySelector('[data-testid=activity-empty]')).not.toBeNull())
    const empty = view.container.querySelector('[data-testid=activity-empty]')!
    expect(empty.querySelector('strong')?.textContent).toBe('No activity list for Solana')
    expect(empty.querySelector('p')?.textContent).toMatch(/^Foyer shows the history of EVM networks only\./)
    expect(empty.querySelectorAll('button')).toHaveLength(0)
    expect(asked.mock.calls.filter(([path]) => String(path).includes('/history'))).toEqual([])
  })

  it('a search that finds no wallet: says so with the query; Clear search empties the field and puts focus back in it', async () => {
    api.answer = (path) => (path === '/getWallets' ? { status: 200, body: { count: 0, data: [] } } : { status: 503, body: {} })
    const { foyer } = foyerWithWallet()
    const view = await mount(foyer, createElement(AllWalletsView, { data: undefined }))
    const field = await search(view.container, 'zzqx')
    await view.until(() => expect(view.container.querySelector('[data-testid=wallets-empty] strong')?.textContent).toBe('No wallet found for “zzqx”'))
    const empty = view.container.querySelector<HTMLElement>('[data-testid=wallets-empty]')!
    expect(empty.querySelector('p')?.textContent).toBe('Check the spelling, or connect any wallet app by scanning a QR code.')
    await act(async () => button(empty, 'Clear search')!.click())
    expect(field.value).toBe('')
    expect(document.activeElement).toBe(field)
  })

  it('a search that finds no wallet offers WalletConnect’s QR code, which any wallet app can scan', async () => {
    api.answer = (path) => (path === '/getWallets' ? { status: 200, body: { count: 0, data: [] } } : { status: 503, body: {} })
    const { foyer } = foyerWithWallet()
    const view = await mount(foyer, createElement(AllWalletsView, { data: undefined }))
    await search(view.container, 'zzqx')
    await view.until(() => expect(view.container.querySelector('[data-testid=wallets-empty]')).not.toBeNull())
    foyer.client.open()
    await act(async () => button(view.container.querySelector<HTMLElement>('[data-testid=wallets-empty]')!, 'Scan a QR code')!.click())
    expect(foyer.client.ctx.router.current()).toMatchObject({ view: 'ConnectingWalletConnect', data: { title: 'WalletConnect' } })
  })
})
