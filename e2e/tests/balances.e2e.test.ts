import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, formatEther, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest'
import '../support/providedContext.ts'
import { launchChromium } from '../support/chromium.ts'
import { keepFailureEvidence } from '../support/failureEvidence.ts'
import { answerDevWallet, modal, REDUCED_MOTION } from '../support/session.ts'
import { serveWebApp, type RunningApp } from '../support/webApp.ts'

let app: RunningApp
let browser: Browser

beforeAll(async () => {
  // The suite's build of the demo, on a stack of this file's own.
  app = await serveWebApp(inject('webAppDir'), { frameDir: inject('frameDir') })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** The test's browser context: closed after it, and what its page showed kept if it failed. */
let context: BrowserContext | undefined
async function newPage(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...REDUCED_MOTION })
  return await context.newPage()
}

afterEach(async (test) => {
  await keepFailureEvidence(context?.pages()[0], test)
  await context?.close()
  context = undefined
})

/** A wei amount as Foyer shows it: ether cut (not rounded) to 3 decimals, thousands grouped. */
function shown(wei: bigint): string {
  const [whole = '0', fraction = ''] = formatEther(wei).split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${kept ? `.${kept}` : ''} ETH`
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /^Account/ })

/** The demo asks the connected wallet to send its default 0.01 ETH; the visitor approves it in the Dev Wallet. */
async function sendFromDemo(page: Page): Promise<`0x${string}`> {
  const sent = page.getByTestId('host-transaction')
  const before = (await sent.count()) ? await sent.textContent() : null
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await answerDevWallet(page)
  await page.waitForFunction((previous) => {
    const text = document.querySelector('[data-testid="host-transaction"]')?.textContent
    return Boolean(text && text !== previous)
  }, before)
  return (await sent.textContent()) as `0x${string}`
}

describe('balances that tell the truth', () => {
  it('a transaction made outside the modal (the wallet itself, another tab) shows in the header within 30 s, without a click', async () => {
    const [home] = app.stack.webConfig.chains
    const chain = createPublicClient({ transport: http(home!.rpcUrl) })
    const owner = app.stack.devnet.accounts[0]!
    const page = await newPage()
    await page.goto(app.url)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .click()
    await answerDevWallet(page)
    await header(page)
      .getByText(shown(await chain.getBalance({ address: owner.address })))
      .waitFor()

    // The same account sends 1 ETH straight to the node, as its wallet would in another tab.
    const wallet = createWalletClient({ account: privateKeyToAccount(owner.privateKey), transport: http(home!.rpcUrl) })
    const hash = await wallet.sendTransaction({ chain: null, to: privateKeyToAddress(generatePrivateKey()), value: parseEther('1') })
    await chain.waitForTransactionReceipt({ hash })
    const after = shown(await chain.getBalance({ address: owner.address }))
    await header(page).getByText(after).waitFor({ timeout: 30_000 })
  }, 90_000)

  it('follow a sent transaction to the chain’s balance; with the server away say so with the last known balance, and recover by themselves', async () => {
    const chain = createPublicClient({ transport: http(app.stack.webConfig.chains[0]!.rpcUrl) })
    const address = app.stack.devnet.accounts[0]!.address
    const page = await newPage()
    await page.goto(app.url)

    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .click()
    await answerDevWallet(page)
    await header(page)
      .getByText(shown(await chain.getBalance({ address })))
      .waitFor()

    // A transaction through the demo: once mined, the header shows the chain's new balance.
    const first = await sendFromDemo(page)
    await chain.waitForTransactionReceipt({ hash: first, timeout: 30_000 })
    const afterFirst = shown(await chain.getBalance({ address }))
    await header(page).getByText(afterFirst).waitFor()
    await header(page).click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-balance').getByText(afterFirst, { exact: true }).waitFor()
    await account.getByTestId('account-wallet').getByText('Connected with Foyer Dev Wallet').waitFor()
    await account.getByTestId('account-total-value').waitFor()
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })

    // The server goes away; another transaction leaves the balance Foyer knows behind the chain.
    await app.stack.server.stop()
    const second = await sendFromDemo(page)
    await chain.waitForTransactionReceipt({ hash: second, timeout: 30_000 })
    const afterSecond = shown(await chain.getBalance({ address }))
    expect(afterSecond).not.toBe(afterFirst)
    await header(page).click()
    const unavailable = account.getByTestId('account-balance-unavailable')
    await unavailable.getByText('Balance unavailable').waitFor()
    await unavailable.getByRole('button', { name: 'Retry' }).waitFor()
    expect(await account.getByTestId('account-last-known').textContent()).toMatch(new RegExp(`^Last known at .+: ${afterFirst.replace(/[.,]/g, '\\$&')}$`))
    expect(await header(page).textContent(), 'the header shows no balance it does not have').not.toContain('ETH')
    const tokens = account.getByRole('tabpanel', { name: 'Tokens' })
    await tokens.getByText(/^Token balances unavailable\. Last known balances, from .+\.$/).waitFor()
    const text = (await account.textContent()) ?? ''
    expect(text).not.toMatch(/(^|[^\d.,])0 ETH/)
    expect(text).not.toContain('No tokens yet.')

    // The visitor's Retry while the server is still away: still unavailable, and said again.
    await unavailable.getByRole('button', { name: 'Retry' }).click()
    await page.getByText('Token Balance Unavailable').waitFor()
    await unavailable.getByRole('button', { name: 'Retry' }).waitFor()
    expect(await account.getByTestId('account-last-known').textContent()).toContain(afterFirst)

    // The server is back: without a click the Account view and the header read the chain's balance.
    await app.stack.server.start()
    await account.getByTestId('account-balance').getByText(afterSecond, { exact: true }).waitFor({ timeout: 45_000 })
    expect(await unavailable.count()).toBe(0)
    await account.getByRole('list', { name: 'Tokens' }).getByText(afterSecond).waitFor()
    await page.keyboard.press('Escape')
    await header(page).getByText(afterSecond).waitFor()
  }, 150_000)
})
