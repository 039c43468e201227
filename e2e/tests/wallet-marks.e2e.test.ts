import type { Page } from 'playwright-core'
import { describe, expect, inject, it, vi } from 'vitest'
import { modal, useBrowserSession } from '../support/session.ts'

const SOCIALS = ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook']

async function openConnect(page: Page) {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await connect.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'MetaMask' }).waitFor()
  return connect
}

/** Waits until every wallet image shown in the dialog (scrolled into its view) has loaded, and answers what they are. */
async function walletImages(page: Page): Promise<{ images: { src: string; width: number }[]; fallbacks: string[] }> {
  await page.waitForFunction(() => {
    const view = document.querySelector('[role=dialog]')!.getBoundingClientRect()
    return [...document.querySelectorAll<HTMLImageElement>('[role=dialog] img.foyer-wallet-image')]
      .filter((image) => image.getBoundingClientRect().bottom > view.top && image.getBoundingClientRect().top < view.bottom)
      .every((image) => image.complete)
  })
  return page.evaluate(() => {
    const view = document.querySelector('[role=dialog]')!.getBoundingClientRect()
    const images = [...document.querySelectorAll<HTMLImageElement>('[role=dialog] img.foyer-wallet-image')].filter(
      (image) => image.getBoundingClientRect().bottom > view.top && image.getBoundingClientRect().top < view.bottom,
    )
    const fallbacks = [...document.querySelectorAll('[role=dialog] span.foyer-wallet-image')].filter(
      (span) => span.getBoundingClientRect().bottom > view.top && span.getBoundingClientRect().top < view.bottom,
    )
    return { images: images.map((image) => ({ src: image.src, width: image.naturalWidth })), fallbacks: fallbacks.map((span) => span.textContent ?? '') }
  })
}

/** The listing the server gives for a wallet, as the modal reads it. */
async function listingOf(id: string) {
  const response = await fetch(`${inject('apiUrl')}/getWallets?projectId=${inject('webConfig').projectId}&include=${id}`)
  const { data } = (await response.json()) as { data: Record<string, string | null>[] }
  return data[0]!
}

