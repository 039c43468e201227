import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { modal, useBrowserSession } from '../support/session.ts'

/** Where focus is: the element's tag, accessible name, and whether it is inside the modal's dialog. */
async function focused(page: Page): Promise<{ tag: string; name: string; inDialog: boolean; title: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      tag: el?.tagName ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.getAttribute('placeholder') ?? el?.textContent ?? '').trim(),
      inDialog: Boolean(el?.closest('[role=dialog]')),
      title: Boolean(el?.classList.contains('foyer-title')),
    }
  })
}

describe('the modal by keyboard alone', () => {
  const session = useBrowserSession(undefined, undefined, 'no-preference')

  it('connects by keyboard only: Tab to the button, Enter, Tab to the wallet, Enter, approve by keyboard', async () => {
    const { page, devAddress } = session
    await tabTo(page, (el) => el.name === 'Connect Wallet')
    await page.keyboard.press('Enter')
    const connect = modal(page, 'Connect Wallet')
    await connect.waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'focus moves into the dialog').toBe('dialog')

    await tabTo(page, (el) => el.name.startsWith('Foyer Dev Wallet'))
    await page.keyboard.press('Enter')
    // The Dev Wallet's popup takes focus; its Approve button answers to Enter.
    const request = page.getByRole('dialog', { name: 'Dev Wallet request' })
    await request.waitFor()
    await request.getByRole('button', { name: 'Approve' }).focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('host-address').getByText(devAddress).waitFor()
    await connect.waitFor({ state: 'detached' })
    // The Connect button the visitor started from is gone: focus lands on the account button that replaced it.
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await expect.poll(() => nav.getByRole('button', { name: /^Account/ }).evaluate((button) => button === document.activeElement)).toBe(true)

    // Disconnecting by keyboard: focus lands on the Connect button that comes back.
    await page.keyboard.press('Enter')
    const account = modal(page, 'Account')
    await account.getByRole('button', { name: 'Disconnect' }).waitFor()
    await tabTo(page, (el) => el.name === 'Disconnect')
    await page.keyboard.press('Enter')
    await account.waitFor({ state: 'detached' })
    await expect.poll(() => nav.getByRole('button', { name: 'Connect Wallet' }).evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it('traps focus inside the dialog, closes on Escape and gives focus back to the opener', async () => {
    const { page } = session
    const opener = page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const connect = modal(page, 'Connect Wallet')
    await connect.waitFor()

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab')
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog][aria-modal=true]')))
      expect(inside, `focus stayed in the dialog after ${i + 1} presses`).toBe(true)
    }

    await page.keyboard.press('Escape')
    await connect.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect Wallet')
  })

  it('All Wallets, its search, Back and Close all work by keyboard', async () => {
    const { page } = session
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    // The dialog takes focus as it appears (its code loads on the first open): Tab from then on.
    await modal(page, 'Connect Wallet').waitFor()
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true })
    await tabTo(page, (el) => el.name.startsWith('All Wallets'))
    await page.keyboard.press('Enter')
    const all = modal(page, 'All Wallets')
    await all.getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
    // Focus moved into the new view, to its search field: typing searches at once.
    expect(await focused(page)).toMatchObject({ tag: 'INPUT', inDialog: true })
    await page.keyboard.type('rain')
    // The search answers after the debounce; MetaMask leaves the grid and Rainbow stays.
    await all.getByRole('button', { name: 'MetaMask' }).waitFor({ state: 'detached' })
    await all.getByRole('button', { name: 'Rainbow' }).waitFor()
    await tabTo(page, (el) => el.name === 'Back', 10, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await modal(page, 'Connect Wallet').waitFor()
    // Back: focus returns to the row the visitor left the view from.
    await expect.poll(async () => (await focused(page)).name).toMatch(/^All Wallets/)
    await tabTo(page, (el) => el.name === 'Close')
    await page.keyboard.press('Enter')
    await modal(page, 'Connect Wallet').waitFor({ state: 'detached' })
  })

  it('WalletConnect and a network: Enter moves focus into the new view, never to the page', async () => {
    const { page } = session
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: 'Connect Wallet' }).focus()
    await page.keyboard.press('Enter')
    await modal(page, 'Connect Wallet').waitFor()
    await tabTo(page, (el) => el.name.startsWith('WalletConnect'))
    await page.keyboard.press('Enter')
    // While the pairing starts (the row disabled: the dialog takes focus back by the next frame) and
    // once the view has come, focus stays in the dialog.
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true })
    await page.getByRole('dialog', { name: /WalletConnect/ }).waitFor()
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true, title: true })
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await nav
      .getByRole('button', { name: /network/i })
      .first()
      .focus()
    await page.keyboard.press('Enter')
    const networks = modal(page, 'Choose Network')
    // The view's code may still be loading: Tab has only Close to visit until its list is there.
    await networks.getByRole('button', { name: /Foyer Devnet L2/ }).waitFor()
    await tabTo(page, (el) => el.name.includes('Foyer Devnet L2'))
    await page.keyboard.press('Enter')
    // Disconnected, choosing a network leads to Connect (or closes): focus is in the dialog or back on the opener, not lost.
    await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY')
  })
})
