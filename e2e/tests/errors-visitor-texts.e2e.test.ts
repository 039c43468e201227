import type { Page, Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openConnect } from '../support/embeddedWallet.ts'
import { modal, useBrowserSession } from '../support/session.ts'

/** Words of the host's configuration and of the login protocols, which no visitor should read. */
const DEVELOPER_WORDS = /Invalid App Configuration|allowlist|origin|projectId|End-User|access_denied|not completed/i

/**
 * The demo as a deployed site serves it: at http://shop.test (no loopback address, so no dev mode),
 * its pages answered by the demo's own server and its Foyer server reached as http://api.shop.test
 * (a public name: Chromium lets a public page call it, which it would not for 127.0.0.1). The real
 * Foyer server answers every call, with the page's Origin, and refuses that origin for real: 403.
 */
async function openAsDeployedSite(page: Page, appUrl: string, apiUrl: string): Promise<string[]> {
  const forward = (target: string) => async (route: Route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `${target}${url.pathname}${url.search}`, headers: { ...route.request().headers(), host: new URL(target).host } })
    const rewrite = url.pathname === '/foyer-config.js'
    await route.fulfill({ response, ...(rewrite && { body: (await response.text()).replaceAll(apiUrl, 'http://api.shop.test') }) })
  }
  await page.context().route('http://shop.test/**', forward(new URL(appUrl).origin))
  await page.context().route('http://api.shop.test/**', forward(apiUrl))
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('http://shop.test/')
  return errors
}

describe('a site the project does not allow (403)', () => {
  const session = useBrowserSession()

  it('a visitor of a deployed site reads what is missing, never the configuration problem, which the console names', async () => {
    const { page, appUrl } = session
    const consoleErrors = await openAsDeployedSite(page, appUrl, inject('apiUrl'))
    const connect = await openConnect(page)
    await connect
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .waitFor()
    await connect.getByText('More wallets could not be loaded. The wallets in this browser still work.').waitFor()
    await connect.getByRole('button', { name: 'All Wallets' }).click()
    const all = modal(page, 'All Wallets')
    await all.getByRole('alert').getByText('The wallet list is not available on this site.').waitFor()
    expect(await all.getByRole('button', { name: 'Try again' }).count(), 'trying again cannot help').toBe(0)
    expect(await page.getByRole('dialog').textContent()).not.toMatch(DEVELOPER_WORDS)
    expect(consoleErrors.some((text) => text.startsWith('Foyer: Invalid App Configuration.'))).toBe(true)
  })

  it('a host in dev mode (a page on 127.0.0.1) also sees the configuration alert, beside the visitor’s text', async () => {
    const { page } = session
    await page.route('**/getWallets?**', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'Forbidden', message: 'Unauthorized: origin not allowed', code: 'INVALID_APP_CONFIGURATION' }) }),
    )
    await page.reload()
    const connect = await openConnect(page)
    await connect.getByRole('alert').getByText('Invalid App Configuration').waitFor()
    await connect.getByText('More wallets could not be loaded. The wallets in this browser still work.').waitFor()
  })
})

describe('a social login the visitor cancels at the provider', () => {
  const session = useBrowserSession()

  it('reads "The login was cancelled at GitHub." with Try again, not the provider’s words', async () => {
    const { page } = session
    const connect = await openConnect(page)
    const [popup] = await Promise.all([page.context().waitForEvent('page'), connect.getByRole('button', { name: 'Continue with GitHub' }).click()])
    await popup.waitForURL(/\/interaction\//)
    await popup.locator('input[name="login"]').fill(`cancel${Date.now().toString(36)}`)
    await popup.locator('input[name="password"]').fill('any password')
    await popup.locator('button[type="submit"]').click()
    await popup.getByRole('link', { name: '[ Cancel ]' }).click()

    const login = modal(page, 'Log In')
    await login.getByRole('alert').getByText('The login was cancelled at GitHub.', { exact: true }).waitFor()
    await login.getByRole('button', { name: 'Try again' }).waitFor()
    expect(await login.textContent()).not.toMatch(DEVELOPER_WORDS)
  })
})
