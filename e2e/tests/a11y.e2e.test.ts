import { describe, expect, inject, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { approveDeviceFromMail, openConnect } from '../support/embeddedWallet.ts'
import { codeOf, uniqueEmail, waitForMail } from '../support/mailbox.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'

describe('the open modal is axe-clean', () => {
  const session = useBrowserSession()

  for (const theme of ['Dark', 'Light'] as const) {
    it(`Connect, WalletConnect (QR), All Wallets and Account have no axe violations in the ${theme.toLowerCase()} theme`, async () => {
      const { page, devAddress } = session
      await page.getByRole('radio', { name: theme }).check()
      const nav = page.getByRole('navigation', { name: 'Wallet' })
      await nav.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = modal(page, 'Connect Wallet')
      await connect.getByRole('button', { name: /All Wallets/ }).getByText(/\d+/).waitFor()
      expect(await axeViolations(page), 'Connect').toEqual([])

      await connect.getByRole('button', { name: /WalletConnect/ }).click()
      await modal(page, 'WalletConnect').getByRole('img', { name: /QR code/ }).waitFor()
      expect(await axeViolations(page), 'WalletConnect').toEqual([])
      await page.getByRole('button', { name: 'Back', exact: true }).click()

      await connect.getByRole('button', { name: /All Wallets/ }).click()
      await modal(page, 'All Wallets').getByRole('list', { name: 'All wallets' }).getByRole('button').nth(10).waitFor()
      expect(await axeViolations(page), 'All Wallets').toEqual([])

      await page.getByRole('button', { name: 'Back', exact: true }).click()
      await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
      await answerDevWallet(page)
      await page.getByTestId('host-address').getByText(devAddress).waitFor()
      await nav.getByRole('button', { name: /^Account/ }).click()
      await modal(page, 'Account').getByRole('list', { name: 'Tokens' }).getByText('USDC', { exact: false }).first().waitFor()
      expect(await axeViolations(page), 'Account').toEqual([])
    })
  }
})

describe('the embedded wallet views are axe-clean', () => {
  const session = useBrowserSession()
  const apiUrl = inject('apiUrl')

  for (const theme of ['Dark', 'Light'] as const) {
    it(`Register Device, Confirm Email, Approve Transaction, Account (email login), Update Email and Farcaster have no axe violations in the ${theme.toLowerCase()} theme`, async () => {
      const { page } = session
      await page.getByRole('radio', { name: theme }).check()
      const email = uniqueEmail(`a11y-${theme.toLowerCase()}`)
      const connect = await openConnect(page)
      await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
      await modal(page, 'Farcaster').getByRole('img', { name: /QR code/i }).waitFor()
      expect(await axeViolations(page), 'Farcaster').toEqual([])
      await page.getByRole('button', { name: 'Back', exact: true }).click()

      await connect.getByRole('textbox', { name: 'Email address' }).fill(email)
      await connect.getByRole('button', { name: 'Continue with email' }).click()
      await modal(page, 'Register Device').waitFor()
      expect(await axeViolations(page), 'Register Device').toEqual([])
      await approveDeviceFromMail(page, apiUrl, email)

      const confirm = modal(page, 'Confirm Email')
      await confirm.getByRole('textbox', { name: /6-digit code/ }).waitFor()
      expect(await axeViolations(page), 'Confirm Email').toEqual([])
      await confirm.getByRole('textbox', { name: /6-digit code/ }).fill(codeOf(await waitForMail(apiUrl, email, (mail) => /login code/i.test(mail.subject))))
      await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()

      await page.getByRole('button', { name: 'Sign message' }).click()
      // ApproveTransaction, titled by what is asked.
      await modal(page, 'Sign Message').waitFor()
      await page.frameLocator('iframe.foyer-auth-frame').getByRole('button', { name: 'Approve' }).waitFor()
      expect(await axeViolations(page), 'Approve Transaction').toEqual([])
      await page.frameLocator('iframe.foyer-auth-frame').getByRole('button', { name: 'Reject' }).click()
      await modal(page, 'Sign Message').waitFor({ state: 'detached' })

      await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /^Account/ }).click()
      const account = modal(page, 'Account')
      await account.getByTestId('account-login').getByText(email).waitFor()
      expect(await axeViolations(page), 'Account (email login)').toEqual([])
      await account.getByRole('button', { name: 'Update email' }).click()
      await modal(page, 'Update Email').getByRole('textbox', { name: 'New email' }).waitFor()
      expect(await axeViolations(page), 'Update Email').toEqual([])
    })
  }
})
