import { createPublicClient, http, verifyMessage, type Hex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { answerEmbeddedWallet, loginWithEmail, openConnect, startEmailLogin } from '../support/embeddedWallet.ts'
import { codeOf, uniqueEmail, waitForMail } from '../support/mailbox.ts'
import { modal, useBrowserSession } from '../support/session.ts'
import { viewCheck } from '../support/viewCheck.ts'

const apiUrl = inject('apiUrl')
/** The devnet through the server's RPC proxy, to read what the embedded wallet did on chain. */
const devnet = createPublicClient({ transport: http(`${apiUrl}/v1/?chainId=eip155:31337&projectId=foyer-dev`) })

describe('the embedded wallet: email login', () => {
  const session = useBrowserSession()

  it('logs in with the codes from the mail, signs a message and sends a devnet transaction approved in the frame, then signs out', async () => {
    const { page } = session
    const email = uniqueEmail('login')
    await loginWithEmail(page, apiUrl, email)

    // Connected: the host app sees a fresh address, and the Account view shows the email.
    const address = (await page
      .getByTestId('host-address')
      .getByText(/^0x[0-9a-fA-F]{40}$/)
      .textContent()) as Hex
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-login').getByText(email).waitFor()
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })

    // personal_sign: the modal opens Approve Transaction, the frame asks, the signature is the account's.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerEmbeddedWallet(page)
    const signature = (await page.getByTestId('host-signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Hello from the Foyer demo', signature })).toBe(true)

    // eth_sendTransaction on the devnet (dev mode funds each new embedded wallet).
    const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const before = await devnet.getBalance({ address: recipient })
    await page.getByRole('button', { name: 'Send transaction' }).click()
    // The screen is as tall as the request needs: every row shows (the data last), none cut off.
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
    const details = frame.getByRole('region', { name: 'Request details' })
    await expect.poll(() => details.evaluate((region) => region.scrollHeight - region.clientHeight)).toBeLessThanOrEqual(1)
    expect(await details.getByText('Network fee').isVisible()).toBe(true)
    await answerEmbeddedWallet(page)
    const hash = (await page.getByTestId('host-transaction').textContent()) as Hex
    const receipt = await devnet.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await devnet.getBalance({ address: recipient })) - before).toBe(10n ** 16n)

    // Sign out from the Account view: the host sees disconnected and Connect offers email again.
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await modal(page, 'Account').getByRole('button', { name: 'Sign out' }).click()
    await page.getByTestId('host-status').getByText('disconnected').waitFor()
    const connect = await openConnect(page)
    await connect.getByRole('textbox', { name: 'Email address' }).waitFor()
  })

  it('a wrong code says how many tries it has left, and the right one then logs in', async () => {
    const { page } = session
    const { confirm, code } = await startEmailLogin(page, apiUrl, uniqueEmail('wrong-code'))
    const field = confirm.getByRole('textbox', { name: /6-digit code/ })
    await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
    await confirm.getByText('That code isn’t right. Tries left: 4.').waitFor()
    await field.fill(code)
    await confirm.waitFor({ state: 'detached' })
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
  })

  it('Escape on the approval screen is refused with the reason; a rejected request is declined in the host, and the session survives a page reload', async () => {
    const { page } = session
    const email = uniqueEmail('reject')
    await loginWithEmail(page, apiUrl, email)
    const address = await page.getByTestId('host-address').getByText(/^0x/).textContent()

    await page.getByRole('button', { name: 'Sign message' }).click()
    // Escape pressed on the approval screen (focus inside the frame, whose keys the page never
    // sees) is refused like the dialog's own: it stays, and says why, announced.
    const request = modal(page, 'Sign Message')
    await page.frameLocator('iframe.foyer-auth-frame').getByRole('button', { name: 'Reject' }).focus()
    await page.keyboard.press('Escape')
    await request.getByRole('alert').getByText('Answer this request here with Approve or Reject.', { exact: false }).waitFor({ state: 'attached' })
    expect(await request.isVisible()).toBe(true)
    // Tab goes round the dialog and its frame, never to the page behind the overlay: through the
    // frame's controls, out to the dialog's Close (refused while the request waits, and in the
    // cycle so that pressing it says why), and into the frame again. Checked after every press.
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    const focusIn = async (): Promise<string> => {
      const top = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (element?.matches('iframe.foyer-auth-frame')) return 'frame'
        return element?.closest('[role=dialog]') ? `dialog:${element.getAttribute('aria-label') ?? element.textContent?.trim()}` : `page:${element?.tagName}`
      })
      if (top !== 'frame') return top
      return `frame:${await frame.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '')}`
    }
    const walk: string[] = []
    for (let press = 0; press < 12 && !(walk.includes('dialog:Close') && walk.at(-1) === 'frame:Reject'); press++) {
      await page.keyboard.press('Tab')
      const at = await focusIn()
      expect(at, `focus went ${[...walk, at].join(' → ')}`).toMatch(/^(frame|dialog):/)
      walk.push(at)
    }
    expect(walk).toContain('dialog:Close')
    expect(walk.at(-1)).toBe('frame:Reject')
    // Answered by keyboard, as a visitor whose focus is still on Reject: Chromium drops a click into
    // the frame while the refusal's shake has just moved it.
    await expect
      .poll(() =>
        page
          .frameLocator('iframe.foyer-auth-frame')
          .getByRole('button', { name: 'Reject' })
          .evaluate((button) => button === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.press('Enter')
    await request.waitFor({ state: 'detached' })
    await page
      .getByRole('alert')
      .getByText(/rejected/i)
      .waitFor()

    await page.reload()
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    expect(await page.getByTestId('host-address').textContent()).toBe(address)
  })

  it('changes the login email with a code to the current address and one to the new address, which can be asked for again; the new address then logs in to the same wallet', async () => {
    const { page } = session
    const email = uniqueEmail('before')
    const newEmail = uniqueEmail('after')
    await loginWithEmail(page, apiUrl, email)
    const address = await page.getByTestId('host-address').getByText(/^0x/).textContent()

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await modal(page, 'Account').getByRole('button', { name: 'Update email' }).click()
    const update = modal(page, 'Update Email')
    await update.getByRole('textbox', { name: 'New email' }).fill(newEmail)
    await update.getByRole('button', { name: 'Send the code' }).click()

    const primary = modal(page, 'Confirm Current Email')
    await primary.waitFor()
    const primaryMail = await waitForMail(apiUrl, email, (mail) => /change your email/i.test(mail.subject))
    await primary.getByRole('textbox', { name: /6-digit code/ }).fill(codeOf(primaryMail))

    const secondary = modal(page, 'Confirm New Email')
    await secondary.waitFor()
    await waitForMail(apiUrl, newEmail, (mail) => /confirm this email/i.test(mail.subject))
    // The second code can be asked for again too: within 30 s of the first the server says when.
    await secondary.getByRole('button', { name: 'Resend code' }).click()
    await secondary.getByText(/^Please try again after \d+ seconds$/).waitFor()
    await viewCheck(page, 'embedded-wallet')('Confirm New Email, resent too soon')
    const secondaryMail = await waitForMail(apiUrl, newEmail, (mail) => /confirm this email/i.test(mail.subject))
    await secondary.getByRole('textbox', { name: /6-digit code/ }).fill(codeOf(secondaryMail))

    await modal(page, 'Account').getByTestId('account-login').getByText(newEmail).waitFor()

    // The server keeps the new address as the login: signed out, it logs in to the same wallet.
    await modal(page, 'Account').getByRole('button', { name: 'Sign out' }).click()
    await page.getByTestId('host-status').getByText('disconnected', { exact: true }).waitFor()
    // This browser's 30 s between email logins is a visitor's wait, not what is checked here: not sat out.
    await page.evaluate(() => localStorage.removeItem('@foyer/last_email_login_time'))
    const connect = await openConnect(page)
    await connect.getByRole('textbox', { name: 'Email address' }).fill(newEmail)
    await connect.getByRole('button', { name: 'Continue with email' }).click()
    const confirm = modal(page, 'Confirm Email')
    await confirm.waitFor()
    const loginMail = await waitForMail(apiUrl, newEmail, (mail) => /login code/i.test(mail.subject))
    await confirm.getByRole('textbox', { name: /6-digit code/ }).fill(codeOf(loginMail))
    await page.getByTestId('host-address').getByText(address!).waitFor()
  })
})
