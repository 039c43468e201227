import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { lamportsOf, tokenUnitsOf } from '../support/solanaChain.ts'
import { answerDevWallet, connectDevWallet, modal, switchToSolana, useBrowserSession } from '../support/session.ts'
import { openSendForm } from '../support/sendForm.ts'
import { viewCheck } from '../support/viewCheck.ts'
import { useOwnWebApp } from '../support/ownWebApp.ts'

/**
 * Send on Solana from the Account view's feature row with the Dev Wallet's Solana side (a Wallet
 * Standard wallet), on the devnet's Solana chain: SOL by a system transfer, and USDC (an SPL token)
 * to a receiver without a token account, which the send opens, its rent shown in the review's
 * fee; each checked on the chain. Spec §5's Solana words for a missing amount or receiver, and
 * over-balance refused with its words; a refusal in the wallet says 'Signature declined' and keeps
 * the review. The form and the review are axe-clean in dark and light on a desktop and a phone
 * (screenshots in e2e/artifacts/views/send-solana-*).
 *
 * The demo's build is served with a stack of its own: the sends move the dev account's SOL and
 * USDC, whose seeded amounts other files check on the shared stack while this one runs.
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

const own = useOwnWebApp()
const ownApp = own.session
const solana = () => own.app.stack.devnet.solana
const node = () => solana().rpcUrl
const sender = () => solana().accounts[0]!.address
/** A fresh account: no lamports, no token accounts. */
const freshAddress = () => base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

async function rentExemption(bytes: number): Promise<bigint> {
  const response = await fetch(node(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getMinimumBalanceForRentExemption', params: [bytes] }),
  })
  return BigInt(((await response.json()) as { result: number }).result)
}

/** Lamports as SOL with every digit: 2044280n → '0.00204428'. */
const sol = (lamports: bigint) => `${lamports / 1_000_000_000n}.${String(lamports % 1_000_000_000n).padStart(9, '0')}`.replace(/\.?0+$/, '')

async function connectOnSolana(page: Page, devAddress: string) {
  await connectDevWallet(page, devAddress)
  await switchToSolana(page, sender())
}

const openSend = (page: Page) => openSendForm(page, / USDC$/)

for (const [size, viewport] of SIZES) {
  describe(`Send on Solana on a ${size}`, () => {
    const session = useBrowserSession(viewport, ownApp)

    for (const theme of ['Dark', 'Light'] as const) {
      const full = size === 'desktop' && theme === 'Dark'
      it(`${full ? 'sends SOL, and USDC to a receiver whose token account it opens (its rent in the fee), checked on the chain; refuses more than the balance and says when the wallet declines; ' : ''}the form and the review are axe-clean in the ${theme.toLowerCase()} theme`, async () => {
        const { page, devAddress } = session
        const check = viewCheck(page, `send-solana-${theme.toLowerCase()}-${size}`)
        await page.getByRole('radio', { name: theme }).check()
        await connectOnSolana(page, devAddress)
        const receiver = freshAddress()

        let form = await openSend(page)
        expect(await form.getByRole('combobox', { name: 'Token' }).getByRole('option').allTextContents()).toEqual(
          ['SOL', 'USDC', 'FOY'].map((symbol) => expect.stringMatching(new RegExp(`^${symbol} · [\\d,.]+( · \\$[\\d,.]+)?$`))),
        )
        await check('Send, empty')
        // Spec §5: on Solana a missing amount or receiver is said in one sentence.
        await form.getByRole('button', { name: 'Review' }).click()
        await form.getByRole('alert').getByText('Please enter a valid amount and receiver address', { exact: true }).waitFor()
        await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
        await form.getByRole('textbox', { name: 'To' }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
        await form.getByRole('alert').getByText('Please enter a valid amount and receiver address', { exact: true }).waitFor()
        await check('Send, Solana’s words for a wrong receiver')

        await form.getByRole('textbox', { name: 'To' }).fill(receiver)
        await form.getByRole('button', { name: 'Review' }).click()
        const review = modal(page, 'Review Send')
        await review
          .getByTestId('send-fee')
          .getByText(/^0\.000005 SOL/)
          .waitFor()
        expect(await review.getByTestId('send-amount').textContent()).toMatch(/^0\.01 SOL/)
        expect(await review.getByTestId('send-receiver').textContent()).toBe(receiver)
        await check('Review, SOL')
        if (!full) return

        const senderBefore = await lamportsOf(sender(), node())
        await review.getByRole('button', { name: 'Send' }).click()
        await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByText('Send transaction').waitFor()
        await answerDevWallet(page)
        await page.getByText('Transaction started').waitFor()
        await modal(page, 'Account').waitFor()
        await expect.poll(() => lamportsOf(receiver, node()), { timeout: 15_000 }).toBe(10_000_000n)
        expect(await lamportsOf(sender(), node())).toBe(senderBefore - 10_000_000n - 5000n)

        // USDC to a receiver with no token account: the send opens it, and the fee says so.
        const usdc = solana().tokens.find((token) => token.symbol === 'USDC')!
        const tokenReceiver = freshAddress()
        await page.keyboard.press('Escape')
        form = await openSend(page)
        await form.getByRole('combobox', { name: 'Token' }).selectOption(`${solana().caipNetworkId}:${usdc.mint}`)
        await form.getByRole('textbox', { name: 'Amount' }).fill('99999')
        await form.getByRole('textbox', { name: 'To' }).fill(tokenReceiver)
        await form.getByRole('button', { name: 'Review' }).click()
        await form.getByRole('alert').getByText('That is more than your balance of 1,250.5 USDC.', { exact: true }).waitFor()
        await check('Send, more than the balance')
        await form.getByRole('textbox', { name: 'Amount' }).fill('1.5')
        await form.getByRole('button', { name: 'Review' }).click()
        const rent = await rentExemption(165)
        const fee = review.getByTestId('send-fee')
        await fee.getByText(new RegExp(`^${sol(5000n + rent).replace('.', '\\.')} SOL`)).waitFor()
        expect(await review.getByTestId('send-fee-account').textContent()).toBe(`Includes ${sol(rent)} SOL to open the receiver’s USDC account`)
        expect(await fee.textContent(), 'the fee in dollars too').toMatch(/ SOL\$\d+\.\d\d/)
        expect(await review.getByTestId('send-amount').textContent()).toMatch(/^1\.5 USDC\$1\.50$/)
        await check('Review, USDC opening the receiver’s account')

        // Declined in the wallet: said, and the review stays to try again.
        await review.getByRole('button', { name: 'Send' }).click()
        await answerDevWallet(page, 'Reject')
        await page.getByText('Signature declined').waitFor()
        const lamportsBefore = await lamportsOf(sender(), node())
        await review.getByRole('button', { name: 'Send' }).click()
        await answerDevWallet(page)
        await modal(page, 'Account').waitFor()
        await expect.poll(() => tokenUnitsOf(tokenReceiver, usdc.mint, node()), { timeout: 15_000 }).toBe(1_500_000n)
        expect(await lamportsOf(sender(), node()), 'the sender paid the signature fee and the new account’s rent').toBe(lamportsBefore - 5000n - rent)
        expect(await lamportsOf(tokenReceiver, node()), 'the receiver paid nothing').toBe(0n)
        // The balances follow the send: the Account view shows what is left.
        await modal(page, 'Account').getByRole('list', { name: 'Tokens' }).getByText('1,249 USDC').waitFor({ timeout: 15_000 })
      })
    }
  })
}
