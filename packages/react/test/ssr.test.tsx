import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ConnectButtonRenderProps, Network } from '../src/index.ts'
import { instanceOf } from './foyerInstance.ts'

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'location'] as const

// Only types are imported statically: the first test must be the one that loads the packages.
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const evm = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const NETWORKS: [Network, ...Network[]] = [evm(1, 'Ethereum'), evm(10, 'OP Mainnet')]
const STATE_COOKIE = 'foyer_state'
/** The state cookie a page wrote for a visitor connected on OP Mainnet, as the browser sends it back. */
const RETURNING_COOKIE = encodeURIComponent(JSON.stringify({ v: 1, activeNamespace: 'eip155', accounts: { eip155: `eip155:10:${ADDRESS}` } }))

describe('server-side rendering', () => {
  it('the packages import in Node without reading a browser global', async () => {
    const touched: string[] = []
    const trapped = BROWSER_GLOBALS.filter((name) => !(name in globalThis))
    for (const name of trapped) {
      Object.defineProperty(globalThis, name, { configurable: true, get: () => void touched.push(name) })
    }
    try {
      await import('@foyer/core')
      await import('@foyer/adapter-evm')
      await import('@foyer/react')
    } finally {
      for (const name of trapped) delete (globalThis as Record<string, unknown>)[name]
    }
    expect(touched).toEqual([])
  })

  it('the provider, the buttons and the hooks render to a string on the server', async () => {
    const { createFoyer, FoyerProvider, ConnectButton, NetworkButton } = await import('@foyer/react')
    const { evmAdapter } = await import('@foyer/adapter-evm')
    const foyer = createFoyer({
      projectId: 'ssr',
      networks: [
        {
          id: 1,
          caipNetworkId: 'eip155:1',
          chainNamespace: 'eip155',
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        },
      ],
      adapters: [evmAdapter()],
    })
    const custom = createElement(ConnectButton.Custom, {
      children: ({ mounted, status }: { mounted: boolean; status: string }) => createElement('span', null, `custom ${mounted ? 'mounted' : 'placeholder'} ${status}`),
    })
    const html = renderToString(createElement(FoyerProvider, { foyer }, createElement(NetworkButton), createElement(ConnectButton), custom))
    // A custom button draws its placeholder on the server, as in the browser's first (hydrating) render.
    expect(html).toContain('custom placeholder disconnected')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    expect(html).not.toContain('role="dialog"')
  })

  it("with a returning visitor's initialState the server renders the account, not 'Connect Wallet'", async () => {
    const { createFoyer, FoyerProvider, ConnectButton, NetworkButton } = await import('@foyer/react')
    const { cookieToInitialState } = await import('@foyer/react/server')
    const foyer = createFoyer({ projectId: 'ssr', networks: NETWORKS, stateCookie: true })
    const initialState = cookieToInitialState(`theme=dark; ${STATE_COOKIE}=${RETURNING_COOKIE}`)
    expect(initialState).toEqual({ activeNamespace: 'eip155', accounts: { eip155: `eip155:10:${ADDRESS}` } })
    const custom = createElement(ConnectButton.Custom, {
      children: ({ status, restoring, account }: ConnectButtonRenderProps) => createElement('span', null, `custom ${status} ${restoring} ${account?.displayName}`),
    })
    const html = renderToString(createElement(FoyerProvider, { foyer, initialState }, createElement(NetworkButton), createElement(ConnectButton), custom))
    expect(html).not.toContain('Connect Wallet')
    expect(html).not.toContain('Connecting')
    expect(html).toContain(`title="${ADDRESS}"`)
    expect(html).toContain('0x709…79C8')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('custom connecting true 0x709…79C8')
    // The cookie's network, and no balance: none is known before the wallet confirms the account.
    expect(html).toContain('OP Mainnet')
    expect(html).not.toContain('ETH')
  })

  it("one module-level foyer serving two visitors: the second never sees the first one's account", async () => {
    const { createFoyer, FoyerProvider, ConnectButton } = await import('@foyer/react')
    const { cookieToInitialState } = await import('@foyer/react/server')
    const shared = createFoyer({ projectId: 'ssr', networks: NETWORKS, stateCookie: true })
    const page = (cookie: string | null) => renderToString(createElement(FoyerProvider, { foyer: shared, initialState: cookieToInitialState(cookie) }, createElement(ConnectButton)))
    expect(page(`${STATE_COOKIE}=${RETURNING_COOKIE}`)).toContain('0x709…79C8')
    const second = page(null)
    expect(second).toContain('Connect Wallet')
    expect(second).not.toContain('0x709')
    expect(instanceOf(shared).client.ctx.chains.get().chains.eip155?.accountState.address).toBeUndefined()
  })

  it("@foyer/react/server, the entry a React Server Component calls, imports no React and gives core's cookieToInitialState", async () => {
    const core = await import('@foyer/core')
    const server = await import('@foyer/react/server')
    expect(server.cookieToInitialState).toBe(core.cookieToInitialState)
    expect(readFileSync(new URL('../src/server.ts', import.meta.url), 'utf8')).not.toMatch(/from 'react|\.tsx'/)
    expect(core.cookieToInitialState(`${STATE_COOKIE}=${encodeURIComponent('{"v":1,')}`)).toBeUndefined()
  })

  it("<FoyerStyles> renders the buttons' stylesheet on the server with the host's CSP nonce", async () => {
    const { FoyerStyles, FOYER_PAGE_CSS } = await import('@foyer/react')
    const html = renderToString(createElement(FoyerStyles, { nonce: 'r4nd0mN0nce' }))
    expect(html.startsWith('<style id="foyer-styles" nonce="r4nd0mN0nce" data-foyer-layer="0">')).toBe(true)
    expect(html).toContain('.foyer-host-button')
    expect(FOYER_PAGE_CSS).toContain('.foyer-host-button')
  })
})
