import { describe, inject, it } from 'vitest'
import { approveDeviceFromMail, openConnect } from '../support/embeddedWallet.ts'
import { codeOf, uniqueEmail, waitForMail } from '../support/mailbox.ts'
import { modal, useBrowserSession } from '../support/session.ts'
import { viewCheck } from '../support/viewCheck.ts'

/**
 * The embedded wallet's views, the approval screen inside its frame included, in dark and light on
 * a desktop and a phone: axe-clean, each kept as a screenshot in e2e/artifacts/views/embedded-<theme>-<size>/.
 * The wallet flows' views are walked in every-view.e2e.test.ts.
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

for (const [size, viewport] of SIZES) {
  describe(`the embedded wallet views are axe-clean on a ${size}`, () => {
    const session = useBrowserSession(viewport)
    const apiUrl = inject('apiUrl')

    for (const theme of ['Dark', 'Light'] as const) {
      it(`Farcaster, Register Device, Confirm Email, the approval screens, Account (email login) and Update Email in the ${theme.toLowerCase()} theme`, async () => {
        const { page } = session
        const check = viewCheck(page, `embedded-${theme.toLowerCase()}-${size}`)
        await page.getByRole('radio', { name: theme }).check()
        const email = uniqueEmail(`a11y-${theme.toLowerCase()}-${size}`)
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
        const frame = page.frameLocator('iframe.foyer-auth-frame')
        for (const [action, title] of [
          ['Sign message', 'Sign Message'],
          ['Send transaction', 'Approve Transaction'],
        ] as const) {
          await page.getByRole('button', { name: action }).click()
          await modal(page, title).waitFor()
          await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
          await check(title)
          await frame.getByRole('button', { name: 'Reject' }).click()
          await modal(page, title).waitFor({ state: 'detached' })
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
    }
  })
}
