import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { modal, useBrowserSession } from '../support/session.ts'

/** Presses Tab until the focused element matches, failing after a bounded number of presses. */
async function tabTo(page: Page, matches: (el: { name: string; role: string | null; tag: string }) => boolean, limit = 40, key = 'Tab') {
  const seen: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return { name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(), role: el?.getAttribute('role') ?? null, tag: el?.tagName ?? '' }
    })
    if (matches(focused)) return
    seen.push(`${focused.tag}:${focused.name.slice(0, 20)}`)
  }
  throw new Error(`the element was not reachable with Tab; focus went through ${seen.join(' → ')}`)
}

describe('the modal by keyboard alone', () => {
  const session = useBrowserSession()

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
    await tabTo(page, (el) => el.name.startsWith('All Wallets'))
    await page.keyboard.press('Enter')
    const all = modal(page, 'All Wallets')
    await all.getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
    await tabTo(page, (el) => el.tag === 'INPUT')
    await page.keyboard.type('rain')
    // The search answers after the debounce; MetaMask leaves the grid and Rainbow stays.
    await all.getByRole('button', { name: 'MetaMask' }).waitFor({ state: 'detached' })
    await all.getByRole('button', { name: 'Rainbow' }).waitFor()
    await tabTo(page, (el) => el.name === 'Back', 10, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await modal(page, 'Connect Wallet').waitFor()
    await tabTo(page, (el) => el.name === 'Close')
    await page.keyboard.press('Enter')
    await modal(page, 'Connect Wallet').waitFor({ state: 'detached' })
  })
})
