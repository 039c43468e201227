// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AllWalletsView from '../src/views/AllWallets/AllWalletsView.tsx'
import { ConnectView } from '../src/views/Connect/ConnectView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const LISTING = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: 'rainbow',
  rdns: 'me.rainbow',
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chrome_store: null,
  firefox_store: null,
  app_store: null,
  play_store: null,
  desktop_download: null,
}

/** The registry answers `status` (503: down, 403: refuses the site) until it is back. */
function registry(status: number) {
  api.answer = (path) =>
    path === '/getWallets' && status === 200 ? { status: 200, body: { count: 1, data: [LISTING] } } : { status, body: { message: status === 403 ? 'Unauthorized: origin not allowed' : 'away' } }
  return { back: () => registry(200) }
}
afterEach(() => registry(503))

function foyerWithInstalledWallet() {
  const installed = mockConnector({ id: 'dev-wallet', name: 'Foyer Dev Wallet', type: 'ANNOUNCED', rdns: 'dev.foyer.wallet', addresses: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })
  return createFoyerInstance({
    projectId: 'wallets',
    apiUrl: api.url,
    networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: api.url })],
    adapters: [mockAdapter('eip155', [installed])],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
}

describe('the wallet list with the server down', () => {
  it('All Wallets says the server cannot be reached, keeps the installed wallets, and Try again loads the list once it is back', async () => {
    const down = registry(503)
    const foyer = foyerWithInstalledWallet()
    const view = await mount(foyer, createElement(AllWalletsView, { data: undefined }))
    await view.until(() =>
      expect(view.container.querySelector('[role=alert]')?.textContent).toContain('The wallet list could not be loaded: we couldn’t reach the server. Check your connection and try again.'),
    )
    expect(view.container.querySelector('[aria-label="Wallets in this browser"]')?.textContent).toContain('Foyer Dev Wallet')

    down.back()
    await act(async () => button(view.container, 'Try again')!.click())
    await view.until(() => expect(view.container.querySelector('[aria-label="All wallets"]')?.textContent).toContain('Rainbow'))
    expect(view.container.querySelector('[role=alert]')).toBeNull()
  })

  it('All Wallets refused for this site (403), visitor outside dev mode: "not available on this site", no Try again; the configuration message only in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    registry(403)
    const foyer = foyerWithInstalledWallet()
    const view = await mount(foyer, createElement(AllWalletsView, { data: undefined }))
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe('The wallet list is not available on this site.'))
    expect(button(view.container, 'Try again')).toBeUndefined()
    expect(view.text()).not.toMatch(/allowlist|configuration/i)
    expect(foyer.client.ctx.alert.get().key).toBeUndefined()
    // React may warn on the console too (an update outside act): FoyerInstance's own lines are the ones that count. Each
    // client says it once; an earlier test's client, whose late request meets this 403, may say it too.
    const foyerLines = logged.mock.calls.map(([first]) => String(first)).filter((line) => line.startsWith('Foyer:'))
    expect(foyerLines.length).toBeGreaterThan(0)
    for (const line of foyerLines) expect(line).toMatch(/^Foyer: Invalid App Configuration\. .*403: Unauthorized: origin not allowed/)
    logged.mockRestore()
  })

  it('the Connect view keeps the installed wallets, says more could not be loaded, and Try again brings the registry’s picks', async () => {
    const down = registry(503)
    const foyer = foyerWithInstalledWallet()
    const view = await mount(foyer, createElement(ConnectView))
    await view.until(() => expect(view.text()).toContain('More wallets could not be loaded. The wallets in this browser still work.'))
    expect(view.container.querySelector('[aria-label="Wallets"]')?.textContent).toContain('Foyer Dev Wallet')

    down.back()
    await act(async () => button(view.container, 'Try again')!.click())
    await view.until(() => expect(view.container.querySelector('[aria-label="Wallets"]')?.textContent).toContain('Rainbow'))
    expect(view.text()).not.toContain('More wallets could not be loaded')
  })
})
