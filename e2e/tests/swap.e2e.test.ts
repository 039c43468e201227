import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { answerDevWallet, connectDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { useOwnWebApp } from '../support/ownWebApp.ts'
import { viewCheck } from '../support/viewCheck.ts'

/**
 * Swaps (eip155) from the Account view's feature row with the Dev Wallet, on the devnet's AMM: ETH
 * for USDC (6 decimals), walked by keyboard, and USDC for USDT with the approval first, each checked
 * on the chain; more than the balance refused under the field; a price that moved past the slippage
 * tolerance between the review and Swap refused with its words, nothing sent. A large swap (20 ETH
 * into the 100 ETH pool) is warned about on Review in fiat and needs a second press on "Swap anyway"
 * (the first asks nothing of the wallet); 800 ETH is refused above the 50 % ceiling. Axe-clean in dark
 * and light on a desktop and a phone (screenshots in e2e/artifacts/views/swap-*).
 *
 * The demo's build is served with a stack of its own: the swaps move the dev account's funds and the
 * pools' prices, which other files read on the shared stack.
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

const own = useOwnWebApp()
const devnetChain = () => own.app.stack.devnet.chains[0]!
const chain = () => createPublicClient({ transport: http(devnetChain().rpcUrl) })
const tokenAddress = (symbol: string) => devnetChain().tokens.find((token) => token.symbol === symbol)!.address as Address
const balanceOf = (token: Address, holder: string) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder as Address] })

/** A decimal the review shows ("≈ 298.504 USDC", "1,000.5 USDC") in the token's smallest units. */
function unitsIn(text: string | null, decimals: number): bigint {
  const number = /([\d,]+(?:\.\d+)?)/.exec(text ?? '')?.[1]
  if (!number) throw new Error(`no amount in ${text}`)
  return parseUnits(number.replaceAll(',', ''), decimals)
}

async function openSwap(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  await nav.getByRole('button', { name: /^Account/ }).focus()
  await page.keyboard.press('Enter')
  await modal(page, 'Account').getByRole('navigation', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).waitFor()
  await tabTo(page, (el) => el.name === 'Swap')
  await page.keyboard.press('Enter')
  const form = modal(page, 'Swap')
  await form.getByRole('textbox', { name: 'You pay' }).waitFor()
  return form
}

/** Picks a token for one side through the token list (search, then its row). */
async function pickToken(page: Page, side: 'pay' | 'receive', symbol: string) {
  const form = modal(page, 'Swap')
  await form.getByRole('button', { name: side === 'pay' ? /^Token to pay with/ : /^Token to receive/ }).click()
  const list = modal(page, 'Select Token')
  await list.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await list
    .getByRole('button', { name: new RegExp(`^${symbol}`) })
    .first()
    .click()
  await form.getByRole('button', { name: side === 'pay' ? `Token to pay with: ${symbol}` : `Token to receive: ${symbol}` }).waitFor()
}

/** Moves the ETH/USDC pool's price: dev account 3 sells ETH for USDC through the router. */
async function movePool(eth: string) {
  const { swap } = devnetChain()
  const trader = privateKeyToAccount(own.app.stack.devnet.accounts[3]!.privateKey)
  const wallet = createWalletClient({ account: trader, transport: http(devnetChain().rpcUrl) })
  const abi = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)'])
  const hash = await wallet.writeContract({
    address: swap.router,
    abi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [swap.weth.address as Address, tokenAddress('USDC')], trader.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
    value: parseEther(eth),
    chain: null,
  })
  expect((await chain().waitForTransactionReceipt({ hash })).status).toBe('success')
}

/**
 * From the review of a small swap: 20 ETH for USDC loses well over 15 % (the pool's price moves, and
 * the least received is worth that much less than the ETH paid), so the first press of Swap only arms
 * a danger-styled "Swap anyway" with focus on the warning, and no wallet prompt; with `wallet`, the
 * second press reaches the wallet, which declines it. Then 800 ETH: refused above the ceiling.
 */
