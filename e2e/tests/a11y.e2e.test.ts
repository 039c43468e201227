import { describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
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
