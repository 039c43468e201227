import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { viewCheckInEveryLook } from '../support/looks.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'

/**
 * Every view of the wallet flows (the wallet guide and a wallet's downloads included), in dark and
 * light, on a desktop and a phone: axe-clean, and kept
 * as a screenshot in e2e/artifacts/views/<theme>-<size>/ to be looked at. The embedded wallet's
 * views are walked in a11y.e2e.test.ts. The flows are walked once: each view, as it opens, is
 * checked in every look (the demo's theme control and the viewport switched in place).
 */
describe('every view', () => {
  const session = useBrowserSession()

  it('is axe-clean in the dark and the light theme on a desktop and a phone, from Connect to the connected account', async () => {
    const { page, devAddress } = session
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `${theme.toLowerCase()}-${size}`)
    const nav = page.getByRole('navigation', { name: 'Wallet' })

    await nav.getByRole('button', { name: /network/i }).click()
    await modal(page, 'Choose Network').getByRole('list').getByRole('button').first().waitFor()
    await check('Networks, not connected')
    await page.getByRole('button', { name: 'Close' }).click()

    await nav.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = modal(page, 'Connect Wallet')
    await connect
      .getByRole('button', { name: /All Wallets/ })
      .getByText(/\d+/)
      .waitFor()
    // A social mark's tooltip showing, as a pointer leaves it.
    await check('Connect', async () => {
      await walletImagesLoaded(page)
      await connect.getByRole('button', { name: 'Continue with Discord' }).hover()
    })

    await connect.getByRole('button', { name: 'New to wallets?' }).click()
    await modal(page, 'What Is a Wallet?').getByRole('button', { name: 'Get a wallet' }).waitFor()
    await check('What is a wallet')
    await modal(page, 'What Is a Wallet?').getByRole('button', { name: 'Get a wallet' }).click()
    await modal(page, 'Get a Wallet').getByRole('list', { name: 'Wallets to get' }).getByRole('button', { name: 'Rainbow' }).waitFor()
    await check('Get a wallet', () => walletImagesLoaded(page))
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Back', exact: true }).click()

    // A wallet that is not installed: its QR code, and where to get it.
    await connect.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Trust Wallet' }).click()
    const trust = modal(page, 'Trust Wallet')
    await trust.getByRole('img', { name: /QR code/ }).waitFor()
    await check('Trust Wallet, QR code')
    await trust.getByRole('button', { name: 'Get Trust Wallet' }).click()
    await trust.getByRole('list', { name: 'Where to get Trust Wallet' }).getByRole('link').first().waitFor()
    await check('Get Trust Wallet')
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('button', { name: /WalletConnect/ }).click()
    await modal(page, 'WalletConnect')
      .getByRole('img', { name: /QR code/ })
      .waitFor()
    await check('WalletConnect')
    await page.getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('button', { name: /All Wallets/ }).click()
    const all = modal(page, 'All Wallets')
    await all.getByRole('list', { name: 'All wallets' }).getByRole('button').nth(10).waitFor()
    await check('All Wallets', () => walletImagesLoaded(page))
    await all.getByRole('searchbox', { name: 'Search wallets' }).fill('zzqx')
    await all.getByText('No wallet found for “zzqx”').waitFor()
    await check('All Wallets, nothing found')
    await page.getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
    const connecting = modal(page, 'Foyer Dev Wallet')
    await page.getByRole('dialog', { name: 'Dev Wallet request' }).waitFor()
    await check.shot('Connecting, the wallet asks')
    await answerDevWallet(page, 'Reject')
    await connecting.getByText('Connection declined').waitFor()
    await check('Connection declined')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await answerDevWallet(page)
    await page.getByTestId('host-address').getByText(devAddress).waitFor()

    await nav.getByRole('button', { name: /^Account/ }).click()
    const account = modal(page, 'Account')
    await account.getByRole('list', { name: 'Tokens' }).getByText('USDC', { exact: false }).first().waitFor()
    await check('Account')
    await account.getByRole('tab', { name: 'NFTs' }).click()
    // The dev account holds the devnet's seeded NFTs (apps/devnet/src/nfts/nftPlan.ts).
    await account.getByRole('list', { name: 'NFTs' }).getByText('Night Garden').waitFor()
    await check('Account, NFTs')
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByRole('tabpanel', { name: 'Activity' }).locator('.foyer-activity-row, [data-testid=activity-empty]').first().waitFor()
    await check('Account, Activity')

    await account.getByRole('button', { name: /switch network/ }).click()
    await modal(page, 'Choose Network').getByRole('list').getByRole('button').first().waitFor()
    await check('Networks, connected')
  })
})

/** Waits until the images in sight in the dialog have loaded (those further down load as they scroll in), so the picture shows them. */
async function walletImagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const view = document.querySelector('[role=dialog]')!.getBoundingClientRect()
    return [...document.querySelectorAll<HTMLImageElement>('[role=dialog] img')]
      .filter((image) => image.getBoundingClientRect().bottom > view.top && image.getBoundingClientRect().top < view.bottom)
      .every((image) => image.complete)
  })
}