async function largeSwaps(page: Page, check: (view: string) => Promise<void>, { wallet }: { wallet: boolean }) {
  const form = modal(page, 'Swap')
  const review = modal(page, 'Review Swap')
  // `quoted`: the form's quote for this amount (Review goes on only once the new order is quoted).
  const reviewOf = async (amount: string, quoted: RegExp) => {
    await review.getByRole('button', { name: 'Edit' }).click()
    await form.getByRole('textbox', { name: 'You pay' }).fill(amount)
    await form.getByTestId('swap-received').getByText(quoted).waitFor()
    await form.getByRole('button', { name: 'Review' }).click()
    await review.getByTestId('swap-risk').waitFor()
  }
  await reviewOf('20', /^≈ \d{2},\d{3}(\.\d+)? USDC$/)
  expect(await review.getByTestId('swap-paid').textContent()).toBe('20 ETH')
  expect(await review.getByTestId('swap-paid-fiat').textContent()).toBe('≈ $60,000.00')
  expect(await review.getByTestId('swap-risk').textContent()).toMatch(/^You may receive [\d.]+% less value than you pay: at least \$[\d,.]+ for \$60,000\.00\.$/)
  await review.getByRole('button', { name: 'Swap', exact: true }).focus()
  await page.keyboard.press('Enter')
  await review.getByRole('button', { name: 'Swap anyway' }).waitFor()
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('swap-risk')
  expect(await review.getByTestId('swap-risk').textContent()).toMatch(/To swap with this loss, press Swap anyway\.$/)
  expect(await page.getByRole('dialog', { name: 'Dev Wallet request' }).count()).toBe(0)
  await check('Review Swap, a large swap: Swap anyway')
  if (wallet) {
    await review.getByRole('button', { name: 'Swap anyway' }).click()
    await answerDevWallet(page, 'Reject')
    await page.getByText('Signature declined').waitFor()
  }
  await reviewOf('800', /^≈ \d{3},\d{3}(\.\d+)? USDC$/)
  expect(await review.getByTestId('swap-risk').textContent()).toMatch(/^This swap is not allowed: it loses [\d.]+% of its value, more than the 50% this site accepts\. Try a smaller amount\.$/)
  expect(await review.getByRole('button', { name: 'Swap', exact: true }).isDisabled()).toBe(true)
  await check('Review Swap, refused above the ceiling')
}

