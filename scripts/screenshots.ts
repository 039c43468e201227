/**
 * Screenshots of the modal's views, dark and light, desktop and phone, into .foyer/screenshots.
 * Run against a running `npm start`: `npx tsx scripts/screenshots.ts [url]`.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { launchChromium } from '../e2e/support/chromium.ts'
import { walletMovesToUnlistedChain } from '../e2e/support/devWallet.ts'

const url = process.argv[2] ?? 'http://127.0.0.1:5173/'
const out = new URL('../.foyer/screenshots/', import.meta.url).pathname
mkdirSync(out, { recursive: true })

const approve = async (page: Page) => {
  await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByRole('button', { name: 'Approve' }).click()
  await page.waitForTimeout(300)
}

const browser = await launchChromium('browser')
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 820 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const theme of ['Dark', 'Light'] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: device === 'phone' ? 2 : 1 })
    const page = await context.newPage()
    const shot = async (name: string) => {
      await page.waitForTimeout(450)
      await page.screenshot({ path: `${out}${device}-${theme.toLowerCase()}-${name}.png` })
    }
    await page.goto(url)
    await page.getByRole('radio', { name: theme }).check()
    await shot('landing')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /All Wallets/ })
      .getByText(/\d/)
      .waitFor()
    await shot('connect')
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page
      .getByRole('dialog', { name: 'WalletConnect' })
      .getByRole('img', { name: /QR code/ })
      .waitFor()
    await shot('walletconnect')
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await page.getByRole('button', { name: /All Wallets/ }).click()
    await page.getByRole('list', { name: 'All wallets' }).getByRole('button').nth(12).waitFor()
    await shot('all-wallets')
    await page.getByRole('list', { name: 'All wallets' }).getByRole('button', { name: 'Rainbow' }).click()
    await page
      .getByRole('dialog', { name: 'Rainbow' })
      .getByRole('img', { name: /QR code/ })
      .waitFor()
    await shot('walletconnect-rainbow')
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await page.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
    await shot('connecting')
    await approve(page)
    await page
      .getByRole('button', { name: /^Account/ })
      .first()
      .click()
    await page.getByRole('list', { name: 'Tokens' }).waitFor()
    await shot('account')
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first().waitFor()
    await shot('activity')
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: /switch network/i })
      .click()
    await shot('networks')
    await page.keyboard.press('Escape')
    await walletMovesToUnlistedChain(page)
    await page.getByRole('dialog', { name: 'Switch Network' }).waitFor()
    await shot('unsupported-chain')
    await context.close()
  }
}
await browser.close()
console.log(`screenshots in ${out}`)
