import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { btc, freshRegtestAddress, satsInBtcText, transactionOf, utxosOf } from '../support/bitcoinChain.ts'
import { openSendForm } from '../support/sendForm.ts'
import { copyPairingUri, walletWithProposal } from '../support/walletConnectPairing.ts'
import { showLook } from '../support/looks.ts'
import { modal, truncated, useBrowserSession } from '../support/session.ts'
import { viewCheck } from '../support/viewCheck.ts'
import { lamportsOf } from '../support/solanaChain.ts'

const walletUrl = inject('walletUrl')
const walletAddress = inject('walletAddress') as `0x${string}`
const bitcoin = () => inject('webConfig').bitcoin!

/** The reference wallet in its own tab: pastes the URI and approves the proposal. */
async function pairWallet(wallet: Page, uri: string): Promise<void> {
  await wallet.goto(walletUrl)
  await wallet.getByLabel('Pairing URI').fill(uri)
  await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
  const proposal = wallet.getByTestId('proposal')
  await proposal.getByText('Foyer demo').first().waitFor()
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await wallet.getByTestId('session').waitFor()
}

describe('connecting a wallet through WalletConnect (QR / link)', () => {
  const session = useBrowserSession()

  /** A phone's browser (Android Chrome, touch) in the file's Chromium. */
  // Closed after the test by the session, which keeps what its pages showed if the test failed.
  const phoneContext = (userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36') =>
    session.extraContext({ viewport: { width: 390, height: 844 }, userAgent, hasTouch: true, isMobile: true })

  it('the QR view pairs with the reference wallet: account and balances shown, a signature approved and one declined, disconnected from the wallet', async () => {
    const { page, context, appUrl } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
    const uri = await copyPairingUri(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/)

    const wallet = await context.newPage()
    await pairWallet(wallet, uri)

    // Approved: the modal closes and the host sees the wallet's account.
    await modal(page, 'WalletConnect').waitFor({ state: 'detached' })
    await page.getByTestId('host-address').getByText(walletAddress).waitFor()
    expect(await page.getByTestId('host-status').textContent()).toBe('connected')
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-address').getByText(truncated(walletAddress)).waitFor()
    await account.getByRole('list', { name: 'Tokens' }).getByText(/ETH$/).waitFor()
    expect(await account.getByTestId('account-balance').textContent()).toMatch(/ ETH$/)
    await page.keyboard.press('Escape')

    // A signature request travels to the wallet, is approved there and verifies against the account.
    await page.getByRole('button', { name: 'Sign message' }).click()
    const request = wallet.getByTestId('request')
    await request.getByText('Hello from the Foyer demo').first().waitFor()
    await request.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('host-signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: walletAddress, message: 'Hello from the Foyer demo', signature })).toBe(true)

    // Declined in the wallet (5000): the host is told, the session stays.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.getByTestId('request').getByRole('button', { name: 'Reject' }).click()
    await page
      .getByRole('alert')
      .getByText(/rejected/i)
      .waitFor()
    expect(await page.getByTestId('host-status').textContent()).toBe('connected')

    // Disconnected from the wallet's side: the session ends and the host's account resets.
    await wallet.getByTestId('session').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('host-status').getByText('disconnected').waitFor()
    expect(await page.getByTestId('host-address').textContent()).toBe('—')
  })

  it('a network the wallet did not approve is marked "Not approved by your wallet" in Networks and cannot be chosen; the approved one stays open', async () => {
    const { page, context, appUrl } = session
    const [approved, unapproved] = inject('webConfig').chains
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
    const wallet = await context.newPage()
    // This wallet serves the first EVM network only, so its session approves that one of the two offered.
    await wallet.route('**/wallet-config.js', async (route) => {
      const served = await route.fetch()
      await route.fulfill({ response: served, body: `${await served.text()}\nwindow.__FOYER_WALLET_CONFIG__.chains = window.__FOYER_WALLET_CONFIG__.chains.slice(0, 1)\n` })
    })
    await pairWallet(wallet, await copyPairingUri(page))
    await page.getByTestId('host-address').getByText(walletAddress).waitFor()

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: new RegExp(approved!.name) })
      .click()
    const networks = modal(page, 'Choose Network')
    const refused = networks.getByRole('button').filter({ hasText: 'Not approved by your wallet' })
    await refused.waitFor()
    expect(await refused.textContent()).toContain(unapproved!.name)
    expect(await refused.isDisabled()).toBe(true)
    const check = viewCheck(page, 'walletconnect-networks')
    for (const theme of ['Dark', 'Light'] as const) {
      await showLook(page, { theme, size: 'desktop' })
      await check(`not-approved-${theme.toLowerCase()}`)
    }
    // The approved network, the wallet's own, stays open to choose.
    const current = networks.getByRole('button').filter({ hasText: 'Connected' })
    expect(await current.textContent()).toContain(approved!.name)
    expect(await current.isDisabled()).toBe(false)
    await page.keyboard.press('Escape')
    await wallet.getByTestId('session').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('host-status').getByText('disconnected').waitFor()
  })

  it('disconnecting in the modal ends the session in the wallet too', async () => {
    const { page, context, appUrl } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
    const wallet = await context.newPage()
    await pairWallet(wallet, await copyPairingUri(page))
    await page.getByTestId('host-address').getByText(walletAddress).waitFor()

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('host-status').getByText('disconnected').waitFor()
    await wallet.getByTestId('session').waitFor({ state: 'detached' })
    await wallet.getByText(/None yet/).waitFor()
  })

  it('on a phone, a wallet app is handed the pairing: it opens by itself, the modal waits in "Continue in" with the QR code behind a button, Try again after a decline opens it afresh, and each later request reopens it', async () => {
    const phone = await phoneContext()
    const page = await phone.newPage()
    await page.goto(session.appUrl)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    const pairingLink = new RegExp(`^${walletUrl.replace(/\/$/, '')}/wc\\?uri=wc%3A[0-9a-f]{64}%402%3F`)

    // Picking the wallet opens it at once (its universal link, in a new tab), with the pairing in the link.
    const [first] = await Promise.all([
      phone.waitForEvent('page'),
      modal(page, 'Connect Wallet')
        .getByRole('button', { name: /Foyer Wallet/ })
        .click(),
    ])
    await first.waitForURL((url) => url.origin === new URL(walletUrl).origin)
    const proposal = first.getByTestId('proposal')
    await proposal.getByText('Foyer demo').first().waitFor()

    // Back in the browser's tab, the modal is where the visitor left it: "Continue in", no QR code until asked.
    await page.bringToFront()
    const view = modal(page, 'Foyer Wallet')
    await view.getByRole('heading', { name: 'Continue in Foyer Wallet' }).waitFor()
    await view.getByText('Accept the connection request in Foyer Wallet, then come back here.').waitFor()
    const open = view.getByRole('link', { name: 'Open Foyer Wallet' })
    const href = (await open.getAttribute('href'))!
    expect(href).toMatch(pairingLink)
    expect(await open.getAttribute('target')).toBe('_blank')
    expect(await view.getByRole('img', { name: /QR code/ }).count(), 'the QR code waits behind its button').toBe(0)
    const check = viewCheck(page, 'walletconnect-phone')
    const showQr = view.getByRole('button', { name: 'Show QR code' })
    for (const theme of ['Dark', 'Light'] as const) {
      await showLook(page, { theme, size: 'phone' })
      await check(`continue-in-${theme.toLowerCase()}`)
    }
    expect(await showQr.getAttribute('aria-expanded')).toBe('false')
    await showQr.click()
    expect(await showQr.getAttribute('aria-expanded')).toBe('true')
    await view.getByRole('img', { name: 'QR code to connect Foyer Wallet: scan it with your phone' }).waitFor()
    await view.getByText('Scan it with a wallet on another device.').waitFor()
    await view.getByRole('button', { name: 'Copy link' }).waitFor()
    await check('continue-in-qr-shown')

    // Declined in the wallet: Try again makes a fresh pairing and opens the wallet with it.
    await proposal.getByRole('button', { name: 'Reject' }).click()
    await view.getByRole('heading', { name: 'Connection declined' }).waitFor()
    const [second] = await Promise.all([phone.waitForEvent('page'), view.getByRole('button', { name: 'Try again' }).click()])
    await second.getByTestId('proposal').getByText('Foyer demo').first().waitFor()
    await page.bringToFront()
    const renewed = (await view.getByRole('link', { name: 'Open Foyer Wallet' }).getAttribute('href'))!
    expect(renewed).toMatch(pairingLink)
    expect(renewed, 'a fresh pairing').not.toBe(href)
    await second.getByTestId('proposal').getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('host-address').getByText(walletAddress).waitFor()
    expect(await page.getByTestId('host-status').textContent()).toBe('connected')
    await first.close()

    // A later request reopens the wallet (its WalletConnect redirect link), where it is approved.
    const [reopened] = await Promise.all([phone.waitForEvent('page'), page.getByRole('button', { name: 'Sign message' }).click()])
    await reopened.waitForURL(walletUrl)
    await reopened.close()
    const request = second.getByTestId('request')
    await request.getByText('Hello from the Foyer demo').first().waitFor()
    await request.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page
      .getByTestId('host-signature')
      .getByText(/^0x[0-9a-f]+$/)
      .textContent()) as `0x${string}`
    expect(await verifyMessage({ address: walletAddress, message: 'Hello from the Foyer demo', signature })).toBe(true)
  })

  it('on a phone, WalletConnect itself is "Continue in your wallet app": its link is the pairing URI the phone offers to its wallet apps, the QR code behind a button', async () => {
    const phone = await phoneContext()
    const page = await phone.newPage()
    await page.goto(session.appUrl)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    const view = modal(page, 'WalletConnect')
    await view.getByRole('heading', { name: 'Continue in your wallet app' }).waitFor()
    const open = view.getByRole('link', { name: 'Open a wallet app' })
    expect(await open.getAttribute('href')).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/)
    expect(await view.getByRole('img', { name: /QR code/ }).count()).toBe(0)
    await view.getByRole('button', { name: 'Show QR code' }).click()
    await view.getByRole('img', { name: 'QR code to connect your wallet: scan it with your phone' }).waitFor()
    await viewCheck(page, 'walletconnect-phone')('continue-in-any-wallet')
  })

  it('on iOS Safari and in Telegram the pairing is kept until it expires: WalletConnect opened again offers the same URI; on Android Chrome a fresh one', async () => {
    const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
    /** The pairing URI WalletConnect offers, twice: opened, closed, opened again, in a phone of this kind. */
    const offeredTwice = async (userAgent: string | undefined, telegram = false) => {
      const phone = await phoneContext(userAgent)
      // Telegram's in-app browser announces itself by its WebApp object.
      if (telegram) await phone.addInitScript(() => Object.assign(window, { Telegram: { WebApp: {} } }))
      const page = await phone.newPage()
      await page.goto(session.appUrl)
      const uris: string[] = []
      for (const _ of [1, 2]) {
        await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
        await modal(page, 'Connect Wallet')
          .getByRole('button', { name: /WalletConnect/ })
          .click()
        uris.push((await modal(page, 'WalletConnect').getByRole('link', { name: 'Open a wallet app' }).getAttribute('href'))!)
        await page.keyboard.press('Escape')
        await modal(page, 'WalletConnect').waitFor({ state: 'detached' })
        // A task of the page's own after the close: the cancelled attempt (a 0 ms timer) has ended by then.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
      }
      return uris
    }
    const [safari, safariAgain] = await offeredTwice(IOS_SAFARI)
    expect(safari).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(safariAgain, 'iOS Safari: the unexpired pairing again').toBe(safari)
    const [telegram, telegramAgain] = await offeredTwice(undefined, true)
    expect(telegramAgain, 'Telegram: the unexpired pairing again').toBe(telegram)
    const [android, androidAgain] = await offeredTwice(undefined)
    expect(androidAgain, 'Android Chrome: a fresh pairing').not.toBe(android)
  })

  it('an app without chain adapters opens on the QR code (ConnectingWalletConnectBasic), with the wallet list a tap away', async () => {
    const { page, context, appUrl } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
    await page.getByRole('switch', { name: 'Browser wallets (evmAdapter)' }).uncheck()
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    const basic = modal(page, 'Connect Wallet')
    await basic.getByRole('img', { name: /QR code/ }).waitFor()
    await basic.getByRole('button', { name: /All Wallets/ }).waitFor()
    expect(await basic.getByRole('button', { name: /Foyer Dev Wallet/ }).count(), 'no adapter: no browser wallets').toBe(0)

    await basic.getByRole('button', { name: 'Copy link' }).click()
    const wallet = await context.newPage()
    await pairWallet(wallet, await page.evaluate(() => navigator.clipboard.readText()))
    await page.getByTestId('host-address').getByText(walletAddress).waitFor()
    expect(await page.getByTestId('host-status').textContent()).toBe('connected')
  })

  it('the one session carries Solana too: the reference wallet grants its Solana account, which signs a message that verifies and sends SOL on the chain, asked in the wallet', async () => {
    const { page } = session
    const { wallet, proposal } = await walletWithProposal(session)
    await proposal.getByText('Foyer Solana Devnet').waitFor()
    const solanaAddress = (await proposal
      .getByRole('definition')
      .filter({ hasText: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ })
      .textContent())!
    await proposal.getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('host-address').getByText(walletAddress).waitFor()

    // The Solana side joined the session: switching to the cluster asks the wallet nothing.
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /Foyer Solana Devnet/ })
      .click()
    await page.getByTestId('host-address').getByText(solanaAddress).waitFor()
    expect(await page.getByTestId('host-status').textContent()).toBe('connected')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const request = wallet.getByTestId('request')
    await request.getByText('Hello from the Foyer demo').first().waitFor()
    await request.getByRole('button', { name: 'Approve' }).click()
    await page
      .getByTestId('host-signature')
      .getByText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      .waitFor()
    const signature = (await page.getByTestId('host-signature').textContent())!.trim()
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello from the Foyer demo'), base58.decode(solanaAddress))).toBe(true)

    const recipient = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
    const before = await lamportsOf(recipient)
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await wallet.getByTestId('request').getByRole('heading', { name: 'Send a transaction' }).waitFor()
    await wallet.getByTestId('request').getByRole('button', { name: 'Approve' }).click()
    await page
      .getByTestId('host-transaction')
      .getByText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      .waitFor()
    await expect.poll(() => lamportsOf(recipient)).toBe(before + 10_000_000n)
  })

  it('the one session carries Bitcoin too: the reference wallet grants its payment account; 0.1 BTC sent from the modal is approved in the wallet, which shows what it pays, and lands on the node as reviewed', async () => {
    const { page } = session
    const { wallet, proposal } = await walletWithProposal(session)
    await proposal.getByText(bitcoin().name).first().waitFor()
    const bitcoinAddress = (await proposal
      .getByRole('definition')
      .filter({ hasText: /^bcrt1q/ })
      .textContent())!
    await proposal.getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('host-address').getByText(walletAddress).waitFor()

    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    const networks = modal(page, 'Choose Network')
    await networks.getByRole('button', { name: new RegExp(bitcoin().name) }).click()
    await networks.waitFor({ state: 'detached' })
    await page.getByTestId('host-address').getByText(bitcoinAddress).waitFor()

    const receiver = freshRegtestAddress()
    const form = await openSendForm(page, / BTC$/)
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await form.getByRole('textbox', { name: 'To' }).fill(receiver)
    await form.getByRole('button', { name: 'Review' }).click()
    const review = modal(page, 'Review Send')
    const fee = review.getByTestId('send-fee')
    await fee.getByText(/^0\.\d+ BTC/).waitFor()
    const feeSats = satsInBtcText(await fee.textContent())
    await review.getByRole('button', { name: 'Send' }).click()

    const request = wallet.getByTestId('request')
    await request.getByRole('heading', { name: 'Send bitcoin' }).waitFor()
    await request.getByText(`0.1 BTC to ${receiver}`).waitFor()
    await request.getByText(`${btc(feeSats)} BTC`, { exact: true }).waitFor()
    await request.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Transaction started').waitFor()

    await expect.poll(async () => (await utxosOf(receiver)).filter((utxo) => utxo.confirmed).map((utxo) => utxo.value), { timeout: 30_000 }).toEqual([10_000_000n])
    const sent = await transactionOf((await utxosOf(receiver))[0]!.txid)
    expect(sent.fee).toBe(feeSats)
    expect(sent.outputs[0]).toEqual({ address: receiver, value: 10_000_000n })
    expect(sent.outputs.slice(1).every((output) => output.address === bitcoinAddress)).toBe(true)
  })
})