describe('marks a visitor recognises', () => {
  const session = useBrowserSession()

  it('the Connect view shows each wallet’s image (the announced wallet’s own icon), never letters', async () => {
    const { page } = session
    await openConnect(page)
    const { images, fallbacks } = await walletImages(page)
    expect(images.length).toBeGreaterThanOrEqual(6)
    for (const image of images) expect(image.width, image.src).toBeGreaterThan(0)
    // The All Wallets row draws a grid glyph; no row draws a name's letters.
    for (const text of fallbacks) expect(text).toBe('')
    // The server's images are drawings, not a name's initials set in type.
    for (const { src } of images.filter((image) => image.src.startsWith(inject('apiUrl')))) {
      const svg = await (await fetch(src)).text()
      expect(svg, src).toMatch(/^<svg /)
      expect(svg, src).not.toMatch(/<text/)
    }
    const devWallet = await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .locator('img')
      .getAttribute('src')
    expect(devWallet).toMatch(/^data:image\/svg\+xml,/)
    const metaMask = new URL((await modal(page, 'Connect Wallet').getByRole('button', { name: 'MetaMask' }).locator('img').getAttribute('src'))!)
    expect(metaMask.origin + metaMask.pathname).toBe(`${inject('apiUrl')}/getWalletImage/metamask`)
  })

  it('pointing at All Wallets loads its first page and the images of its first 20 wallets before it opens (spec §9)', async () => {
    const { page } = session
    const loaded = new Set<string>()
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.includes('/getWalletImage/')) loaded.add(pathname.slice(pathname.indexOf('/getWalletImage/')))
    })
    const connect = await openConnect(page)
    const firstPage = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname.endsWith('/getWallets') && url.searchParams.get('page') === '1' && url.searchParams.get('entries') === '40'
    })
    await connect.getByRole('button', { name: /^All Wallets/ }).hover()
    const { data } = (await (await firstPage).json()) as { data: { image_id: string }[] }
    expect(data.length).toBeGreaterThanOrEqual(20)
    const wanted = data.slice(0, 20).map((listing) => `/getWalletImage/${encodeURIComponent(listing.image_id)}`)
    await vi.waitFor(() => expect(wanted.filter((path) => !loaded.has(path))).toEqual([]), { timeout: 15_000, interval: 100 })
    expect(await modal(page, 'All Wallets').count(), 'loaded while Connect still shows').toBe(0)
  })

  it('All Wallets and the QR code show the wallets’ images too', async () => {
    const { page } = session
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: /^All Wallets/ }).click()
    const all = modal(page, 'All Wallets')
    await all.getByRole('button', { name: 'Rainbow' }).waitFor()
    const grid = await walletImages(page)
    expect(grid.images.length).toBeGreaterThanOrEqual(20)
    for (const image of grid.images.filter((image) => image.width === 0)) expect(image.src, 'an image that did not load').toBe('')
    expect(grid.fallbacks).toEqual([])

    await all.getByRole('button', { name: 'Rainbow' }).click()
    const qr = modal(page, 'Rainbow')
    await qr.getByRole('img', { name: /QR code to connect Rainbow/ }).waitFor()
    const centre = await walletImages(page)
    expect(centre.images.map((image) => new URL(image.src)).map((url) => url.origin + url.pathname)).toContain(`${inject('apiUrl')}/getWalletImage/rainbow`)
    for (const image of centre.images) expect(image.width).toBeGreaterThan(0)
  })

  it('each social button has an accessible name, shows the provider’s mark, and says its name in a tooltip on focus', async () => {
    const { page } = session
    const connect = await openConnect(page)
    const socials = connect.getByRole('list', { name: 'Social logins' })
    await socials.getByRole('button').first().waitFor()
    const buttons = socials.getByRole('button')
    expect(await buttons.count()).toBe(SOCIALS.length)
    for (const [index, provider] of SOCIALS.entries()) {
      const button = buttons.nth(index)
      expect(await button.getAttribute('aria-label')).toBe(`Continue with ${provider}`)
      expect(await button.locator('svg').count()).toBe(1)
      await button.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      const tip = button.locator('.foyer-social-tip')
      expect(await tip.textContent()).toBe(`Continue with ${provider}`)
      expect(await tip.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible')
    }
    // X's mark is not the close button's ×: they are different drawings.
    const xMark = await buttons.nth(1).locator('svg').innerHTML()
    const closeMark = await modal(page, 'Connect Wallet').getByRole('button', { name: 'Close' }).locator('svg').innerHTML()
    expect(xMark).not.toBe(closeMark)
  })

  it('a wallet that is not installed offers “Get <wallet>” with its store links', async () => {
    const { page } = session
    const connect = await openConnect(page)
    await connect.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'MetaMask' }).click()
    const qr = modal(page, 'MetaMask')
    await qr.getByText('Don’t have MetaMask?').waitFor()
    await qr.getByRole('button', { name: 'Get MetaMask' }).click()

    const downloads = modal(page, 'MetaMask').getByRole('list', { name: 'Where to get MetaMask' })
    await downloads.waitFor()
    await modal(page, 'MetaMask').getByRole('heading', { name: 'Get MetaMask' }).waitFor()
    const listing = await listingOf('metamask')
    const links = await downloads.getByRole('link').evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]))
    expect(links).toEqual([
      ['Chrome extension(opens in a new tab)', listing.chrome_store, '_blank'],
      ['Firefox add-on(opens in a new tab)', listing.firefox_store, '_blank'],
      ['iPhone app (App Store)(opens in a new tab)', listing.app_store, '_blank'],
      ['Android app (Google Play)(opens in a new tab)', listing.play_store, '_blank'],
      ['Website(opens in a new tab)', listing.homepage, '_blank'],
    ])
    // Back returns to the QR code: getting the wallet does not lose the pairing view.
    await modal(page, 'MetaMask').getByRole('button', { name: 'Back' }).click()
    await qr.getByRole('img', { name: /QR code to connect MetaMask/ }).waitFor()
  })

  it('“New to wallets?” leads to what a wallet is, then to wallets to get and their downloads', async () => {
    const { page } = session
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'New to wallets?' }).click()
    const explainer = modal(page, 'What Is a Wallet?')
    await explainer.getByText('A home for your digital assets').waitFor()
    await explainer.getByRole('button', { name: 'Get a wallet' }).click()

    const getWallet = modal(page, 'Get a Wallet')
    const wallets = getWallet.getByRole('list', { name: 'Wallets to get' })
    await wallets.getByRole('button', { name: 'Rainbow' }).click()
    const downloads = modal(page, 'Rainbow').getByRole('list', { name: 'Where to get Rainbow' })
    await downloads.getByRole('link', { name: /^Chrome extension/ }).waitFor()
    expect(await downloads.getByRole('link', { name: /^Chrome extension/ }).getAttribute('href')).toBe((await listingOf('rainbow')).chrome_store)
  })
})

