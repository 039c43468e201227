import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'

/** The controls of the open dialog that the visible toast overlaps (their accessible names). */
async function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector<HTMLElement>('.foyer-snackbar[data-open=true]')
    if (!toast) throw new Error('no toast is shown')
    const box = toast.getBoundingClientRect()
    const dialog = toast.closest('[role=dialog]')!
    return [...dialog.querySelectorAll<HTMLElement>('button, a[href], input, [tabindex]:not([tabindex="-1"])')]
      .filter((control) => {
        const rect = control.getBoundingClientRect()
        return rect.width > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName)
  })
}

describe('toasts', () => {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    describe(size, () => {
      const session = useBrowserSession(viewport)

      it("'Address copied' and 'Link copied' cover no control and are announced in a live region", async () => {
        const { page, context, appUrl } = session
        // As a browser lets a click copy (the headless shell asks for the permission).
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
        await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
        await modal(page, 'Connect Wallet')
          .getByRole('button', { name: /WalletConnect/ })
          .click()
        const walletConnect = modal(page, /WalletConnect/)
        await walletConnect.getByRole('button', { name: /Copy link/ }).click()
        const status = page.getByRole('dialog').getByRole('status')
        await status.getByText('Link copied').waitFor()
        expect(await controlsUnderToast(page)).toEqual([])
        await page.keyboard.press('Escape')

        await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
        await modal(page, 'Connect Wallet')
          .getByRole('button', { name: /Foyer Dev Wallet/ })
          .click()
        await answerDevWallet(page)
        await page
          .getByRole('navigation', { name: 'Wallet' })
          .getByRole('button', { name: /^Account/ })
          .click()
        await modal(page, 'Account').getByTestId('account-address').click()
        await page.getByRole('dialog').getByRole('status').getByText('Address copied').waitFor()
        expect(await controlsUnderToast(page)).toEqual([])
      })
    })
  }
})
