import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { answerEmbeddedWallet, loginWithEmail } from '../support/embeddedWallet.ts'
import { tabTo } from '../support/keyboard.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { answerDevWallet, connectDevWallet, modal, truncated, useBrowserSession, useDevWalletKey } from '../support/session.ts'
import { viewCheck } from '../support/viewCheck.ts'
import { registerNameFor } from '../../scripts/nameRegistration.ts'
import { useOwnWebApp } from '../support/ownWebApp.ts'

/**
 * Send (eip155) from the Account view's feature row with the Dev Wallet, on the devnet: the
 * native currency, a 6-decimal ERC-20 and the USDT-like token (whose transfer returns nothing),
 * each checked on the chain; a token send without ETH for the fee refused; over-balance refused with its
 * words; a refusal in the wallet says 'Signature declined' and keeps the review. Walked by keyboard,
 * and axe-clean in dark and light on a desktop and a phone (screenshots in e2e/artifacts/views/send-*).
 *
 * The demo's build is served with a stack of its own: the sends move the dev account's ETH and
 * USDC, whose seeded amounts other files check on the shared stack while this one runs.
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

const own = useOwnWebApp()
const ownApp = own.session
const chain = () => createPublicClient({ transport: http(own.app.stack.webConfig.chains[0]!.rpcUrl) })

/** A devnet token as the server lists an account's balances: its CAIP-10 address (the form's option) and its contract. */
async function tokenOf(owner: string, symbol: 'USDC' | 'USDT'): Promise<{ caip: string; contract: Address }> {
  const response = await fetch(`${own.app.stack.apiUrl}/v1/account/${owner}/balance?chainId=eip155:31337&currency=usd&projectId=${own.app.stack.webConfig.projectId}`)
  const { balances } = (await response.json()) as { balances: { symbol: string; address?: string }[] }
  const caip = balances.find((balance) => balance.symbol === symbol)!.address!
  return { caip, contract: caip.split(':').at(-1) as Address }
}
const balanceOf = (token: Address, holder: Address) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

/** Sends the form as it is filled: Review, then Send, approved in the Dev Wallet, back on the Account view. */
async function reviewAndSend(page: Page, form: ReturnType<typeof modal>) {
  await form.getByRole('button', { name: 'Review' }).click()
  const review = modal(page, 'Review Send')
  await review
    .getByTestId('send-fee')
    .getByText(/^≈?[\d.,]+ ETH/)
    .waitFor()
  await review.getByRole('button', { name: 'Send' }).click()
  await answerDevWallet(page)
  await modal(page, 'Account').waitFor()
}

async function openSend(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  await nav.getByRole('button', { name: /^Account/ }).focus()
  await page.keyboard.press('Enter')
  await modal(page, 'Account').getByRole('navigation', { name: 'Wallet actions' }).waitFor()
  await tabTo(page, (el) => el.name === 'Send')
  await page.keyboard.press('Enter')
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).waitFor()
  return form
}

