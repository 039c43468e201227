import type { Page, Request } from 'playwright-core'
import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { lamportsOf } from '../support/solanaChain.ts'
import { connectDevWallet, modal, switchToSolana, useBrowserSession } from '../support/session.ts'
import { viewCheck } from '../support/viewCheck.ts'
import { useOwnWebApp } from '../support/ownWebApp.ts'

/**
 * Buy crypto (onramp, eip155; and SOL for the Solana account) from the Account view's feature row with the Dev Wallet, through both
 * providers' local stand-ins (scripts/stack.ts): the amount, currency, method, asset and provider,
 * the provider's quote with its fees, Continue opening the provider's page in a popup, paying there,
 * the devnet balance of the connected account growing by the quoted amount (read on the chain), the
 * waiting view seeing it arrive, and Activity asking the history for the provider's purchases and
 * listing it. An amount outside the limits refused in spec §9's words. Walked by keyboard, and
 * axe-clean in dark and light on a desktop and a phone (screenshots in e2e/artifacts/views/onramp-*).
 *
 * The demo's build is served with a stack of its own: the purchases move the dev account's ETH,
 * whose seeded amount other files check on the shared stack while this one runs.
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

const own = useOwnWebApp()
const chain = () => createPublicClient({ transport: http(own.app.stack.webConfig.chains[0]!.rpcUrl) })
const ethOf = (address: string) => chain().getBalance({ address: address as `0x${string}` })

/** Opens Buy from the Account view's feature row by keyboard; answers the form. */
async function openBuy(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  await nav.getByRole('button', { name: /^Account/ }).focus()
  await page.keyboard.press('Enter')
  // Buy joins the row once the server's options name a provider.
  await modal(page, 'Account').getByRole('navigation', { name: 'Wallet actions' }).getByRole('button', { name: 'Buy' }).waitFor()
  await tabTo(page, (el) => el.name === 'Buy')
  await page.keyboard.press('Enter')
  const form = modal(page, 'Buy Crypto')
  await form.getByRole('textbox', { name: 'Amount to pay' }).waitFor()
  return form
}

/** Waits for the provider's quote of the purchase as set, and answers what it buys (the amount in ETH, or `symbol`). */
async function quotedEth(form: ReturnType<typeof modal>, total: string, symbol = 'ETH'): Promise<string> {
  await form.getByTestId('onramp-quote-total').getByText(`${total} USD`).waitFor()
  const text = (await form.getByTestId('onramp-quote-amount').textContent()) ?? ''
  const amount = new RegExp(`^([\\d.]+) ${symbol}$`).exec(text)?.[1]
  expect(amount, text).toBeDefined()
  return amount!
}

/** Presses Pay on the provider's page in the popup, and waits for its receipt. */
async function payInPopup(popup: Page, provider: 'Coinbase' | 'Meld', method: 'card' | 'bank_account' = 'card') {
  await popup.waitForLoadState()
  await popup.getByRole('heading', { name: `Buy crypto with ${provider}` }).waitFor()
  await popup.getByLabel('Payment method').selectOption(method)
  await popup.getByRole('button', { name: 'Pay' }).click()
  await popup.getByRole('heading', { name: 'Payment complete' }).waitFor()
}

/** An amount as Activity shows it: cut to 3 decimals, trailing zeros dropped. */
const shown = (amount: string) => (amount.includes('.') ? amount.replace(/^(\d+\.\d{0,3})\d*$/, '$1').replace(/\.?0+$/, '') : amount)

const historyAsks = (page: Page, provider: string) =>
  page.waitForRequest((request: Request) => /\/v1\/account\/[^/]+\/history/.test(request.url()) && new URL(request.url()).searchParams.get('onramp') === provider, { timeout: 20_000 })

