import { describe, expect, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { walkInEveryLook, viewCheckInEveryLook } from '../support/looks.ts'

/**
 * The views Solana changed — Connect with a wallet serving two namespaces, the Networks view with
 * both namespaces, the Solana Account view and its Activity tab — axe-clean in dark and light on a
 * desktop and a phone (screenshots in e2e/artifacts/views/solana-<theme>-<size>/), and reachable by
 * keyboard alone in each of those looks. One connection walks them: each view is checked in every look as it
 * opens, and each step by keyboard is taken in every look (the theme and the viewport switched in place).
 */
describe('the Solana views', () => {
  const session = useBrowserSession()

  it("are axe-clean in the dark and the light theme on a desktop and a phone, from Connect to the Solana account's Activity, walked by keyboard in each", async () => {
    const { page } = session
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `solana-${theme.toLowerCase()}-${size}`)
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    const connect = modal(page, 'Connect Wallet')
    const openConnect = async () => {
      await nav.getByRole('button', { name: 'Connect Wallet' }).focus()
      await page.keyboard.press('Enter')
      await connect.getByRole('button', { name: /WalletConnect/ }).waitFor()
    }
    await openConnect()
    await check('Connect, one row for a wallet serving EVM and Solana')
    // In each look, Tab reaches the wallet's one row; in the last one Enter connects it.
    await walkInEveryLook(page, async (last) => {
      await tabTo(page, (el) => el.name.includes('Foyer Dev Wallet'))
      await page.keyboard.press(last ? 'Enter' : 'Escape')
      if (last) await answerDevWallet(page)
      await connect.waitFor({ state: 'detached' })
      if (!last) await openConnect()
    })

    // The network menu by keyboard: Enter opens it, Tab reaches the Solana network (in each look), Enter switches.
    const networks = modal(page, 'Choose Network')
    const openNetworks = async () => {
      await nav.getByRole('button', { name: /Foyer Devnet/ }).focus()
      await page.keyboard.press('Enter')
      await networks.getByRole('button', { name: /Foyer Solana Devnet/ }).waitFor()
    }
    await openNetworks()
    await check('Networks, both namespaces')
    await walkInEveryLook(page, async (last) => {
      await tabTo(page, (el) => el.name.includes('Foyer Solana Devnet'))
      await page.keyboard.press(last ? 'Enter' : 'Escape')
      await networks.waitFor({ state: 'detached' })
      if (!last) await openNetworks()
    })

    // In each look, by keyboard: the Account view; its tabs are one stop in the Tab order and the arrow keys
    // move between them (WAI-ARIA tabs); Escape closes the modal and focus goes back to the button that opened it.
    const account = modal(page, 'Account')
    await walkInEveryLook(page, async (_last, look) => {
      await nav.getByRole('button', { name: /^Account/ }).focus()
      await page.keyboard.press('Enter')
      await account.getByRole('list', { name: 'Tokens' }).getByText('42.125 FOY').waitFor()
      await check.inLook(look, 'Account, Solana')
      await tabTo(page, (el) => el.name === 'Tokens')
      await tabTo(page, (el) => el.name === 'Activity', 10, 'ArrowRight')
      await page.keyboard.press('Enter')
      await account.getByTestId('activity-empty').getByText('No activity list for Foyer Solana Devnet').waitFor()
      await check.inLook(look, 'Activity, Solana')
      // The Account view keeps its tab: back to Tokens, where the next look's walk starts.
      await tabTo(page, (el) => el.name === 'Tokens', 10, 'ArrowLeft')
      await page.keyboard.press('Enter')
      await account.getByRole('list', { name: 'Tokens' }).waitFor()
      await page.keyboard.press('Escape')
      await account.waitFor({ state: 'detached' })
      await expect.poll(() => nav.getByRole('button', { name: /^Account/ }).evaluate((button) => button === document.activeElement)).toBe(true)
    })
  })
})
