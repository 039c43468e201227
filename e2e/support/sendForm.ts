import type { Locator, Page } from 'playwright-core'
import { modal } from './session.ts'

/**
 * Opens the Send form from the Account view's feature row, once the account's balances are read
 * (the form offers what they hold): `holding` is a token line the Tokens list shows then (/ BTC$/).
 */
export async function openSendForm(page: Page, holding: RegExp): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /^Account/ })
    .click()
  const account = modal(page, 'Account')
  await account.getByRole('list', { name: 'Tokens' }).getByText(holding).first().waitFor()
  await account.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click()
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).waitFor()
  return form
}