for (const [size, viewport] of SIZES) {
  describe(`Buy on a ${size}`, () => {
    const session = useBrowserSession(viewport, own.session)

    for (const theme of ['Dark', 'Light'] as const) {
      const full = size === 'desktop' && theme === 'Dark'
      it(`${full ? 'buys ETH through Coinbase and through Meld in a popup, checked on the chain and in Activity, by keyboard; ' : ''}refuses an amount outside the limits; the views are axe-clean in the ${theme.toLowerCase()} theme`, async () => {
        const { page, devAddress } = session
        const check = viewCheck(page, `onramp-${theme.toLowerCase()}-${size}`)
        await page.getByRole('radio', { name: theme }).check()
        await connectDevWallet(page, devAddress)

        let form = await openBuy(page)
        // Focus lands in the amount; the quote for the preset 100 USD of ETH on the devnet, by card, from Coinbase.
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.inputMode)).toBe('decimal')
        expect(await form.getByRole('combobox', { name: 'Crypto to buy' }).locator('option:checked').textContent()).toBe('ETH on Foyer Devnet')
        expect(await form.getByRole('radio', { name: 'Coinbase' }).isChecked()).toBe(true)
        expect(await form.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true)
        await quotedEth(form, '100.00')
        // The payment currency's image is the Foyer server's (spec §7 /public/getCurrencyImage/{id}), loaded.
        const currencyImage = form.locator('img.foyer-currency-image')
        await expect.poll(() => currencyImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
        expect(new URL((await currencyImage.getAttribute('src'))!).pathname).toMatch(/\/public\/getCurrencyImage\/usd$/)
        await check('Buy, quote')

        // Outside the limits (spec §9: card 10 to 7500, bank account 10 to 25000): said, and Continue opens nothing.
        await page.keyboard.press('Control+A')
        await page.keyboard.type('5')
        await page.keyboard.press('Tab')
        await form.getByRole('alert').getByText('The amount must be between 10 and 7500 USD for card payments.').waitFor()
        await form.getByRole('radio', { name: 'Bank account' }).check()
        await form.getByRole('textbox', { name: 'Amount to pay' }).fill('25000.01')
        await form.getByRole('alert').getByText('The amount must be between 10 and 25000 USD for bank account payments.').waitFor()
        let popups = 0
        page.on('popup', () => popups++)
        await form.getByRole('button', { name: 'Continue' }).click()
        await check('Buy, over the limit')
        expect(popups, 'no provider page for an amount outside the limits').toBe(0)
        expect(await form.getByTestId('onramp-quote').count()).toBe(0)
        if (!full) return

        // Coinbase, by keyboard: a preset amount, Continue, pay in the popup.
        await form.getByRole('radio', { name: 'Card' }).check()
        await form.getByRole('button', { name: 'Pay 100 USD' }).focus()
        await page.keyboard.press('Enter')
        const coinbaseEth = await quotedEth(form, '100.00')
        const before = await ethOf(devAddress)
        await tabTo(page, (el) => el.name === 'Continue', 15)
        const [coinbasePage] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')])
        const waiting = modal(page, 'Buy Crypto')
        await waiting.getByTestId('onramp-status').getByText('Waiting for your purchase…').waitFor()
        // The way back to the provider's page stays while waiting, should its window be closed too early.
        const back = waiting.getByRole('link', { name: 'Open Coinbase’s page' })
        expect(await back.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/buy\/select-asset\?sessionToken=/)
        expect(await waiting.getByText('Your browser blocked the provider’s window.').count(), 'the window opened').toBe(0)
        await check('Buy, waiting')
        await payInPopup(coinbasePage, 'Coinbase')
        await expect.poll(() => ethOf(devAddress), { timeout: 15_000 }).toBe(before + parseEther(coinbaseEth))
        // The waiting view sees the balance grow (asked again every few seconds).
        await waiting.getByTestId('onramp-status').getByText('Your ETH has arrived.').waitFor({ timeout: 30_000 })
        await check('Buy, arrived')
        await coinbasePage.close()

        // Back to Account, where Activity asks for Coinbase's purchases and lists it.
        const asked = historyAsks(page, 'coinbase')
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Back to Account')
        await page.keyboard.press('Enter')
        const account = modal(page, 'Account')
        await account.getByRole('tab', { name: 'Activity' }).click()
        await asked
        const activity = account.getByRole('tabpanel', { name: 'Activity' })
        await activity
          .getByRole('listitem')
          .filter({ hasText: `Received ${shown(coinbaseEth)} ETH` })
          .first()
          .waitFor()
        await page.keyboard.press('Escape')

        // Meld by bank account: 10000 USD (above the card's 7500, within the bank's 25000), Meld's 1 % fee
        // in the quote, paid in the popup; "I've finished" leaves at once.
        form = await openBuy(page)
        await form.getByRole('radio', { name: 'Meld' }).check()
        await form.getByRole('radio', { name: 'Bank account' }).check()
        await form.getByRole('textbox', { name: 'Amount to pay' }).fill('10000')
        await form.getByText('10 to 25000 USD by bank account').waitFor()
        const meldEth = await quotedEth(form, '10000.00')
        // 10000 less 100 (1 %) and 0.10, at 3000 USD an ETH.
        expect(meldEth).toBe('3.29996667')
        const beforeMeld = await ethOf(devAddress)
        const [meldPage] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Continue' }).click()])
        await payInPopup(meldPage, 'Meld', 'bank_account')
        await expect.poll(() => ethOf(devAddress), { timeout: 15_000 }).toBe(beforeMeld + parseEther(meldEth))
        await meldPage.close()
        const askedMeld = historyAsks(page, 'meld')
        await modal(page, 'Buy Crypto')
          .getByRole('button', { name: /I’ve finished|Back to Account/ })
          .click()
        await account.getByRole('tab', { name: 'Activity' }).click()
        await askedMeld
        await account
          .getByRole('tabpanel', { name: 'Activity' })
          .getByRole('listitem')
          .filter({ hasText: `Received ${shown(meldEth)} ETH` })
          .first()
          .waitFor()
      })
    }
  })
}

