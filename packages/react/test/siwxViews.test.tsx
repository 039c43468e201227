// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import type { SiwxSession, SiwxStorage, SiwxStrategyParts } from '@foyer/core'
import { mockAdapter, mockConnector, MOCK_SIGNATURE } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import ConnectingSiweView from '../src/siwx/ConnectingSiweView.tsx'
import SIWXSignMessageView from '../src/siwx/SIWXSignMessageView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

/** The sign-in views (spec §2, §4) over a host's own message builder and session store, with a mock wallet. */
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETHEREUM = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })

function memoryStore(): SiwxStorage & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = []
  return {
    sessions,
    add: async (session) => void sessions.push(session),
    set: async (next) => void sessions.splice(0, sessions.length, ...next),
    get: async () => [...sessions],
    delete: async () => void sessions.splice(0),
  }
}

async function askedToSignIn(parts: SiwxStrategyParts, type: 'INJECTED' | 'AUTH' = 'INJECTED') {
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1, type })
  const storage = parts.storage ?? memoryStore()
  const foyer = createFoyerInstance({
    projectId: 'siwx',
    apiUrl: api.url,
    networks: [ETHEREUM],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
    siwx: {
      messenger: {
        createMessage: async ({ accountAddress, chainId }) => {
          const data = { accountAddress, chainId, domain: 'shop.example', uri: 'https://shop.example', version: '1', nonce: 'n0nce123', issuedAt: new Date().toISOString() }
          return { data, toString: () => `shop.example wants you to sign in with your Ethereum account:\n${accountAddress}` }
        },
      },
      ...parts,
      storage,
    },
    devMode: false,
  })
  foyer.client.start()
  await act(() => foyer.client.connect(wallet))
  const view = await mount(foyer, createElement(type === 'AUTH' ? ConnectingSiweView : SIWXSignMessageView, { data: undefined }))
  return { foyer, wallet, view, storage: storage as ReturnType<typeof memoryStore> }
}

describe('SIWXSignMessage', () => {
  it('names the app and the account, says signing is free and, when required, that cancelling disconnects', async () => {
    const { view } = await askedToSignIn({ required: true })
    expect(view.container.querySelector('h3')?.textContent).toBe('Sign in to Shop')
    expect(view.text()).toContain('Signing is free and sends no transaction.')
    expect(view.text()).toContain('Your wallet will show the message to sign.')
    expect(view.container.querySelector('.foyer-siwx-address')?.getAttribute('title')).toBe(ADDRESS)
    expect(view.text()).toContain('Cancelling disconnects your wallet.')
    expect(button(view.container, 'Sign in')?.hasAttribute('data-autofocus')).toBe(true)
  })

  it('Sign in has the wallet sign the message, stores the session and closes the modal', async () => {
    const { foyer, view, storage } = await askedToSignIn({ required: true })
    await view.until(() => expect(foyer.client.ctx.modal.get().open).toBe(true))
    await act(async () => button(view.container, 'Sign in')!.click())
    await view.until(() => expect(foyer.client.ctx.siwx.get().status).toBe('signed'))
    expect(storage.sessions).toHaveLength(1)
    expect(storage.sessions[0]).toMatchObject({ signature: MOCK_SIGNATURE, data: { accountAddress: ADDRESS, nonce: 'n0nce123' } })
    expect(foyer.client.ctx.modal.get().open).toBe(false)
  })

  it('a refusal in the wallet says Signature declined and leaves the request to answer again, without an error of its own', async () => {
    const { foyer, wallet, view } = await askedToSignIn({ required: true })
    // Every snackbar said: another (the balances the test server cannot give) may follow this one.
    const said: string[] = []
    foyer.client.ctx.snackbar.subscribe((snackbar) => snackbar.open && said.push(snackbar.message))
    wallet.flags.rejectRequests = true
    await act(async () => button(view.container, 'Sign in')!.click())
    await view.until(() => expect(said).toContain('Signature declined'))
    await view.until(() => expect(button(view.container, 'Sign in')?.disabled).toBe(false))
    expect(view.container.querySelector('[role=alert]')).toBeNull()
  })

  it('a store that fails says signing in failed, in an alert', async () => {
    const failing = { ...memoryStore(), add: async () => Promise.reject(new Error('store down')) }
    const { view } = await askedToSignIn({ storage: failing })
    await act(async () => button(view.container, 'Sign in')!.click())
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Signing in failed. Please try again.'))
  })

  it('Close is refused while signing is required: the modal stays and an alert says why', async () => {
    const { foyer, view } = await askedToSignIn({ required: true })
    await view.until(() => expect(foyer.client.ctx.modal.get().open).toBe(true))
    await act(async () => foyer.client.close())
    expect(foyer.client.ctx.modal.get().open).toBe(true)
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Shop needs you to sign in. Sign the message, or cancel to disconnect.'))
  })

  it('Cancel disconnects when signing is required, and the modal starts again at Connect', async () => {
    const { foyer, view } = await askedToSignIn({ required: true })
    await act(async () => button(view.container, 'Cancel')!.click())
    await view.until(() => expect(foyer.client.ctx.chains.active()?.accountState.status ?? 'disconnected').toBe('disconnected'))
    expect(foyer.client.ctx.router.current().view).toBe('Connect')
  })

  it('Cancel only closes when signing is optional: the wallet stays connected', async () => {
    const { foyer, view } = await askedToSignIn({})
    expect(view.text()).not.toContain('Cancelling disconnects your wallet.')
    await act(async () => button(view.container, 'Cancel')!.click())
    expect(foyer.client.ctx.modal.get().open).toBe(false)
    expect(foyer.client.ctx.chains.active()?.accountState.status).toBe('connected')
  })
})

describe('ConnectingSiwe', () => {
  it('the embedded wallet: the message shows in the secure frame, and the same Sign in and Cancel', async () => {
    const { view } = await askedToSignIn({ required: true }, 'AUTH')
    expect(view.text()).toContain('The message will show in a secure window for you to approve.')
    expect(button(view.container, 'Sign in')).toBeDefined()
    expect(button(view.container, 'Cancel')).toBeDefined()
  })
})
