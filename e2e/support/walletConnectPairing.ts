/**
 * The reference WalletConnect wallet (apps/wallet) paired with the modal as a visitor with a web
 * wallet pairs it: the link copied from the modal's QR view, pasted into the wallet's tab.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { inject } from 'vitest'
import { modal } from './session.ts'
import './providedContext.ts'

/** Opens the modal, picks WalletConnect and copies the pairing URI, as a visitor with a web wallet would. */
export async function copyPairingUri(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const view = modal(page, 'WalletConnect')
  await view.getByRole('img', { name: /QR code/ }).waitFor()
  await view.getByRole('button', { name: 'Copy link' }).click()
  await page.getByText('Link copied').waitFor()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The reference wallet in a new tab of the same browser, showing the proposal of the modal's pairing URI (copied from its QR view). */
export async function walletWithProposal(session: { page: Page; context: BrowserContext; appUrl: string }): Promise<{ wallet: Page; proposal: Locator }> {
  const { page, context, appUrl } = session
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
  const uri = await copyPairingUri(page)
  const wallet = await context.newPage()
  await wallet.goto(inject('walletUrl'))
  await wallet.getByLabel('Pairing URI').fill(uri)
  await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
  return { wallet, proposal: wallet.getByTestId('proposal') }
}
