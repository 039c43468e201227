import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'location'] as const

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
    const html = renderToString(
      createElement(FoyerProvider, { foyer }, createElement(NetworkButton), createElement(ConnectButton), custom),
    )
    // A custom button draws its placeholder on the server, as in the browser's first (hydrating) render.
    expect(html).toContain('custom placeholder disconnected')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    expect(html).not.toContain('role="dialog"')
  })

  it("<FoyerStyles> renders the buttons' stylesheet on the server with the host's CSP nonce", async () => {
    const { FoyerStyles, FOYER_PAGE_CSS } = await import('@foyer/react')
    const html = renderToString(createElement(FoyerStyles, { nonce: 'r4nd0mN0nce' }))
    expect(html.startsWith('<style id="foyer-styles" nonce="r4nd0mN0nce" data-foyer-layer="0">')).toBe(true)
    expect(html).toContain('.foyer-host-button')
    expect(FOYER_PAGE_CSS).toContain('.foyer-host-button')
  })
})
