import { describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'

describe("the modal in German (createFoyer({ locale: 'de' }))", () => {
  const session = useBrowserSession()

  for (const theme of ['Dark', 'Light'] as const) {
    it(`shows German titles, buttons and labels and stays axe-clean in the ${theme.toLowerCase()} theme`, async () => {
      const { page, devAddress } = session
      await page.goto(`${session.appUrl}?locale=de`)
      await page.getByRole('radio', { name: theme }).check()
      const nav = page.getByRole('navigation', { name: 'Wallet' })
      // The German texts load on demand: the host's button turns German once they are there.
      await nav.getByRole('button', { name: 'Wallet verbinden' }).click()

      const connect = modal(page, 'Wallet verbinden')
      await connect
        .getByRole('list', { name: 'Wallets' })
        .getByRole('button', { name: /Alle Wallets/ })
        .getByText(/\d+/)
        .waitFor()
      await connect.getByRole('button', { name: 'Schließen' }).waitFor()
      expect(await page.locator('div.foyer-root').getAttribute('lang')).toBe('de')
      expect(await axeViolations(page), 'Connect').toEqual([])

      await connect.getByRole('button', { name: /Alle Wallets/ }).click()
      const all = modal(page, 'Alle Wallets')
      await all.getByRole('searchbox', { name: 'Wallets durchsuchen' }).waitFor()
      expect(await all.getByRole('searchbox').getAttribute('placeholder')).toBe('Wallet suchen')
      await page.getByRole('button', { name: 'Zurück', exact: true }).click()

      await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
      await modal(page, 'Foyer Dev Wallet').getByText('Weiter in Foyer Dev Wallet').waitFor()
      await answerDevWallet(page)
      await page.getByTestId('host-address').getByText(devAddress).waitFor()

      await nav.getByRole('button', { name: /^Konto/ }).click()
      const account = modal(page, 'Konto')
      await account.getByRole('list', { name: 'Token' }).getByText('USDC', { exact: false }).first().waitFor()
      await account.getByRole('tab', { name: 'Aktivität' }).waitFor()
      await account.getByRole('button', { name: /Netzwerk wechseln$/ }).waitFor()
      expect(await axeViolations(page), 'Konto').toEqual([])

      await account.getByRole('button', { name: 'Trennen' }).click()
      await account.waitFor({ state: 'detached' })
      await nav.getByRole('button', { name: 'Wallet verbinden' }).waitFor()
    })
  }
})