for (const [size, viewport] of SIZES) {
  describe(`Send on a ${size}`, () => {
    const session = useBrowserSession(viewport, ownApp)

    for (const theme of ['Dark', 'Light'] as const) {
      const full = size === 'desktop' && theme === 'Dark'
      it(`${full ? 'sends ETH, USDC and the USDT-like token, checked on the chain, refuses more than the balance and says when the wallet declines, by keyboard; ' : ''}the form and the review are axe-clean in the ${theme.toLowerCase()} theme`, async () => {
        const { page, devAddress } = session
        const check = viewCheck(page, `send-${theme.toLowerCase()}-${size}`)
        await page.getByRole('radio', { name: theme }).check()
        await connectDevWallet(page, devAddress)
        const recipient = privateKeyToAddress(generatePrivateKey())

        let form = await openSend(page)
        await check('Send, empty')
        // By keyboard: the form opens with focus in the amount, then Tab to the receiver, then Review.
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.inputMode)).toBe('decimal')
        await page.keyboard.type('0.01')
        await tabTo(page, (el) => el.tag === 'INPUT' && el.name === '', 5)
        await page.keyboard.type(recipient)
        await tabTo(page, (el) => el.name === 'Review', 5)
        await page.keyboard.press('Enter')
        const review = modal(page, 'Review Send')
        await review
          .getByTestId('send-fee')
          .getByText(/^≈?[\d.,]+ ETH/)
          .waitFor()
        expect(await review.getByTestId('send-amount').textContent()).toMatch(/^0\.01 ETH/)
        expect(await review.getByTestId('send-receiver').textContent()).toBe(recipient)
        await check('Review, ETH')
        if (!full) {
          // Review with two fields wrong says both at once, each under its field.
          await page.getByRole('button', { name: 'Back', exact: true }).click()
          await form.getByRole('textbox', { name: 'Amount' }).fill('1.2.3')
          await form.getByRole('textbox', { name: 'To' }).fill('not an address')
          await form.getByRole('button', { name: 'Review' }).click()
          await form
            .getByRole('alert')
            .getByText(/^Enter an amount above 0/)
            .waitFor()
          await form
            .getByRole('alert')
            .getByText(/^Enter a valid .* address\./)
            .waitFor()
          await check('Send, two problems at once')
          return
        }

        const before = await chain().getBalance({ address: recipient })
        await tabTo(page, (el) => el.name === 'Send', 5)
        await page.keyboard.press('Enter')
        await answerDevWallet(page)
        await page.getByText('Transaction started').waitFor()
        await modal(page, 'Account').waitFor()
        await expect.poll(() => chain().getBalance({ address: recipient }), { timeout: 15_000 }).toBe(before + parseEther('0.01'))

        // A 6-decimal ERC-20: 1.234567 USDC arrive as 1,234,567 units.
        const { caip, contract: usdc } = await tokenOf(devAddress, 'USDC')
        const usdcBefore = await balanceOf(usdc, recipient)
        await page.keyboard.press('Escape')
        form = await openSend(page)
        await form.getByRole('combobox', { name: 'Token' }).selectOption(caip)
        await form.getByRole('textbox', { name: 'Amount' }).fill('99999')
        await form.getByRole('textbox', { name: 'To' }).fill(recipient)
        await form.getByRole('button', { name: 'Review' }).click()
        await form
          .getByRole('alert')
          .getByText(/^That is more than your balance of [\d,.]+ USDC\.$/)
          .waitFor()
        await check('Send, more than the balance')
        // Six decimals: the review shows every one the chain moves (not the list's 1.234), and the chain moves exactly that.
        await form.getByRole('textbox', { name: 'Amount' }).fill('1.234567')
        await form.getByRole('button', { name: 'Review' }).click()
        await review
          .getByTestId('send-fee')
          .getByText(/^≈?[\d.,]+ ETH/)
          .waitFor()
        expect(await review.getByTestId('send-amount').textContent()).toMatch(/^1\.234567 USDC\$1\.23$/)

        // Declined in the wallet: said, and the review stays to try again.
        await review.getByRole('button', { name: 'Send' }).click()
        await answerDevWallet(page, 'Reject')
        await page.getByText('Signature declined').waitFor()
        await review.getByRole('button', { name: 'Send' }).click()
        await answerDevWallet(page)
        await modal(page, 'Account').waitFor()
        await expect.poll(() => balanceOf(usdc, recipient), { timeout: 15_000 }).toBe(usdcBefore + 1_234_567n)

        // USDT's contract returns nothing from transfer (the devnet's TetherToken behaves so): the send works all the same.
        const usdt = await tokenOf(devAddress, 'USDT')
        const usdtBefore = await balanceOf(usdt.contract, recipient)
        await page.keyboard.press('Escape')
        form = await openSend(page)
        await form.getByRole('combobox', { name: 'Token' }).selectOption(usdt.caip)
        await form.getByRole('textbox', { name: 'Amount' }).fill('2.25')
        await form.getByRole('textbox', { name: 'To' }).fill(recipient)
        await reviewAndSend(page, form)
        await expect.poll(() => balanceOf(usdt.contract, recipient), { timeout: 15_000 }).toBe(usdtBefore + 2_250_000n)
      })
    }
  })
}

/** Registers `<label>.foyer.id` for the key's address as the modal would. */
async function registerName(privateKey: `0x${string}`, label: string, attributes: Record<string, string> = {}): Promise<string> {
  const name = `${label}.foyer.id`
  await registerNameFor(privateKey, name, { apiUrl: own.app.stack.apiUrl, projectId: own.app.stack.webConfig.projectId, zone: 'foyer.id' }, attributes)
  return name
}

