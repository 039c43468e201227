import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest'
import '../support/providedContext.ts'
import { launchChromium } from '../support/chromium.ts'
import { openConnect } from '../support/embeddedWallet.ts'
import { keepFailureEvidence } from '../support/failureEvidence.ts'
import { answerDevWallet, modal, REDUCED_MOTION } from '../support/session.ts'
import { serveWebApp, type RunningApp } from '../support/webApp.ts'

/**
 * What visitors read while the Foyer server is down: a stack of this file's own, whose server is
 * stopped for real (connections refused) and started again on the same port, so Retry is tried
 * against the server coming back.
 */
const UNREACHABLE = 'We couldn’t reach the server. Check your connection and try again.'
/** Words of the protocol, the frame or the host's configuration, which no visitor should read. */
const DEVELOPER_WORDS = /Invalid App Configuration|allowlist|irn_|no answer from the relay|no socket|HTTP status code|SERVER_UNREACHABLE|cannot be reached|READY|frame/i

let app: RunningApp
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  // The suite's build of the demo, on a stack of this file's own.
  app = await serveWebApp(inject('webAppDir'), { frameDir: inject('frameDir') })
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...REDUCED_MOTION })
  page = await context.newPage()
})

afterEach(async (test) => {
  await keepFailureEvidence(page, test)
  await context?.close()
  // Every test starts with the server up.
  await app.stack.server.start()
})

/** Loads the demo while the server is up, until the page knows which logins the server serves. */
async function loadWhileServerIsUp(): Promise<void> {
  const asked = page.waitForResponse((response) => response.url().includes('/v1/login-methods') && response.ok())
  await page.goto(app.url)
  await asked
}

describe('the embedded wallet’s logins with the server down', () => {
  it('a page loaded while the server is down says email and social login are unavailable right now, and offers them by itself once it is back', async () => {
    await app.stack.server.stop()
    await page.goto(app.url)
    const connect = await openConnect(page)
    await connect.getByTestId('logins-unavailable').getByText('Email and social login are unavailable right now.').waitFor()
    expect(await connect.getByRole('textbox', { name: 'Email address' }).count()).toBe(0)
    expect(await connect.textContent()).not.toMatch(DEVELOPER_WORDS)

    await app.stack.server.start()
    await connect.getByRole('textbox', { name: 'Email address' }).waitFor({ timeout: 30_000 })
    expect(await connect.getByTestId('logins-unavailable').count()).toBe(0)
  })

  it('email login says the server cannot be reached, once, with Try again, and continues once the server is back', async () => {
    await loadWhileServerIsUp()
    await app.stack.server.stop()
    const connect = await openConnect(page)
    await connect.getByRole('textbox', { name: 'Email address' }).fill('ada@example.test')
    await connect.getByRole('button', { name: 'Continue with email' }).click()
    await connect.getByRole('alert').getByText(UNREACHABLE).waitFor()
    expect(await page.getByText(UNREACHABLE).count(), 'said once, not twice').toBe(1)
    expect(await connect.textContent()).not.toMatch(DEVELOPER_WORDS)

    await app.stack.server.start()
    await connect.getByRole('button', { name: 'Try again' }).click()
    await modal(page, 'Register Device').waitFor()
  })

  it("email login whose frame code cannot load (a chunk gone after a deploy) says 'A problem occurred while trying initialize authentication' and that the login did not finish; a reload logs in", async () => {
    await page.route(/\/frameModule-[\w-]+\.js$/, (route) => route.abort())
    await loadWhileServerIsUp()
    const connect = await openConnect(page)
    await connect.getByRole('textbox', { name: 'Email address' }).fill('ada@example.test')
    await connect.getByRole('button', { name: 'Continue with email' }).click()
    await connect.getByRole('alert').getByText('The login did not finish. Please try again.').waitFor()
    await page.locator('.foyer-snackbar[data-open=true]').getByText('A problem occurred while trying initialize authentication').waitFor()
    expect(await connect.textContent()).not.toMatch(DEVELOPER_WORDS)

    // A browser keeps a module that failed to import as failed: the page must load again.
    await page.unroute(/\/frameModule-[\w-]+\.js$/)
    await page.reload()
    const again = await openConnect(page)
    await again.getByRole('textbox', { name: 'Email address' }).fill('ada@example.test')
    await again.getByRole('button', { name: 'Continue with email' }).click()
    await modal(page, 'Register Device').waitFor()
  })

  it('Google login says the server cannot be reached, with Try again, which opens the provider once the server is back', async () => {
    await loadWhileServerIsUp()
    await app.stack.server.stop()
    const connect = await openConnect(page)
    const [popup] = await Promise.all([context.waitForEvent('page'), connect.getByRole('button', { name: 'Continue with Google' }).click()])
    const login = modal(page, 'Log In')
    await login.getByRole('alert').getByText(UNREACHABLE).waitFor()
    await login.getByRole('heading', { name: 'Login failed' }).waitFor()
    expect(await login.textContent()).not.toMatch(DEVELOPER_WORDS)
    if (!popup.isClosed()) await popup.waitForEvent('close')

    await app.stack.server.start()
    const [retried] = await Promise.all([context.waitForEvent('page'), login.getByRole('button', { name: 'Try again' }).click()])
    await retried.waitForURL(/\/interaction\//)
  })

  it('a Dev Wallet visitor’s Account view shows no configuration alert for a frame whose server is down (the console says why)', async () => {
    await app.stack.server.stop()
    await page.goto(app.url)
    const told = page.waitForEvent('console', (message) => message.text().includes('the embedded wallet (email and social login) cannot start'))
    const account = await devWalletAccount(page, told)
    await account.getByTestId('account-address').waitFor()
    expect(await account.textContent()).not.toMatch(DEVELOPER_WORDS)
  })
})

/** Connects the Dev Wallet from Connect (once `before` has happened, where given) and opens the Account view. */
async function devWalletAccount(page: Page, before?: Promise<unknown>): Promise<Locator> {
  const connect = await openConnect(page)
  await before
  await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await answerDevWallet(page)
  await connect.waitFor({ state: 'detached' })
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /^Account/ })
    .click()
  return modal(page, 'Account')
}

