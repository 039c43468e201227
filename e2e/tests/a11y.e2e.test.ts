import { describe, inject, it } from 'vitest'
import { approveDeviceFromMail, openConnect } from '../support/embeddedWallet.ts'
import { codeOf, uniqueEmail, waitForMail } from '../support/mailbox.ts'
import { modal, useBrowserSession } from '../support/session.ts'
import { viewCheckInEveryLook, walkInEveryLook } from '../support/looks.ts'

/**
 * The embedded wallet's views, the approval screen inside its frame included, in dark and light on
 * a desktop and a phone: axe-clean, each kept as a screenshot in e2e/artifacts/views/embedded-<theme>-<size>/.
 * One login walks them: each view is checked in every look (the theme and the viewport switched in place).
 * The wallet flows' views are walked in every-view.e2e.test.ts.
 */
describe('the embedded wallet views are axe-clean', () => {
  const session = useBrowserSession()
  const apiUrl = inject('apiUrl')

  it('Farcaster, Register Device, Confirm Email, the approval screens, Account (email login) and Update Email in the dark and the light theme on a desktop and a phone', async () => {
    const { page } = session
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `embedded-${theme.toLowerCase()}-${size}`)
    const email = uniqueEmail('a11y')
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
    await modal(page, 'Farcaster')
      .getByRole('img', { name: /QR code/i })
      .waitFor()
    await check('Farcaster')
    await page.getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('textbox', { name: 'Email address' }).fill(email)
    await connect.getByRole('button', { name: 'Continue with email' }).click()
    await modal(page, 'Register Device').waitFor()
    await check('Register Device')
    await approveDeviceFromMail(page, apiUrl, email)

    const confirm = modal(page, 'Confirm Email')
    await confirm.getByRole('textbox', { name: /6-digit code/ }).waitFor()
    await check('Confirm Email')
    await confirm.getByRole('textbox', { name: /6-digit code/ }).fill(codeOf(await waitForMail(apiUrl, email, (mail) => /login code/i.test(mail.subject))))
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()

    // ApproveTransaction, titled by what is asked; axe also runs inside the frame once Approve is on.
    // Asked anew in each look: the frame's screen is placed and seen in that look before Approve turns on.
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    for (const [action, title] of [
      ['Sign message', 'Sign Message'],
      ['Send transaction', 'Approve Transaction'],
    ] as const) {
      await walkInEveryLook(page, async (_last, look) => {
        await page.getByRole('button', { name: action }).click()
        await modal(page, title).waitFor()
        await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
        await check.inLook(look, title)
        await frame.getByRole('button', { name: 'Reject' }).click()
        await modal(page, title).waitFor({ state: 'detached' })
      })
    }

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-login').getByText(email).waitFor()
    await check('Account (email login)')
    await account.getByRole('button', { name: 'Update email' }).click()
    await modal(page, 'Update Email').getByRole('textbox', { name: 'New email' }).waitFor()
    await check('Update Email')
  })
})
