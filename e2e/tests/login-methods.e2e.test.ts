import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openConnect } from '../support/embeddedWallet.ts'
import { useBrowserSession } from '../support/session.ts'

/**
 * The Connect view offers only the logins the server serves. The server's answer is tested against
 * real servers (apps/server/test/auth/loginMethods.test.ts); here the browser is told a server
 * configured with less than the stack's dev mode, and the view is checked.
 */
async function serverOffers(page: Page, answer: { status: number; body: unknown }) {
  await page.route('**/v1/login-methods?**', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }))
  // The page asked on idle already: ask again under the new answer.
  await page.reload()
}

describe('the logins the Connect view offers', () => {
  const session = useBrowserSession()

  it('a server with Google only and no mail server: no email field, one social button, the wallets as before', async () => {
    const { page } = session
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await serverOffers(page, { status: 200, body: { email: false, socials: ['google'] } })
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Continue with Google' }).waitFor()
    expect(await connect.getByRole('list', { name: 'Social logins' }).getByRole('button').count()).toBe(1)
    // A lone provider says its name on screen, not only to assistive technology.
    expect(await connect.getByRole('button', { name: 'Continue with Google' }).innerText()).toBe('Continue with Google')
    expect(await connect.getByRole('textbox', { name: 'Email address' }).count()).toBe(0)
    await connect
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .waitFor()
    // The developer reads why in the console; the visitor reads nothing about configuration.
    expect(warnings.some((text) => text.includes('email login is on (features.email)'))).toBe(true)
    expect(await connect.textContent()).not.toMatch(/configur|FOYER_/)
  })

  it('a server that cannot say (503): no login offered, the wallets still connect', async () => {
    const { page } = session
    await serverOffers(page, { status: 503, body: { error: 'Service Unavailable', message: 'down' } })
    const connect = await openConnect(page)
    await connect
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .waitFor()
    expect(await connect.getByRole('textbox', { name: 'Email address' }).count()).toBe(0)
    expect(await connect.getByRole('button', { name: /^Continue with/ }).count()).toBe(0)
  })
})