describe('Buy with the popup blocked', () => {
  const session = useBrowserSession(undefined, own.session)

  it("offers the provider's page as a link; paying there is seen arriving like the popup's", async () => {
    const { page, devAddress } = session
    // A browser that blocks the window: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null
    })
    await page.reload()
    await connectDevWallet(page, devAddress)
    const form = await openBuy(page)
    await quotedEth(form, '100.00')
    await form.getByRole('button', { name: 'Continue' }).click()
    const waiting = modal(page, 'Buy Crypto')
    await waiting.getByText('Your browser blocked the provider’s window.').waitFor()
    const link = waiting.getByRole('link', { name: 'Open Coinbase’s page' })
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/buy\/select-asset\?sessionToken=/)
    expect(await link.getAttribute('target')).toBe('_blank')
    // The page opens on the form's 100 USD of ETH by card: Coinbase's 1.5 % and 0.10 USD off, at the devnet's 3000 USD an ETH.
    expect(new URL(href!).searchParams.get('presetFiatAmount')).toBe('100.00')
    const bought = parseEther('0.0328')
    const before = await ethOf(devAddress)
    const [providerPage] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await payInPopup(providerPage, 'Coinbase')
    await expect.poll(() => ethOf(devAddress), { timeout: 15_000 }).toBe(before + bought)
    await waiting.getByTestId('onramp-status').getByText('Your ETH has arrived.').waitFor({ timeout: 30_000 })
    await providerPage.close()
    await waiting.getByRole('button', { name: 'Back to Account' }).click()
    await modal(page, 'Account').waitFor()
  })
})

describe('Buy on Solana', () => {
  const session = useBrowserSession(undefined, own.session)

  it('buys SOL through Meld for the Solana account: its lamports grow by the quoted amount, read on the chain, and the view sees it arrive; both views axe-clean', async () => {
    const { page, devAddress } = session
    const solana = own.app.stack.devnet.solana
    const solanaAddress = solana.accounts[0]!.address
    const check = viewCheck(page, 'onramp-solana')
    await connectDevWallet(page, devAddress)
    await switchToSolana(page, solanaAddress)
    const form = await openBuy(page)
    await expect.poll(() => form.getByRole('combobox', { name: 'Crypto to buy' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('SOL on Foyer Solana Devnet')
    await form.getByRole('radio', { name: 'Meld' }).check()
    const bought = await quotedEth(form, '100.00', 'SOL')
    await check('Buy SOL, quote')
    const before = await lamportsOf(solanaAddress, solana.rpcUrl)
    const [meldPage] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Continue' }).click()])
    await payInPopup(meldPage, 'Meld')
    await expect.poll(() => lamportsOf(solanaAddress, solana.rpcUrl), { timeout: 15_000 }).toBe(before + parseUnits(bought, 9))
    const waiting = modal(page, 'Buy Crypto')
    await waiting.getByTestId('onramp-status').getByText('Your SOL has arrived.').waitFor({ timeout: 30_000 })
    await check('Buy SOL, arrived')
    await meldPage.close()
  })
})