describe('Names', () => {
  const session = useBrowserSession(undefined, ownApp)

  it('the Account view shows the account’s name; a receiver typed as a name is looked up, shown with its address, and the ETH arrives there; a name that points nowhere is said so', async () => {
    const { page, devAddress } = session
    const check = viewCheck(page, 'send-names-dark-desktop')
    const label = `dev${Date.now().toString(36)}`
    const devName = await registerName(own.app.stack.webConfig.devWallet!.privateKey, label, { avatar: `${own.app.stack.apiUrl}/public/getTokenImage/ETH` })
    const receiverKey = generatePrivateKey()
    const receiverName = await registerName(receiverKey, `to${label}`)
    const recipient = privateKeyToAddress(receiverKey)

    await connectDevWallet(page, devAddress)
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: /^Account/ }).click()
    await modal(page, 'Account').getByText(devName).waitFor()
    await page.keyboard.press('Escape')

    const form = await openSend(page)
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await form.getByRole('textbox', { name: 'To' }).fill(`nobody${label}.foyer.id`)
    await form.getByRole('alert').getByText(`No address found for nobody${label}.foyer.id. Check the name, or enter an address.`).waitFor()
    await form.getByRole('textbox', { name: 'To' }).fill(receiverName)
    await form
      .getByTestId('send-receiver-name')
      .getByText(`${receiverName} is ${truncated(recipient)}`)
      .waitFor()
    await check('Send, to a name')
    const before = await chain().getBalance({ address: recipient })
    await form.getByRole('button', { name: 'Review' }).click()
    const review = modal(page, 'Review Send')
    await review
      .getByTestId('send-fee')
      .getByText(/^≈?[\d.,]+ ETH/)
      .waitFor()
    expect(await review.getByTestId('send-review-name').textContent()).toBe(receiverName)
    expect(await review.getByTestId('send-receiver').textContent()).toBe(recipient)
    await check('Review, to a name')
    await review.getByRole('button', { name: 'Send' }).click()
    await answerDevWallet(page)
    await modal(page, 'Account').waitFor()
    await expect.poll(() => chain().getBalance({ address: recipient }), { timeout: 15_000 }).toBe(before + parseEther('0.01'))
  })
})

describe('Send from an account without ETH', () => {
  const session = useBrowserSession(undefined, ownApp)

  it("refuses a token send the account cannot pay the network fee for: 'Not enough ETH to pay the network fee.'", async () => {
    const { page } = session
    // The Dev Wallet on a fresh key that holds 5 USDC and no ETH (dev account 1, unlocked on anvil, sends the USDC).
    const privateKey = generatePrivateKey()
    const poor = privateKeyToAddress(privateKey)
    const { caip, contract: usdc } = await tokenOf(own.app.stack.devnet.accounts[1]!.address, 'USDC')
    const funder = createWalletClient({ account: own.app.stack.devnet.accounts[1]!.address, transport: http(own.app.stack.webConfig.chains[0]!.rpcUrl) })
    await chain().waitForTransactionReceipt({ hash: await funder.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [poor, 5_000_000n], chain: null }) })
    await useDevWalletKey(page, privateKey)
    await connectDevWallet(page, poor)

    const form = await openSend(page)
    await form.getByRole('combobox', { name: 'Token' }).getByRole('option', { name: /^USDC/ }).waitFor({ state: 'attached' })
    await form.getByRole('combobox', { name: 'Token' }).selectOption(caip)
    await form.getByRole('textbox', { name: 'Amount' }).fill('1')
    await form.getByRole('textbox', { name: 'To' }).fill(own.app.stack.devnet.accounts[2]!.address)
    await form.getByRole('button', { name: 'Review' }).click()
    await page.getByRole('dialog').getByRole('alert').getByText('Not enough ETH to pay the network fee.').waitFor()
    expect(await balanceOf(usdc, poor)).toBe(5_000_000n)
  })
})

describe('Send with the embedded wallet', () => {
  const session = useBrowserSession(undefined, ownApp)

  it('an email login sends 0.01 ETH, approved in the frame, which shows the amount; the chain has it', async () => {
    const { page } = session
    await loginWithEmail(page, own.app.stack.apiUrl, uniqueEmail('send'))
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    const from = (await page.getByTestId('host-address').textContent()) as Address
    const recipient = privateKeyToAddress(generatePrivateKey())
    const form = await openSend(page)
    // Dev mode funds each new embedded wallet: its ETH is there to send once the balances are read.
    await form.getByRole('combobox', { name: 'Token' }).getByRole('option', { name: /^ETH/ }).waitFor({ state: 'attached' })
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await form.getByRole('textbox', { name: 'To' }).fill(recipient)
    await form.getByRole('button', { name: 'Review' }).click()
    const review = modal(page, 'Review Send')
    await review
      .getByTestId('send-fee')
      .getByText(/^≈?[\d.,]+ ETH/)
      .waitFor()
    const before = await chain().getBalance({ address: from })
    await review.getByRole('button', { name: 'Send' }).click()
    await page.frameLocator('iframe.foyer-auth-frame').getByText('0.01 ETH').first().waitFor()
    await answerEmbeddedWallet(page)
    await expect.poll(() => chain().getBalance({ address: recipient }), { timeout: 15_000 }).toBe(parseEther('0.01'))
    expect(await chain().getBalance({ address: from })).toBeLessThan(before - parseEther('0.01'))
  })
})
