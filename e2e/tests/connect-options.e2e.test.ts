import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { viewCheckInEveryLook } from '../support/looks.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'

/** The demo with host options set by its address (apps/web hostOptions.ts), its Connect view open. */
async function openConnectWith(page: Page, appUrl: string, options: Record<string, '0' | '1'>) {
  await page.goto(`${appUrl}?${new URLSearchParams(options)}`)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await connect.waitFor()
  return connect
}

const DEV_WALLET = /Foyer Dev Wallet/

describe('features.legalCheckbox: the host’s terms and privacy box', () => {
  const session = useBrowserSession()

  it('holds back every wallet and login until ticked, links the host’s pages, is remembered after a reload, and is axe-clean in every look', async () => {
    const { page, appUrl, devAddress } = session
    const connect = await openConnectWith(page, appUrl, { legalCheckbox: '1' })
    const box = connect.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    await box.waitFor()
    expect(await box.isChecked()).toBe(false)
    const terms = connect.getByRole('link', { name: 'Terms of Service' })
    const privacy = connect.getByRole('link', { name: 'Privacy Policy' })
    expect(new URL((await terms.getAttribute('href'))!).pathname).toBe('/terms.html')
    expect(new URL((await privacy.getAttribute('href'))!).pathname).toBe('/privacy.html')
    expect(await terms.getAttribute('target')).toBe('_blank')
    // The host's page opens in a tab of its own, and it is there.
    const [termsTab] = await Promise.all([page.context().waitForEvent('page'), terms.click()])
    await termsTab.getByRole('heading', { name: 'Terms of Service' }).waitFor()
    await termsTab.close()
    expect(await box.isChecked(), 'following a link does not tick the box').toBe(false)

    // Every way in waits, and says why.
    const devWallet = connect.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: DEV_WALLET })
    await devWallet.waitFor()
    expect(await devWallet.isDisabled()).toBe(true)
    expect(await connect.getByRole('textbox', { name: 'Email address' }).isDisabled()).toBe(true)
    expect(await connect.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true)
    await connect.getByText('Tick the box to connect.').waitFor()
    const looks = viewCheckInEveryLook(page, (look) => `connect-legal-${look.theme.toLowerCase()}-${look.size}`)
    await looks('Connect, the box not ticked')

    // By keyboard: the box is the first field reached (every other one waits); Space ticks it.
    await tabTo(page, (el) => el.tag === 'INPUT')
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    expect(await box.isChecked()).toBe(true)
    expect(await devWallet.isDisabled()).toBe(false)
    expect(await connect.getByText('Tick the box to connect.').count()).toBe(0)
    await looks('Connect, the box ticked')

    await page.reload()
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    const again = modal(page, 'Connect Wallet')
    expect(await again.getByRole('checkbox', { name: /I agree/ }).isChecked(), 'remembered in this browser').toBe(true)
    await again.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: DEV_WALLET }).click()
    await answerDevWallet(page)
    await page.getByTestId('host-address').getByText(devAddress).waitFor()
  })
})

describe('the wallet list behind one button', () => {
  const session = useBrowserSession()

  it('features.collapseWallets: "Continue with a wallet" shows the list and moves focus to its first wallet', async () => {
    const { page, appUrl } = session
    const connect = await openConnectWith(page, appUrl, { collapseWallets: '1' })
    const open = connect.getByRole('button', { name: 'Continue with a wallet' })
    await open.waitFor()
    expect(await connect.getByRole('list', { name: 'Wallets' }).count()).toBe(0)
    const looks = viewCheckInEveryLook(page, (look) => `connect-collapsed-${look.theme.toLowerCase()}-${look.size}`)
    await looks('Connect, the wallets behind one button')
    await tabTo(page, (el) => el.name === 'Continue with a wallet')
    await page.keyboard.press('Enter')
    const wallets = connect.getByRole('list', { name: 'Wallets' })
    await wallets.waitFor()
    expect(await page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('aria-label'))).toBe('Wallets')
    expect(await open.count()).toBe(0)
  })

  it('features.emailShowWallets off: beside email login the wallets wait behind the button; on (the default) they are listed', async () => {
    const { page, appUrl } = session
    const hidden = await openConnectWith(page, appUrl, { emailShowWallets: '0' })
    await hidden.getByRole('textbox', { name: 'Email address' }).waitFor()
    await hidden.getByRole('button', { name: 'Continue with a wallet' }).waitFor()
    expect(await hidden.getByRole('list', { name: 'Wallets' }).count()).toBe(0)

    const listed = await openConnectWith(page, appUrl, { emailShowWallets: '1' })
    await listed.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: DEV_WALLET }).waitFor()
    expect(await listed.getByRole('button', { name: 'Continue with a wallet' }).count()).toBe(0)
  })
})
