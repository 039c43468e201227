/**
 * Send on Polkadot through the modal, on the devnet's chopsticks chain (asset-hub-rococo, instant
 * blocks), outcomes read where they happen (System.Account): the adapter's test extension sends ROC
 * to a fresh address by keyboard, and the receiver's account holds exactly the amount the review
 * showed, the sender paid exactly that amount and the fee the review showed. Below the existential
 * deposit to a fresh address, leaving the sender below it, and more than the balance are each refused
 * in words before anything is signed: the extension is never asked, and the chain is untouched. The
 * embedded wallet's Polkadot account (an email login, funded by the dev stack) sends ROC approved in
 * the frame, whose summary shows the review's amount, receiver and fee; the reference wallet signs
 * one over WalletConnect, its card showing the receiver and the amount; each lands as reviewed. The
 * form and the reviews are axe-clean (one look; polkadot.e2e checks the other views in every look),
 * with screenshots of the form and the review in every look in e2e/artifacts/views/polkadot-send-<theme>-<size>/.
 *
 * A file of its own so it runs beside polkadot.e2e. The test extension's sends are from fresh
 * accounts the tests fund (chopsticks' dev_setStorage), the embedded wallet's from a new user's; the
 * reference wallet's move its account (//1), whose Polkadot balance no other file reads.
 */
import { randomBytes } from 'node:crypto'
import { decodeSs58, encodeSs58 } from '@foyer/adapter-polkadot'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { answerEmbeddedWallet, loginWithEmail } from '../support/embeddedWallet.ts'
import { tabTo } from '../support/keyboard.ts'
import { viewCheckInEveryLook } from '../support/looks.ts'
import { planckInDecimals, systemAccount } from '../support/polkadotChain.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { polkadotTestExtensionScript, TEST_EXTENSION_NAME, fundedTestExtensionAccount } from '../support/polkadotTestExtension.ts'
import { modal, useBrowserSession } from '../support/session.ts'
import { viewCheck } from '../support/viewCheck.ts'
import { walletWithProposal } from '../support/walletConnectPairing.ts'

const config = inject('webConfig')
const apiUrl = inject('apiUrl')
const polkadot = () => config.polkadot!
const decimals = () => polkadot().nativeCurrency.decimals
/** What the stack's server gives a new embedded wallet's Polkadot account (scripts/stack.ts: devFundingPlanck): 100 ROC. */
const EMBEDDED_FUNDING_PLANCK = 10n ** 14n
/** An odd sum, so a rounding or a float anywhere on the way shows: 4,321.098765432101 ROC. */
const FUNDED_PLANCK = 4_321_098_765_432_101n
/** asset-hub-rococo's Balances.ExistentialDeposit: the least an account holds. */
const EXISTENTIAL_DEPOSIT = 3_333_333n

/** A fresh sr25519 account of the test extension, funded on the chain with FUNDED_PLANCK. */
const freshFundedAccount = () => fundedTestExtensionAccount(polkadot().ss58Prefix, FUNDED_PLANCK)

/** An address the chain holds nothing for. */
function freshReceiver(): { publicKey: Uint8Array; address: string } {
  const publicKey = new Uint8Array(randomBytes(32))
  return { publicKey, address: encodeSs58(publicKey, polkadot().ss58Prefix) }
}

/** A sum as the page writes it ('1,234.5 ROC', '0.000003333333 ROC') in planck, every digit. */
function planckOf(text: string): bigint {
  const match = /^([\d,]+)(?:\.(\d+))? ROC/.exec(text.trim())
  if (!match) throw new Error(`"${text}" is no sum of ROC`)
  const fraction = (match[2] ?? '').padEnd(decimals(), '0')
  if (fraction.length > decimals()) throw new Error(`"${text}" has more decimals than ROC's ${decimals()}`)
  return BigInt(match[1]!.replaceAll(',', '')) * 10n ** BigInt(decimals()) + BigInt(fraction)
}

