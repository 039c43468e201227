// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import type { TextSection, WalletListing } from '@foyer/core/internal'
import { act, createElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WalletDownloadLinks } from '../src/components/WalletDownloads/WalletDownloadLinks.tsx'
import { FoyerProvider, type Network } from '../src/index.ts'
import { NotInstalled } from '../src/views/ConnectingExternal/NotInstalled.tsx'
import { shownView, VIEW_REGISTRY } from '../src/views/registry.ts'
import { GetWalletPrompt } from '../src/walletGuide/GetWalletPrompt.tsx'
import GetWalletView from '../src/walletGuide/GetWallet/GetWalletView.tsx'
import WhatIsAWalletView from '../src/walletGuide/WhatIsAWallet/WhatIsAWalletView.tsx'
import { createFoyerInstance, type FoyerInstance } from './foyerInstance.ts'

/** A section's English texts, as the messages store answers before any translation. */
const english = <S extends TextSection>(section: S) => section.en

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const listing = (id: string, fields: Partial<WalletListing> = {}): WalletListing => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  image_id: id,
  rdns: null,
  chains: ['eip155:1'],
  homepage: `https://${id}.example/`,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chrome_store: null,
  firefox_store: null,
  app_store: null,
  play_store: null,
  desktop_download: null,
  ...fields,
})
const STORES = {
  chrome_store: 'https://chromewebstore.google.com/detail/fox/abc',
  firefox_store: 'https://addons.mozilla.org/firefox/addon/fox/',
  app_store: 'https://apps.apple.com/app/fox/id1',
  play_store: 'https://play.google.com/store/apps/details?id=fox',
  desktop_download: 'https://fox.example/download',
}
const fox = listing('fox', STORES)
const plain = listing('plain')

// A registry that lists `plain` before `fox`: GetWallet puts the wallet with store links first.
let registry: Server
let apiUrl: string
beforeAll(async () => {
  registry = createServer((request, response) => {
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' }
    if (request.url?.startsWith('/getWallets')) return void response.writeHead(200, headers).end(JSON.stringify({ count: 2, data: [plain, fox] }))
    response.writeHead(503, headers).end('{"message":"away"}')
  })
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => registry.close(() => resolve())))

const networks: [Network, ...Network[]] = [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' })]
let root: Root
let container: HTMLElement
let foyer: FoyerInstance
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  foyer = createFoyerInstance({ projectId: 'guide', apiUrl, networks, adapters: [], features: { email: false, socials: false, analytics: false } })
})
afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
})

async function render(node: ReactNode): Promise<void> {
  await act(async () => root.render(createElement(FoyerProvider, { foyer }, node)))
}
const links = () => [...container.querySelectorAll('a')].map((a) => ({ text: a.textContent, href: a.getAttribute('href'), target: a.target, rel: a.rel }))
const currentView = () => foyer.client.ctx.router.current()

describe('the wallet guide views are registered', () => {
  it('each has a definition that loads its component on demand, and a title', async () => {
    for (const view of ['WhatIsAWallet', 'GetWallet', 'WalletDownloads'] as const) {
      const loaded = (await VIEW_REGISTRY[view].preload!()) as { default: unknown }
      expect(typeof loaded.default, view).toBe('function')
    }
    expect(shownView({ view: 'WhatIsAWallet' }, english).title).toBe('What Is a Wallet?')
    expect(shownView({ view: 'GetWallet' }, english).title).toBe('Get a Wallet')
    expect(shownView({ view: 'WalletDownloads', data: { listing: fox } }, english).title).toBe('Fox')
  })

  it('"Get a wallet" leads from WhatIsAWallet to GetWallet', async () => {
    foyer.client.push('WhatIsAWallet')
    await render(createElement(WhatIsAWalletView))
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Get a wallet')!
    await act(async () => button.click())
    expect(currentView()).toEqual({ view: 'GetWallet' })
  })

  it('GetWallet lists the registry’s wallets, those with store links first, each leading to its downloads', async () => {
    await render(createElement(GetWalletView))
    await act(async () => {
      for (let i = 0; i < 50 && !container.querySelector('ul[aria-label="Wallets to get"] li'); i++) await new Promise((resolve) => setTimeout(resolve, 10))
    })
    const rows = [...container.querySelectorAll('ul[aria-label="Wallets to get"] button')]
    expect(rows.map((row) => row.textContent)).toEqual(['Fox', 'Plain'])
    await act(async () => (rows[0] as HTMLButtonElement).click())
    expect(currentView()).toEqual({ view: 'WalletDownloads', data: { listing: fox } })
  })
})

describe('Get <wallet>', () => {
  it('offers every store link of the listing, this browser’s extension first and the website last, each in a new tab', async () => {
    await render(createElement(WalletDownloadLinks, { wallet: 'Fox', listing: fox }))
    expect(container.querySelector('ul')!.getAttribute('aria-label')).toBe('Where to get Fox')
    expect(links()).toEqual(
      [
        ['Chrome extension', STORES.chrome_store],
        ['Firefox add-on', STORES.firefox_store],
        ['Desktop app', STORES.desktop_download],
        ['iPhone app (App Store)', STORES.app_store],
        ['Android app (Google Play)', STORES.play_store],
        ['Website', 'https://fox.example/'],
      ].map(([text, href]) => ({ text: `${text}(opens in a new tab)`, href, target: '_blank', rel: 'noreferrer noopener' })),
    )
  })

  it('leaves out a link that is not https', async () => {
    await render(
      createElement(WalletDownloadLinks, { wallet: 'Odd', listing: listing('odd', { chrome_store: 'javascript:alert(1)', app_store: 'http://apps.example/x', homepage: 'https://odd.example/' }) }),
    )
    expect(links().map((link) => link.href)).toEqual(['https://odd.example/'])
  })

  it('the not-installed view says "Get <wallet>" where the visitor asked, with the links and the web app', async () => {
    await render(createElement(NotInstalled, { listing: listing('web', { ...STORES, webapp_link: 'https://app.web.example/' }), heading: 'get' }))
    expect(container.querySelector('h3')!.textContent).toBe('Get Web')
    expect(links().map((link) => link.href)).toContain('https://app.web.example/')
    expect(links().map((link) => link.href)).toContain(STORES.play_store)
  })

  it('under a QR code, "Don’t have <wallet>?" leads to where to get it', async () => {
    await render(createElement(GetWalletPrompt, { listing: fox }))
    expect(container.textContent).toContain('Don’t have Fox?')
    const get = container.querySelector('button[aria-label="Get Fox"]') as HTMLButtonElement
    expect(get.textContent).toBe('Get')
    await act(async () => get.click())
    expect(currentView()).toEqual({ view: 'WalletDownloads', data: { listing: fox } })
  })
})
