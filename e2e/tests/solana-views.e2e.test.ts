import { describe, expect, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { viewCheck } from '../support/viewCheck.ts'

/**
 * The views Solana changed — Connect with a wallet serving two namespaces, the Networks view with
 * both namespaces, the Solana Account view and its Activity tab — axe-clean in dark and light on a
 * desktop and a phone (screenshots in e2e/artifacts/views/solana-<theme>-<size>/), and reachable by
 * keyboard alone.
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

for (const [size, viewport] of SIZES) {
  describe(`the Solana views on a ${size}`, () => {
    const session = useBrowserSession(viewport)

    for (const theme of ['Dark', 'Light'] as const) {
      it(`are axe-clean in the ${theme.toLowerCase()} theme, from Connect to the Solana account's Activity, walked by keyboard`, async () => {
        const { page } = session
        const check = viewCheck(page, `solana-${theme.toLowerCase()}-${size}`)
        await page.getByRole('radio', { name: theme }).check()
        const nav = page.getByRole('navigation', { name: 'Wallet' })
        await nav.getByRole('button', { name: 'Connect Wallet' }).focus()
        await page.keyboard.press('Enter')
        const connect = modal(page, 'Connect Wallet')
        await connect.getByRole('button', { name: /WalletConnect/ }).waitFor()
        await check('Connect, one row for a wallet serving EVM and Solana')
        await tabTo(page, (el) => el.name.includes('Foyer Dev Wallet'))
        await page.keyboard.press('Enter')
        await answerDevWallet(page)
        await connect.waitFor({ state: 'detached' })

        // The network menu by keyboard: Enter opens it, Tab reaches the Solana network, Enter switches.
        await nav.getByRole('button', { name: /Foyer Devnet/ }).focus()
        await page.keyboard.press('Enter')
        const networks = modal(page, 'Choose Network')
        await networks.getByRole('button', { name: /Foyer Solana Devnet/ }).waitFor()
        await check('Networks, both namespaces')
        await tabTo(page, (el) => el.name.includes('Foyer Solana Devnet'))
        await page.keyboard.press('Enter')
        await networks.waitFor({ state: 'detached' })

        await nav.getByRole('button', { name: /^Account/ }).focus()
        await page.keyboard.press('Enter')
        const account = modal(page, 'Account')
        await account.getByRole('list', { name: 'Tokens' }).getByText('42.125 FOY').waitFor()
        await check('Account, Solana')
        // The tabs are one stop in the Tab order; the arrow keys move between them (WAI-ARIA tabs).
        await tabTo(page, (el) => el.name === 'Tokens')
        await tabTo(page, (el) => el.name === 'Activity', 10, 'ArrowRight')
        await page.keyboard.press('Enter')
        await account.getByTestId('activity-empty').getByText('No activity list for Foyer Solana Devnet').waitFor()
        await check('Activity, Solana')
        // Escape closes the modal and focus goes back to the button that opened it.
        await page.keyboard.press('Escape')
        await account.waitFor({ state: 'detached' })
        await expect.poll(() => nav.getByRole('button', { name: /^Account/ }).evaluate((button) => button === document.activeElement)).toBe(true)
      })
    }
  })
}