/** The test extension in the page (before its own scripts), connected from the unified list: Polkadot is the active network. */
async function connectTestExtension(page: Page, url: string, miniSecret: Uint8Array, address: string): Promise<void> {
  await page.addInitScript({ content: await polkadotTestExtensionScript(miniSecret) })
  await page.goto(url)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: new RegExp(TEST_EXTENSION_NAME) })
    .click()
  await page.getByTestId('host-network').getByText(polkadot().caipNetworkId).waitFor()
  expect((await page.getByTestId('host-address').textContent())!.trim()).toBe(address)
}

/** Account, then Send from its feature row, by keyboard, once the balance shows (the form offers what it holds). */
async function openSendByKeyboard(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /^Account/ })
    .focus()
  await page.keyboard.press('Enter')
  const account = modal(page, 'Account')
  await account.getByTestId('account-balance').getByText('4,321.098 ROC', { exact: true }).waitFor()
  await tabTo(page, (el) => el.name === 'Send')
  await page.keyboard.press('Enter')
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).waitFor()
  return form
}

/** The form filled as typed, then Review; answers the review once its fee is quoted. */
async function review(page: Page, form: Locator, amount: string, receiver: string): Promise<Locator> {
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'To' }).fill(receiver)
  await form.getByRole('button', { name: 'Review' }).click()
  const shown = modal(page, 'Review Send')
  await shown
    .getByTestId('send-fee')
    .getByText(/^[\d.,]+ ROC/)
    .waitFor()
  return shown
}

/** The fee the review shows, in planck. */
const feeShown = async (shown: Locator) => planckOf((await shown.getByTestId('send-fee').textContent())!)

/** What the test extension was asked to sign. */
const signRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { __polkadotTestExtension: { calls: { method: string }[] } }).__polkadotTestExtension.calls.filter(({ method }) => method.startsWith('sign')).length)