for (const [size, viewport] of SIZES) {
  describe(`Swap on a ${size}`, () => {
    const session = useBrowserSession(viewport, own.session)

    for (const theme of ['Dark', 'Light'] as const) {
      const full = size === 'desktop' && theme === 'Dark'
      it(`${full ? 'swaps ETH for USDC by keyboard and USDC for USDT with the approval, checked on the chain; refuses more than the balance and a price moved past the tolerance; ' : ''}the form, the token list and the review are axe-clean in the ${theme.toLowerCase()} theme`, async () => {
        const { page, devAddress } = session
        const check = viewCheck(page, `swap-${theme.toLowerCase()}-${size}`)
        await page.getByRole('radio', { name: theme }).check()
        await connectDevWallet(page, devAddress)

        const form = await openSwap(page)
        await check('Swap, empty')
        // Back returns focus to the control that opened the view, though the Account view draws it late.
        await tabTo(page, (el) => el.name === 'Back', 8, 'Shift+Tab')
        await page.keyboard.press('Enter')
        await modal(page, 'Account').waitFor()
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Swap')
        await page.keyboard.press('Enter')
        await form.getByRole('textbox', { name: 'You pay' }).waitFor()
        // By keyboard: focus starts in the amount; Tab to the token to receive, search, pick, then Review.
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.inputMode)).toBe('decimal')
        await page.keyboard.type('0.1')
        await tabTo(page, (el) => el.name === 'Token to receive: Select a token', 5)
        await page.keyboard.press('Enter')
        const list = modal(page, 'Select Token')
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search')
        await check('Select Token')
        await page.keyboard.type('usd')
        await tabTo(page, (el) => el.name.startsWith('USDC'), 5)
        await page.keyboard.press('Enter')
        await form.getByRole('button', { name: 'Token to receive: USDC' }).waitFor()
        // Back on the form, focus is where it was: on the token to receive.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Token to receive: USDC')
        await form
          .getByTestId('swap-received')
          .getByText(/^≈ [\d,.]+ USDC$/)
          .waitFor()
        expect(await form.getByTestId('swap-rate').textContent()).toMatch(/^1 ETH ≈ [\d,.]+ USDC$/)
        expect(await form.getByTestId('swap-fee').textContent()).toMatch(/^(\$[\d.]+|< \$0\.01)$/)
        expect(await form.getByTestId('swap-impact').textContent()).toMatch(/%$/)
        await check('Swap, ETH for USDC')
        await tabTo(page, (el) => el.name === 'Review', 8)
        await page.keyboard.press('Enter')
        const review = modal(page, 'Review Swap')
        await review.getByTestId('swap-minimum').waitFor()
        expect(await review.getByTestId('swap-paid').textContent()).toBe('0.1 ETH')
        await check('Review Swap, ETH for USDC')
        if (!full) return largeSwaps(page, check, { wallet: false })

        const usdc = tokenAddress('USDC')
        const usdt = tokenAddress('USDT')
        const minimum = unitsIn(await review.getByTestId('swap-minimum').textContent(), 6)
        const [usdcBefore, ethBefore] = [await balanceOf(usdc, devAddress), await chain().getBalance({ address: devAddress as Address })]
        await tabTo(page, (el) => el.name === 'Swap', 5)
        await page.keyboard.press('Enter')
        await answerDevWallet(page)
        await page.getByText('Transaction started').waitFor()
        await modal(page, 'Account').waitFor()
        await expect.poll(() => balanceOf(usdc, devAddress), { timeout: 15_000 }).toBeGreaterThanOrEqual(usdcBefore + minimum)
        expect(await chain().getBalance({ address: devAddress as Address })).toBeLessThan(ethBefore - parseEther('0.1'))
        // The swap is in Activity, pending or done.
        await modal(page, 'Account').getByRole('tab', { name: 'Activity' }).click()
        await modal(page, 'Account')
          .getByText(/^(Swapped|Pending)/)
          .first()
          .waitFor()

        // USDC → USDT: more than the balance is refused under the field; then 5 USDC, approved first.
        await page.keyboard.press('Escape')
        await openSwap(page)
        await pickToken(page, 'pay', 'USDC')
        await pickToken(page, 'receive', 'USDT')
        await form.getByRole('textbox', { name: 'You pay' }).fill('99999999')
        await form.getByRole('textbox', { name: 'You pay' }).blur()
        await form
          .getByRole('alert')
          .getByText(/^That is more than your balance of [\d,.]+ USDC\.$/)
          .waitFor()
        await check('Swap, more than the balance')
        await form.getByRole('textbox', { name: 'You pay' }).fill('5')
        await form
          .getByTestId('swap-received')
          .getByText(/^≈ [\d,.]+ USDT$/)
          .waitFor()
        await form.getByRole('button', { name: 'Review' }).click()
        await review.getByTestId('swap-approval-note').getByText('First, your wallet allows the swap to use your USDC: two transactions to confirm.').waitFor()
        await check('Review Swap, USDC for USDT with the approval')
        const usdtMinimum = unitsIn(await review.getByTestId('swap-minimum').textContent(), 6)
        const [usdcHeld, usdtHeld] = [await balanceOf(usdc, devAddress), await balanceOf(usdt, devAddress)]
        await review.getByRole('button', { name: 'Approve USDC and swap' }).click()
        await answerDevWallet(page)
        await review.getByRole('button', { name: 'Confirm the swap in your wallet…' }).waitFor({ timeout: 20_000 })
        await answerDevWallet(page)
        await modal(page, 'Account').waitFor()
        await expect.poll(() => balanceOf(usdc, devAddress), { timeout: 15_000 }).toBe(usdcHeld - 5_000_000n)
        expect(await balanceOf(usdt, devAddress)).toBeGreaterThanOrEqual(usdtHeld + usdtMinimum)

        // A price moved past the tolerance between the review and Swap: said, and nothing is sent.
        await page.keyboard.press('Escape')
        await openSwap(page)
        await form.getByRole('textbox', { name: 'You pay' }).fill('0.1')
        await pickToken(page, 'receive', 'USDC')
        await form.getByRole('textbox', { name: 'Slippage tolerance (%)' }).fill('0.5')
        await form
          .getByTestId('swap-received')
          .getByText(/^≈ [\d,.]+ USDC$/)
          .waitFor()
        await form.getByRole('button', { name: 'Review' }).click()
        await review.getByTestId('swap-minimum').waitFor()
        const usdcBeforeRefusal = await balanceOf(usdc, devAddress)
        // Moved just after the review's own refresh (every 15 s), so none comes between the move and Swap.
        await page.waitForResponse((response) => response.url().includes('/v1/convert/quotes'), { timeout: 20_000 })
        await movePool('5')
        await review.getByRole('button', { name: 'Swap', exact: true }).click()
        await review.getByRole('alert').getByText('The price moved more than your slippage tolerance (0.5%). Review the new quote and try again.').waitFor()
        expect(await page.getByRole('dialog', { name: 'Dev Wallet request' }).count()).toBe(0)
        await check('Review Swap, price moved')
        expect(await balanceOf(usdc, devAddress)).toBe(usdcBeforeRefusal)

        const ethBeforeLarge = await chain().getBalance({ address: devAddress as Address })
        await largeSwaps(page, check, { wallet: true })
        expect(await chain().getBalance({ address: devAddress as Address }), 'the declined large swap moved nothing').toBe(ethBeforeLarge)
      })
    }
  })
}
