import { describe, expect, it } from 'vitest'
import { openConnect, signInAtDevProvider } from '../support/embeddedWallet.ts'
import { modal, useBrowserSession } from '../support/session.ts'

/** Social login through the dev OpenID provider the server starts in dev mode: Google itself, and the other five providers' stand-ins beside it. */
describe('the embedded wallet: social login', () => {
  const session = useBrowserSession()

  it('logs in with Google in a popup: real redirect, code exchange and id_token check, then the Account view shows the email', async () => {
    const { page } = session
    const login = `ada${Date.now().toString(36)}`
    const connect = await openConnect(page)
    const [popup] = await Promise.all([page.context().waitForEvent('page'), connect.getByRole('button', { name: 'Continue with Google' }).click()])
    // The callback page hands the result to this page and closes itself, maybe before the sign-in's last click returns.
    const closed = popup.waitForEvent('close')
    // The waiting view's Google mark sits in the middle of its badge, as the other providers' do.
    const badge = modal(page, 'Log In').locator('.foyer-social-badge')
    const [outer, mark] = await Promise.all([badge.boundingBox(), badge.locator('svg').boundingBox()])
    expect(Math.abs(outer!.x + outer!.width / 2 - (mark!.x + mark!.width / 2)), 'centred across').toBeLessThan(1)
    expect(Math.abs(outer!.y + outer!.height / 2 - (mark!.y + mark!.height / 2)), 'centred down').toBeLessThan(1)
    await popup.waitForURL(/\/interaction\//)
    await signInAtDevProvider(popup, login)
    await closed

    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    expect(await page.getByTestId('host-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await modal(page, 'Account').getByTestId('account-login').getByText(`${login}@example.test`).waitFor()
  })

  it("logs in with GitHub, Discord, X, Facebook and Apple in turn, each stand-in answering in its provider's own format, and the Account view shows the account each names", async () => {
    const { page } = session
    const email = (login: string) => `${login}@example.test`
    // The Account view names the login by the email the provider vouched for, else the name there: X sends no email, and Facebook's is not taken as verified.
    const providers = [
      { name: 'GitHub', shown: email },
      { name: 'Discord', shown: email },
      { name: 'X', shown: (login: string) => login },
      { name: 'Facebook', shown: (login: string) => login },
      { name: 'Apple', shown: email },
    ]
    for (const { name, shown } of providers) {
      const login = `${name.toLowerCase()}${Date.now().toString(36)}`
      const connect = await openConnect(page)
      const [popup] = await Promise.all([page.context().waitForEvent('page'), connect.getByRole('button', { name: `Continue with ${name}` }).click()])
      const closed = popup.waitForEvent('close')
      await popup.waitForURL(/\/interaction\//)
      await signInAtDevProvider(popup, login)
      await closed

      await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
      await page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('button', { name: /^Account/ })
        .click()
      const account = modal(page, 'Account')
      await account
        .getByTestId('account-login')
        .getByText(`${name} (${shown(login)})`)
        .waitFor()
      await account.getByRole('button', { name: 'Sign out' }).click()
      await page.getByTestId('host-status').getByText('disconnected').waitFor()
    }
  })

  it('where popups are blocked, the page itself goes to the provider and comes back logged in (redirect fallback)', async () => {
    const { page } = session
    // A popup blocker: window.open answers null, as browsers do when they block it.
    await page.addInitScript(() => {
      window.open = () => null
    })
    await page.reload()
    const login = `grace${Date.now().toString(36)}`
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Continue with GitHub' }).click()
    await page.waitForURL(/\/interaction\//)
    await signInAtDevProvider(page, login)

    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    expect(page.url(), 'the result parameter is removed from the address bar').not.toContain('foyer_social_result')
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await modal(page, 'Account').getByTestId('account-login').waitFor()
  })
})

describe('the embedded wallet: Sign In With Farcaster', () => {
  const session = useBrowserSession()

  it('shows the channel as a QR and a link; once the Farcaster app signs (the dev relay stand-in), the visitor is logged in with the username', async () => {
    const { page } = session
    const username = `fc${Date.now().toString(36)}`
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const farcaster = modal(page, 'Farcaster')
    await farcaster.getByRole('img', { name: /QR code/i }).waitFor()

    // The Farcaster app's side, as a phone would open the link: the stand-in's page signs in by username.
    const link = await farcaster.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')
    const app = await page.context().newPage()
    await app.goto(link!)
    await app.getByRole('textbox', { name: 'Username' }).fill(username)
    await app.getByRole('button', { name: 'Sign in' }).click()
    // The sign-in is a form post: closing the tab before it is answered can abort it.
    await app.getByRole('heading', { name: `Signed in as @${username}` }).waitFor()
    await app.close()

    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await modal(page, 'Account').getByTestId('account-login').getByText(username).waitFor()
  })
})