describe('images the server cannot give', () => {
  it("the Account view draws a token's initial where its image does not load: never a broken image", async () => {
    await page.route('**/public/getTokenImage/**', (route) => route.abort())
    await page.goto(app.url)
    const account = await devWalletAccount(page)
    const tokens = account.getByRole('list', { name: 'Tokens' })
    await tokens.getByText(/ETH/).first().waitFor()
    await tokens.locator('.foyer-token-initial').first().waitFor()
    await expect.poll(() => account.evaluate((dialog) => [...dialog.querySelectorAll('img')].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src))).toEqual([])
  })
})

describe('buying with the server down', () => {
  it('Buy says buying is unavailable right now instead of a form that cannot work, and shows the form by itself once the server is back', async () => {
    await app.stack.server.stop()
    await page.goto(app.url)
    const account = await devWalletAccount(page)
    await account.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button', { name: 'Buy' }).click()
    const buy = modal(page, 'Buy Crypto')
    await buy.getByTestId('onramp-unavailable').getByText('Buying is unavailable right now.').waitFor()
    expect(await buy.getByRole('textbox', { name: 'Amount to pay' }).count()).toBe(0)
    expect(await buy.getByRole('button', { name: 'Continue' }).count()).toBe(0)
    expect(await buy.textContent()).not.toMatch(DEVELOPER_WORDS)
    await app.stack.server.start()
    await buy.getByRole('textbox', { name: 'Amount to pay' }).waitFor({ timeout: 30_000 })
    expect(await buy.getByTestId('onramp-unavailable').count()).toBe(0)
  })
})

describe('the wallet list with the server down', () => {
  it('Connect keeps the installed wallet and says more are missing; All Wallets says why with Try again, which loads the list once the server is back', async () => {
    await app.stack.server.stop()
    await page.goto(app.url)
    const connect = await openConnect(page)
    await connect
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .waitFor()
    await connect.getByText('More wallets could not be loaded. The wallets in this browser still work.').waitFor()
    await connect.getByRole('button', { name: 'All Wallets' }).click()

    const all = modal(page, 'All Wallets')
    await all.getByRole('alert').getByText('The wallet list could not be loaded: we couldn’t reach the server. Check your connection and try again.').waitFor()
    await all
      .getByRole('region', { name: 'Wallets in this browser' })
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .waitFor()
    expect(await all.textContent()).not.toMatch(DEVELOPER_WORDS)

    await app.stack.server.start()
    await all.getByRole('button', { name: 'Try again' }).click()
    await all.getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
    expect(await all.getByRole('alert').count()).toBe(0)
  })
})

describe('WalletConnect with the server (and its relay) down', () => {
  it('the QR view gives up on the relay with "cannot reach the server" and Try again, the host’s button leaves "Connecting…", and the QR shows once the server is back', async () => {
    await app.stack.server.stop()
    await page.goto(app.url)
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: /WalletConnect/ }).click()
    const view = modal(page, 'WalletConnect')
    await view.getByRole('alert').getByText(UNREACHABLE).waitFor()
    await view.getByRole('heading', { name: 'Connection failed' }).waitFor()
    expect(await view.textContent()).not.toMatch(DEVELOPER_WORDS)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()

    await app.stack.server.start()
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.getByRole('img', { name: /QR code/ }).waitFor()
  })
})
