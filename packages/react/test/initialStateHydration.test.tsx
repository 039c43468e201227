// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { STATE_COOKIE, STORAGE_KEYS, memoryStorage, type KeyValueStorage } from '@foyer/core/internal'
import { mockAdapter, mockConnector, type MockConnectorFlags } from '@foyer/core/testing'
import { act, createElement, lazy, Suspense, useLayoutEffect, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton, FoyerProvider, useFoyerAccount, type InitialState, type Network } from '../src/index.ts'
import { cookieToInitialState } from '../src/server.ts'
import { createFoyerInstance } from './foyerInstance.ts'

// Lets React know this environment runs act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SHORT_ADDRESS = '0x709…79C8'
const networks: [Network, ...Network[]] = [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:8545' }), evmNetwork({ id: 10, name: 'OP Mainnet', rpcUrl: 'http://127.0.0.1:8545' })]

// A Foyer server that is away: every call answers 503, so balances and the registry fail quietly.
let away: Server
let apiUrl: string
beforeAll(async () => {
  away = createServer((_request, response) => response.writeHead(503, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{"message":"away"}'))
  await new Promise<void>((resolve) => away.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(away.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => away.close(() => resolve())))

let container: HTMLElement
let root: Root | undefined
/** What React reported while hydrating: console errors and recoverable (hydration) errors. */
let reported: string[]

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  reported = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void reported.push(args.map(String).join(' ')))
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  container.remove()
  document.cookie = `${STATE_COOKIE}=; Path=/; Max-Age=0`
  vi.restoreAllMocks()
})

/** The foyer of one side: the server's (nothing stored) or the returning visitor's browser (the previous page's storage). */
function foyerWith(storage: KeyValueStorage, flags: MockConnectorFlags = {}) {
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 10, ...flags })
  const foyer = createFoyerInstance({
    projectId: 'hydration',
    apiUrl,
    networks,
    adapters: [mockAdapter('eip155', [wallet])],
    stateCookie: true,
    storage,
    features: { email: false, socials: false, analytics: false },
  })
  return { foyer, wallet }
}

/** What the previous page left: the connection in localStorage and the state cookie. */
function returningVisitor(): KeyValueStorage {
  const storage = memoryStorage()
  storage.setItem(STORAGE_KEYS.CONNECTION_STATUS, JSON.stringify({ eip155: 'connected' }))
  storage.setItem(STORAGE_KEYS.CONNECTED_CONNECTOR_IDS, JSON.stringify({ eip155: 'mock-wallet' }))
  const state = { v: 1, activeNamespace: 'eip155', accounts: { eip155: `eip155:10:${ADDRESS}` } }
  document.cookie = `${STATE_COOKIE}=${encodeURIComponent(JSON.stringify(state))}; Path=/`
  return storage
}

/** The page's text after each commit, so a flash of "Connect Wallet" between two states is seen. */
function TextPerCommit({ seen }: { seen: string[] }) {
  useFoyerAccount()
  useLayoutEffect(() => void seen.push(container.textContent ?? ''))
  return null
}

/** The account's status and address, as a host's component shows them. */
function Status() {
  const { status, address } = useFoyerAccount()
  return createElement('p', null, `${status} ${address ?? ''}`)
}

/** Renders the page on the "server" (its own foyer), puts the markup in the container and hydrates it with the browser's foyer. */
async function serveAndHydrate(browser: ReturnType<typeof foyerWith>, initialState: InitialState | undefined, seen: string[] = []) {
  const server = foyerWith(memoryStorage())
  const page = (foyer: typeof server.foyer) => createElement(FoyerProvider, { foyer, initialState }, createElement(ConnectButton), createElement(TextPerCommit, { seen }))
  container.innerHTML = renderToString(page(server.foyer))
  const served = container.textContent
  await act(async () => {
    root = hydrateRoot(container, page(browser.foyer), { onRecoverableError: (error) => void reported.push(String(error)) })
  })
  return served
}

/** Waits, inside act() so React applies each update as it would in the browser, until `check` passes. */
function settle(check: () => void): Promise<void> {
  return act(() => vi.waitFor(check))
}

