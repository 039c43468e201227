// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import AccountView from '../src/views/Account/AccountView.tsx'
import { api, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
})

describe('the Account view with a name', () => {
  it('shows the account’s name in place of its address and its avatar image', async () => {
    // The server answers its own picture URL for a name's avatar (never the host the name's owner chose).
    const avatar = `${api.url}/public/avatar/ada.eth`
    api.answer = (path) => (path.startsWith('/v1/identity/') ? { status: 200, body: { name: 'ada.eth', avatar } } : { status: 503, body: {} })
    const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
    const foyer = createFoyerInstance({
      projectId: 'identity',
      apiUrl: api.url,
      networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })],
      adapters: [mockAdapter('eip155', [wallet])],
      features: { email: false, socials: false, analytics: false },
      devMode: false,
    })
    await act(() => foyer.client.connect(wallet))
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    await view.until(() => expect(view.container.querySelector('[data-testid=account-address]')?.textContent).toBe('ada.eth'))
    expect(view.container.querySelector('img.foyer-avatar')?.getAttribute('src')).toBe(avatar)
  })

  it('shows the address’s gradient, not a broken image, when the avatar picture does not load', async () => {
    const avatar = `${api.url}/public/avatar/grace.eth`
    api.answer = (path) => (path.startsWith('/v1/identity/') ? { status: 200, body: { name: 'grace.eth', avatar } } : { status: 503, body: {} })
    const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
    const foyer = createFoyerInstance({
      projectId: 'identity',
      apiUrl: api.url,
      networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })],
      adapters: [mockAdapter('eip155', [wallet])],
      features: { email: false, socials: false, analytics: false },
      devMode: false,
    })
    await act(() => foyer.client.connect(wallet))
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    await view.until(() => expect(view.container.querySelector('img.foyer-avatar')?.getAttribute('src')).toBe(avatar))
    // The picture's server answered 404 (the browser's error event).
    await act(async () => void view.container.querySelector('img.foyer-avatar')!.dispatchEvent(new Event('error')))
    expect(view.container.querySelector('img.foyer-avatar')).toBeNull()
    expect(view.container.querySelector('span.foyer-avatar')).not.toBeNull()
  })
})