describe('Send on Polkadot with the test extension', () => {
  const session = useBrowserSession()

  it('sends ROC to a fresh address by keyboard: the review shows the amount, receiver and fee; the receiver’s System.Account then holds exactly the amount, and the sender paid exactly the amount and the fee the review showed; the form and the review axe-clean', async () => {
    const { page, appUrl } = session
    const sender = await freshFundedAccount()
    const receiver = freshReceiver()
    await connectTestExtension(page, appUrl, sender.miniSecret, sender.address)
    const check = viewCheck(page, 'polkadot-send-dark-desktop')
    const shots = viewCheckInEveryLook(page, ({ theme, size }) => `polkadot-send-${theme.toLowerCase()}-${size}`)

    const form = await openSendByKeyboard(page)
    expect(await form.getByRole('combobox', { name: 'Token' }).getByRole('option').allTextContents()).toEqual([expect.stringMatching(/^ROC · 4,321\.098/)])
    // Typed: the amount (the form opens there), then the receiver (past Max), then Review, reached with Tab.
    expect(await form.getByRole('textbox', { name: 'Amount' }).evaluate((field) => field === document.activeElement)).toBe(true)
    await page.keyboard.type('1.234567890123')
    await tabTo(page, (el) => el.tag === 'INPUT')
    await page.keyboard.type(receiver.address)
    expect(await form.getByRole('textbox', { name: 'To' }).inputValue()).toBe(receiver.address)
    await check('Send, filled')
    await shots.shot('Send, filled')
    await tabTo(page, (el) => el.name === 'Review')
    await page.keyboard.press('Enter')
    const shown = modal(page, 'Review Send')
    await shown
      .getByTestId('send-fee')
      .getByText(/^[\d.,]+ ROC/)
      .waitFor()
    const amount = planckOf((await shown.getByTestId('send-amount').textContent())!)
    expect(amount).toBe(1_234_567_890_123n)
    expect(await shown.getByTestId('send-receiver').textContent()).toBe(receiver.address)
    const fee = await feeShown(shown)
    expect(fee).toBeGreaterThan(0n)
    await check('Review')
    await shots.shot('Review')

    const before = (await systemAccount(sender.publicKey))!
    await tabTo(page, (el) => el.name === 'Send')
    await page.keyboard.press('Enter')
    await modal(page, 'Account').waitFor()
    await expect.poll(async () => (await systemAccount(receiver.publicKey))?.free, { timeout: 15_000 }).toBe(amount)
    const after = (await systemAccount(sender.publicKey))!
    expect(before.free - after.free, `the sender paid ${planckInDecimals(amount, decimals())} ROC and the fee shown`).toBe(amount + fee)
    expect(after.nonce).toBe(before.nonce + 1)
    expect(await signRequests(page), 'the extension signed once').toBe(1)
  })

  it('refuses in words before signing: less than the existential deposit to a fresh address, a send that leaves the sender below it (saying the most it can send), and more than the balance; the extension is never asked and the chain is untouched', async () => {
    const { page, appUrl } = session
    const sender = await freshFundedAccount()
    const receiver = freshReceiver()
    await connectTestExtension(page, appUrl, sender.miniSecret, sender.address)
    const form = await openSendByKeyboard(page)
    const ed = `${planckInDecimals(EXISTENTIAL_DEPOSIT, decimals())} ROC`

    // Below the existential deposit, to an account the chain does not have: the review says the least, and Send stays off.
    let shown = await review(page, form, '0.000001', receiver.address)
    await shown.getByRole('alert').getByText(`The least you can send to this address is ${ed}.`, { exact: true }).waitFor()
    expect(await shown.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    await shown.getByRole('button', { name: 'Edit' }).click()

    // A sum the sender can send, of the same size (its call as long, so the fee the same): the fee the review quotes.
    shown = await review(page, form, '4000', receiver.address)
    const fee = await feeShown(shown)
    await shown.getByRole('button', { name: 'Edit' }).click()
    // One planck more than the most it can keep alive with: the review says the least an account keeps and that most.
    const most = FUNDED_PLANCK - fee - EXISTENTIAL_DEPOSIT
    shown = await review(page, form, planckInDecimals(most + 1n, decimals()), receiver.address)
    const words = await shown.getByRole('alert').textContent()
    expect(words).toMatch(
      new RegExp(`^That would leave your account with less than ${ed.replace('.', '\\.')}, the least an account keeps on ${polkadot().name}\\. You can send at most [\\d,.]+ ROC\\.$`),
    )
    expect(planckOf(/at most (.+)\.$/.exec(words!)![1]!)).toBe(most)
    await viewCheck(page, 'polkadot-send-refusal-dark-desktop')('Review, leaves the sender below the existential deposit')
    expect(await shown.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    await shown.getByRole('button', { name: 'Edit' }).click()

    // More than the balance: the form says it at Review, and stays.
    await form.getByRole('textbox', { name: 'Amount' }).fill('5000')
    await form.getByRole('button', { name: 'Review' }).click()
    await form.getByRole('alert').getByText('That is more than your balance of 4,321.098 ROC.', { exact: true }).waitFor()

    expect(await signRequests(page), 'the extension was never asked to sign').toBe(0)
    expect((await systemAccount(sender.publicKey))!.free).toBe(FUNDED_PLANCK)
    expect(await systemAccount(receiver.publicKey)).toBeUndefined()
  })
})

describe('Send on Polkadot with the embedded wallet', () => {
  const session = useBrowserSession()

  it('an email login’s Polkadot account (given 100 ROC by the dev stack) sends ROC approved in the frame, whose summary shows the amount, receiver and fee the review showed; the receiver then holds exactly the amount, and the sender paid exactly the amount and that fee', async () => {
    const { page } = session
    const receiver = freshReceiver()
    await loginWithEmail(page, apiUrl, uniqueEmail('polkadot-send'))
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    const publicKey = await switchToPolkadot(page)
    expect((await systemAccount(publicKey))?.free).toBe(EMBEDDED_FUNDING_PLANCK)

    await nav.getByRole('button', { name: /^Account/ }).click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-balance').getByText('100 ROC', { exact: true }).waitFor()
    await account.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click()
    const form = modal(page, 'Send')
    const shown = await review(page, form, '2.5', receiver.address)
    const fee = await feeShown(shown)
    await shown.getByRole('button', { name: 'Send', exact: true }).click()

    // The frame's own reading of the payload (the server's, against the chain's metadata): the same amount, receiver and fee.
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    await frame.getByRole('heading', { name: 'Send ROC' }).waitFor()
    const details = frame.getByRole('region', { name: 'Request details' })
    await details.getByText('2.5 ROC', { exact: true }).waitFor()
    await details.getByText(receiver.address, { exact: true }).waitFor()
    await details.getByText(`${planckInDecimals(fee, decimals())} ROC`, { exact: true }).waitFor()
    await viewCheck(page, 'polkadot-send-embedded-dark-desktop')('Approve Transaction, Send ROC')
    await answerEmbeddedWallet(page)
    await modal(page, 'Account').waitFor()

    const amount = 2_500_000_000_000n
    await expect.poll(async () => (await systemAccount(receiver.publicKey))?.free, { timeout: 15_000 }).toBe(amount)
    expect((await systemAccount(publicKey))!.free).toBe(EMBEDDED_FUNDING_PLANCK - amount - fee)
  })
})

describe('Send on Polkadot with the reference wallet over WalletConnect', () => {
  const session = useBrowserSession()

  it('the one session carries Polkadot: ROC sent from the modal is signed in the reference wallet, whose card shows the receiver and the exact amount, and lands: the receiver holds exactly the amount, the wallet’s account paid exactly it and the fee the review showed', async () => {
    const { page } = session
    const receiver = freshReceiver()
    const { wallet, proposal } = await walletWithProposal(session)
    await proposal.getByText(polkadot().name).first().waitFor()
    await proposal.getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()

    const nav = page.getByRole('navigation', { name: 'Wallet' })
    const publicKey = await switchToPolkadot(page)

    await nav.getByRole('button', { name: /^Account/ }).click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-balance').getByText(/ ROC$/).waitFor()
    await account.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click()
    const shown = await review(page, modal(page, 'Send'), '1.5', receiver.address)
    const fee = await feeShown(shown)
    const before = (await systemAccount(publicKey))!
    await shown.getByRole('button', { name: 'Send', exact: true }).click()

    // The wallet reads the payload's call with the chain's metadata: the receiver and the amount to the planck.
    const request = wallet.getByTestId('request')
    await request.getByRole('heading', { name: 'Send ROC' }).waitFor()
    await request.getByText(receiver.address, { exact: true }).waitFor()
    await request.getByText('1.5 ROC (1500000000000 planck)', { exact: true }).waitFor()
    await request.getByRole('button', { name: 'Approve' }).click()
    await modal(page, 'Account').waitFor()

    const amount = 1_500_000_000_000n
    await expect.poll(async () => (await systemAccount(receiver.publicKey))?.free, { timeout: 15_000 }).toBe(amount)
    expect(before.free - (await systemAccount(publicKey))!.free).toBe(amount + fee)
  })
})

/** Switches the connected account to the devnet's Polkadot chain from the network button; answers the account's public key the host then shows. */
async function switchToPolkadot(page: Page): Promise<Uint8Array> {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /Foyer Devnet/ })
    .click()
  const networks = modal(page, 'Choose Network')
  await networks.getByRole('button', { name: new RegExp(polkadot().name) }).click()
  await networks.waitFor({ state: 'detached' })
  await page.getByTestId('host-network').getByText(polkadot().caipNetworkId).waitFor()
  return decodeSs58((await page.getByTestId('host-address').textContent())!.trim())!.publicKey
}