// The wallet guide, a wallet's QR code and downloads, and Connect with a mark's tooltip showing are
// checked with axe in every-view.e2e.test.ts, in both themes and sizes.

describe('no request leaves the page’s and the server’s origins', () => {
  const session = useBrowserSession()

  it('through Connect, All Wallets, a QR code, Get <wallet> and the wallet guide — even with a wallet announcing an icon elsewhere', async () => {
    const page = await session.context.newPage()
    // An EIP-6963 wallet whose icon is a URL on another origin, against the standard's data URI.
    await page.addInitScript(() => {
      const provider = { request: async () => [], on: () => undefined, removeListener: () => undefined }
      const info = { uuid: 'stray-1', name: 'Stray Wallet', icon: 'http://127.0.0.2:9/stray-icon.png', rdns: 'example.stray' }
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(session.appUrl)

    const connect = await openConnect(page)
    // Its icon is not loaded: the row shows the neutral wallet glyph, not the name's letters.
    expect(
      await connect
        .getByRole('button', { name: 'Stray Wallet' })
        .locator('.foyer-wallet-image')
        .evaluate((image) => [image.tagName, image.textContent]),
    ).toEqual(['SPAN', ''])
    await walletImages(page)
    await connect.getByRole('button', { name: 'Continue with Google' }).hover()
    await connect.getByRole('button', { name: /^All Wallets/ }).click()
    const all = modal(page, 'All Wallets')
    await all.getByRole('button', { name: 'Rainbow' }).waitFor()
    await walletImages(page)
    await all.getByRole('searchbox', { name: 'Search wallets' }).fill('zer')
    await all.getByRole('button', { name: 'Zerion' }).click()
    await modal(page, 'Zerion')
      .getByRole('img', { name: /QR code/ })
      .waitFor()
    await walletImages(page)
    await modal(page, 'Zerion').getByRole('button', { name: 'Get Zerion' }).click()
    await modal(page, 'Zerion').getByRole('list', { name: 'Where to get Zerion' }).waitFor()
    await modal(page, 'Zerion').getByRole('button', { name: 'Close' }).click()

    const again = await openConnect(page)
    await again.getByRole('button', { name: 'New to wallets?' }).click()
    await modal(page, 'What Is a Wallet?').getByRole('button', { name: 'Get a wallet' }).click()
    await modal(page, 'Get a Wallet').getByRole('list', { name: 'Wallets to get' }).getByRole('button').first().waitFor()
    await walletImages(page)

    const allowed = new Set([new URL(session.appUrl).origin, new URL(inject('apiUrl')).origin])
    const elsewhere = requested.filter((url) => !url.startsWith('data:') && !allowed.has(new URL(url).origin))
    expect(requested.length).toBeGreaterThan(10)
    expect(elsewhere).toEqual([])
  })
})