describe('hydrating a server render of a returning visitor (initialState from the state cookie)', () => {
  it('hydrates without a warning, and the account stays on screen while the wallet confirms it', async () => {
    const browser = foyerWith(returningVisitor())
    const initialState = cookieToInitialState(document.cookie)
    const seen: string[] = []
    const served = await serveAndHydrate(browser, initialState, seen)
    expect(served).toContain(SHORT_ADDRESS)
    // Until the balance fetch (the API is away) has failed too: every update lands inside act().
    await settle(() => {
      expect(browser.foyer.client.isConnected()).toBe(true)
      expect(browser.foyer.client.ctx.chains.get().chains.eip155?.accountState.balanceLoading).toBe(false)
    })
    expect(reported).toEqual([])
    expect(browser.wallet.calls.map((call) => call.method)).toEqual(['reconnect'])
    // Every commit, from the hydrating one to the confirmed connection, showed the account.
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.filter((text) => !text.includes(SHORT_ADDRESS))).toEqual([])
    expect(container.querySelector('button')?.getAttribute('aria-busy')).toBe('false')
    expect(cookieToInitialState(document.cookie)).toEqual(initialState)
  })

  it.each<[string, MockConnectorFlags]>([
    ['no longer authorises the site', { forgotSite: true }],
    ['fails to reconnect', { fail: 'reconnect' }],
  ])('when the wallet %s, falls back to "Connect Wallet" and clears the cookie', async (_case, flags) => {
    const browser = foyerWith(returningVisitor(), flags)
    const served = await serveAndHydrate(browser, cookieToInitialState(document.cookie))
    expect(served).toContain(SHORT_ADDRESS)
    await settle(() => {
      expect(container.textContent).toBe('Connect Wallet')
      expect(document.cookie).not.toContain(STATE_COOKIE)
    })
    expect(reported).toEqual([])
    expect(browser.foyer.client.isConnected()).toBe(false)
  })

  it.each([0, 50])(
    'a component inside a Suspense boundary, whose code arrives %i ms late (a slow device), hydrates to what the server drew though the wallet reconnected first, then shows the connection',
    async (delay) => {
      // React hydrates a boundary after the shell: the provider's reconnect has run by then.
      const browser = foyerWith(returningVisitor())
      const initialState = cookieToInitialState(document.cookie)
      const server = foyerWith(memoryStorage())
      const Late = lazy(() => new Promise<{ default: ComponentType }>((resolve) => setTimeout(() => resolve({ default: Status }), delay)))
      const page = (foyer: typeof server.foyer, Shown: ComponentType) => createElement(FoyerProvider, { foyer, initialState }, createElement(Suspense, { fallback: null }, createElement(Shown)))
      container.innerHTML = renderToString(page(server.foyer, Status))
      expect(container.textContent).toBe(`connecting ${ADDRESS}`)
      await act(async () => {
        root = hydrateRoot(container, page(browser.foyer, Late), { onRecoverableError: (error) => void reported.push(String(error)) })
      })
      // The boundary's code arrives; React hydrates it when this act flushes its work.
      await act(() => new Promise((resolve) => setTimeout(resolve, delay + 100)))
      await settle(() => {
        expect(container.textContent).toBe(`connected ${ADDRESS}`)
        expect(browser.foyer.client.ctx.chains.get().chains.eip155?.accountState.balanceLoading).toBe(false)
      })
      expect(reported).toEqual([])
    },
  )

  it("the check can fail: the server's account markup hydrated without the same initialState is reported", async () => {
    const browser = foyerWith(returningVisitor())
    const server = foyerWith(memoryStorage())
    const initialState = cookieToInitialState(document.cookie)
    container.innerHTML = renderToString(createElement(FoyerProvider, { foyer: server.foyer, initialState }, createElement(ConnectButton)))
    await act(async () => {
      root = hydrateRoot(container, createElement(FoyerProvider, { foyer: browser.foyer }, createElement(ConnectButton)), {
        onRecoverableError: (error) => void reported.push(String(error)),
      })
    })
    expect(reported.join('\n')).toMatch(/hydrat/i)
  })
})
