/**
 * Bitcoin (bip122) through the modal, on the devnet's regtest node (bcoin) behind its Esplora front:
 * the Dev Wallet's Bitcoin side (a WBIP004 provider, as Xverse's and Leather's) connects with its
 * EVM and Solana sides in one pick, and wallets of the two other API styles (UniSat's object, a
 * Wallet Standard wallet) connect and show their BTC; the Account view shows the BTC the node holds for it; a message
 * it signs verifies with BIP-322; a reload restores the account; it signs in (SIWX, CAIP-122 with
 * BIP-322) to a session the server lists and a host's backend verifies. Send: an address of another
 * network, an amount under the dust limit and more than the balance are refused in words; 0.1 BTC
 * to a fresh address is reviewed with its exact fee and change at the speed chosen (Fast costs more
 * than Normal), walked by keyboard, signed and
 * broadcast by the wallet, and lands on the node as reviewed. The embedded wallet's Bitcoin account
 * (an email login's, BIP-84 P2WPKH derived by the server) signs a message that verifies with
 * BIP-322 and sends 0.1 BTC, approved in the frame, which shows the amount, receiver, fee and
 * change, and Activity lists what it received and sent, read from the node. Axe-clean in dark and light on a desktop and a phone (screenshots in
 * e2e/artifacts/views/bitcoin-*).
 *
 * The shared stack's Bitcoin chain is moved by this file (dev accounts 0 and 7, and the embedded
 * wallet's) and by walletconnect.e2e (account 1, the reference wallet's), each on its own coins.
 */
import { verifyBip322Simple } from '@foyer/siwx-verify'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { btc, freshRegtestAddress, payFromDevAccount, satsInBtcText, satsOf, transactionOf, utxosOf } from '../support/bitcoinChain.ts'
import { bitcoinTestWalletsScript, STANDARD_NAME, UNISAT_NAME } from '../support/bitcoinTestWallets.ts'
import { answerEmbeddedWallet, loginWithEmail } from '../support/embeddedWallet.ts'
import { tabTo } from '../support/keyboard.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { answerDevWallet, connectDevWallet, modal, truncated, useBrowserSession } from '../support/session.ts'
import { backendChecks, hostSessionNonce, listedSessions, openWithSignIn, sentToBackend } from '../support/siwxSessions.ts'
import { openSendForm } from '../support/sendForm.ts'
import { viewCheck } from '../support/viewCheck.ts'

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

const config = inject('webConfig')
const apiUrl = inject('apiUrl')
const bitcoin = () => config.bitcoin!
/** The Dev Wallet's Bitcoin account: the devnet's first P2WPKH key, as the node knows it. */
let bitcoinAddress = ''

/** Satoshis as the Account view lists them: three decimals, cut (the exact amount is the send's review's to show). */
function listedBtc(sats: bigint): string {
  const milli = String((sats % 100_000_000n) / 100_000n)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return `${(sats / 100_000_000n).toLocaleString('en-US')}${milli ? `.${milli}` : ''} BTC`
}

/** Connects the Dev Wallet (one pick, every namespace it serves) and makes the Bitcoin network the active one. */
async function connectOnBitcoin(page: Page, devAddress: string): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  await nav.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /WalletConnect/ }).waitFor()
  expect(await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).count(), 'one row for the wallet, whatever it serves').toBe(1)
  await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await answerDevWallet(page)
  await page.getByTestId('host-address').getByText(devAddress).waitFor()
  await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
  const networks = modal(page, 'Choose Network')
  await networks.getByRole('button', { name: new RegExp(bitcoin().name) }).click()
  await networks.waitFor({ state: 'detached' })
  await page
    .getByTestId('host-address')
    .getByText(/^bcrt1q/)
    .waitFor()
  return (await page.getByTestId('host-address').textContent())!.trim()
}

const openSend = (page: Page) => openSendForm(page, / BTC$/)

describe('Bitcoin through the modal', () => {
  const session = useBrowserSession()

  it('one pick connects the Dev Wallet’s Bitcoin side with its others; the Account shows the BTC the node holds; a signed message verifies with BIP-322; a reload restores the account', async () => {
    const { page, devAddress } = session
    bitcoinAddress = await connectOnBitcoin(page, devAddress)
    expect(await page.getByTestId('host-network').textContent()).toBe(`bip122:${bitcoin().genesisHash.slice(0, 32)}`)

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-address').getByText(truncated(bitcoinAddress)).waitFor()
    const sats = await satsOf(bitcoinAddress)
    expect(sats, 'the devnet funds the account').toBeGreaterThan(0n)
    await account.getByTestId('account-balance').getByText(listedBtc(sats), { exact: true }).waitFor()
    await account.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByText('Hello from the Foyer demo').waitFor()
    await answerDevWallet(page)
    const signature = (await page.getByTestId('host-signature').textContent())!.trim()
    expect(verifyBip322Simple(bitcoinAddress, 'Hello from the Foyer demo', signature)).toBe(true)
    expect(verifyBip322Simple(bitcoinAddress, 'Hello from another demo', signature)).toBe(false)

    await page.reload()
    await page.getByTestId('host-address').getByText(bitcoinAddress).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe(`bip122:${bitcoin().genesisHash.slice(0, 32)}`)
    expect(await page.getByRole('dialog').count(), 'no modal and no wallet prompt after the reload').toBe(0)
  })

  it('the Bitcoin account signs in (SIWX): the CAIP-122 message signed with BIP-322 is a session the server lists and a host’s backend verifies', async () => {
    const { page, appUrl, devAddress } = session
    await openWithSignIn(page, appUrl, 'optional')
    await connectDevWallet(page, devAddress)
    await modal(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /Foyer Devnet/ })
      .click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: new RegExp(bitcoin().name) })
      .click()
    await page
      .getByTestId('host-address')
      .getByText(/^bcrt1q/)
      .waitFor()
    const address = (await page.getByTestId('host-address').textContent())!.trim()

    // The new active account is asked in turn.
    const signIn = modal(page, 'Sign In')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('dialog', { name: 'Dev Wallet request' })
      .getByText(/wants you to sign in with your Bitcoin account/)
      .first()
      .waitFor()
    await answerDevWallet(page)
    await signIn.waitFor({ state: 'detached' })
    const nonce = await hostSessionNonce(page)
    const chainId = `bip122:${bitcoin().genesisHash.slice(0, 32)}`
    expect((await listedSessions(address, chainId)).find((stored) => stored.id === nonce)).toMatchObject({ chainId, status: 'live' })
    const sent = await sentToBackend(page, nonce)
    expect(await backendChecks(sent.session, sent.proof, appUrl)).toMatchObject({ valid: true, address, signatureType: 'bip122:bip322-simple' })
  })
})

describe('Bitcoin wallets of the other API styles', () => {
  const session = useBrowserSession()

  for (const name of [UNISAT_NAME, STANDARD_NAME]) {
    it(`${name === UNISAT_NAME ? 'UniSat’s object API (window.unisat)' : 'a Wallet Standard wallet (bitcoin:connect)'} connects from the unified list and shows the BTC the node holds for its account`, async () => {
      const { page, appUrl } = session
      await page.addInitScript({ content: await bitcoinTestWalletsScript() })
      await page.goto(appUrl)
      const nav = page.getByRole('navigation', { name: 'Wallet' })
      await nav.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = modal(page, 'Connect Wallet')
      await connect.getByRole('button', { name: new RegExp(name) }).click()
      await connect.waitFor({ state: 'detached' })
      // A Bitcoin-only wallet makes the Bitcoin network the active one.
      await page
        .getByTestId('host-network')
        .getByText(`bip122:${bitcoin().genesisHash.slice(0, 32)}`)
        .waitFor()
      const address = (await page.getByTestId('host-address').textContent())!.trim()
      expect(address).toMatch(/^bcrt1q/)
      await nav.getByRole('button', { name: /^Account/ }).click()
      const account = modal(page, 'Account')
      await account.getByText(`Connected with ${name}`).waitFor()
      const sats = await satsOf(address)
      await account.getByTestId('account-balance').getByText(listedBtc(sats), { exact: true }).waitFor()
    })
  }
})

describe('the embedded wallet’s Bitcoin account', () => {
  const session = useBrowserSession()

  it('an email login connects it beside the others; it shows the BTC paid to it, signs a message that verifies with BIP-322, and sends 0.1 BTC approved in the frame, which shows amount, receiver, fee and change, and lands on the node as approved', async () => {
    const { page } = session
    const check = viewCheck(page, 'bitcoin-embedded-dark-desktop')
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await loginWithEmail(page, apiUrl, uniqueEmail('bitcoin'))
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    const networks = modal(page, 'Choose Network')
    await networks.getByRole('button', { name: new RegExp(bitcoin().name) }).click()
    await networks.waitFor({ state: 'detached' })
    const address = (await page
      .getByTestId('host-address')
      .getByText(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
      .textContent())!
    // Paid from a dev account while the page already read its (empty) balance: it shows once that read is 30 s old.
    await payFromDevAccount(7, address, 50_000_000n)

    await page.getByRole('button', { name: 'Sign message' }).click()
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    await frame.getByText('Hello from the Foyer demo').waitFor()
    await answerEmbeddedWallet(page)
    const signature = (await page.getByTestId('host-signature').textContent())!.trim()
    expect(verifyBip322Simple(address, 'Hello from the Foyer demo', signature)).toBe(true)

    await expect
      .poll(
        async () => {
          // Each opening of the modal reads the balance again once the last read is 30 s old.
          await nav.getByRole('button', { name: /^Account/ }).click()
          const account = modal(page, 'Account')
          const balance = account.getByTestId('account-balance')
          await balance.getByText(/ BTC$/).waitFor()
          const shown = await balance.textContent()
          await account.getByRole('button', { name: 'Close' }).click()
          await account.waitFor({ state: 'detached' })
          return shown
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe('0.5 BTC')

    const receiver = freshRegtestAddress()
    const form = await openSend(page)
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await form.getByRole('textbox', { name: 'To' }).fill(receiver)
    await form.getByRole('button', { name: 'Review' }).click()
    const review = modal(page, 'Review Send')
    const fee = review.getByTestId('send-fee')
    await fee.getByText(/^0\.\d+ BTC/).waitFor()
    const feeSats = satsInBtcText(await fee.textContent())
    const changeSats = satsInBtcText(await review.getByTestId('send-change').textContent())
    expect(changeSats).toBe(50_000_000n - 10_000_000n - feeSats)
    await review.getByRole('button', { name: 'Send' }).click()

    // The frame draws what the visitor approves: the PSBT read there, to the satoshi.
    const details = frame.getByRole('region', { name: 'Request details' })
    await frame.getByRole('heading', { name: 'Send bitcoin' }).waitFor()
    await details.getByText('0.1 BTC', { exact: true }).waitFor()
    await details.getByText(receiver).waitFor()
    await details.getByText(`${btc(feeSats)} BTC`, { exact: true }).waitFor()
    await details.getByText(`${btc(changeSats)} BTC`, { exact: true }).waitFor()
    await check('Approve Transaction, Send bitcoin')
    await answerEmbeddedWallet(page)
    await page.getByText('Transaction started').waitFor()

    await expect.poll(async () => (await utxosOf(receiver)).filter((utxo) => utxo.confirmed).map((utxo) => utxo.value), { timeout: 30_000 }).toEqual([10_000_000n])
    const sent = await transactionOf((await utxosOf(receiver))[0]!.txid)
    expect(sent.fee).toBe(feeSats)
    expect(sent.outputs).toEqual([
      { address: receiver, value: 10_000_000n },
      { address, value: changeSats },
    ])

    // Activity, read from the node through the server: the BTC received, and the send with its receiver (the send left the modal on Account).
    const account = modal(page, 'Account')
    await account.getByRole('tab', { name: 'Activity' }).click()
    const activity = account.getByRole('tabpanel', { name: 'Activity' })
    await activity.getByRole('listitem').filter({ hasText: 'Received 0.5 BTC' }).waitFor()
    const sentRow = activity.getByRole('listitem').filter({ hasText: 'Sent 0.1 BTC' })
    await sentRow.waitFor()
    expect((await sentRow.textContent())?.toLowerCase()).toContain(`to ${truncated(receiver)}`.toLowerCase())
    await check('Account, Activity')
  })
})

for (const [size, viewport] of SIZES) {
  describe(`Send on Bitcoin on a ${size}`, () => {
    const session = useBrowserSession(viewport)

    for (const theme of ['Dark', 'Light'] as const) {
      const full = size === 'desktop' && theme === 'Dark'
      it(`${full ? 'refuses another network’s address, dust and more than the balance in words; sends 0.1 BTC by keyboard, which lands on the node with the reviewed fee and change; ' : ''}the form and the review are axe-clean in the ${theme.toLowerCase()} theme`, async () => {
        const { page, devAddress } = session
        const check = viewCheck(page, `bitcoin-${theme.toLowerCase()}-${size}`)
        await page.getByRole('radio', { name: theme }).check()
        const sender = await connectOnBitcoin(page, devAddress)
        const receiver = freshRegtestAddress()

        const form = await openSend(page)
        await check('Send, empty')
        const amount = form.getByRole('textbox', { name: 'Amount' })
        const to = form.getByRole('textbox', { name: 'To' })
        // Mainnet's address is a Bitcoin address, but not one of this network.
        await amount.fill('0.1')
        await to.fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
        await form.getByRole('button', { name: 'Review' }).click()
        await form.getByRole('alert').getByText(`Enter a valid ${bitcoin().name} address.`, { exact: true }).waitFor()
        await check('Send, an address of another network')
        // 100 sats to a P2WPKH address: below its dust limit.
        await to.fill(receiver)
        await amount.fill('0.000001')
        await form.getByRole('alert').getByText('The least you can send to this address is 0.00000294 BTC.', { exact: true }).waitFor()
        await check('Send, under the dust limit')
        if (full) {
          await amount.fill('100000')
          await form
            .getByRole('alert')
            .getByText(/^That is more than your balance of [\d,.]+ BTC\.$/)
            .waitFor()
        }

        // By keyboard: the amount, Review, and Send in the review.
        await amount.fill('')
        await amount.focus()
        await page.keyboard.type('0.1')
        await tabTo(page, (el) => el.name === 'Review')
        await page.keyboard.press('Enter')
        const review = modal(page, 'Review Send')
        const fee = review.getByTestId('send-fee')
        await fee.getByText(/^0\.\d+ BTC/).waitFor()
        expect(await review.getByTestId('send-amount').textContent()).toMatch(/^0\.1 BTC\$6,000\.00$/)
        expect(await review.getByTestId('send-receiver').textContent()).toBe(receiver)
        // Normal speed first (half an hour's fee rate); Fast (the next block's) costs more, and is what is sent.
        expect(await review.getByRole('radio', { name: 'Normal' }).isChecked()).toBe(true)
        const normalFee = satsInBtcText(await fee.textContent())
        await review.getByRole('radio', { name: 'Fast' }).check()
        await expect.poll(async () => satsInBtcText(await fee.textContent())).toBeGreaterThan(normalFee)
        const feeSats = satsInBtcText(await fee.textContent())
        const changeText = (await review.getByTestId('send-change').textContent())!
        const changeSats = satsInBtcText(changeText)
        expect(changeText).toMatch(/Back to your address$/)
        await check('Review Send')
        if (!full) return

        const before = await satsOf(sender)
        await tabTo(page, (el) => el.name === 'Send')
        await page.keyboard.press('Enter')
        const prompt = page.getByRole('dialog', { name: 'Dev Wallet request' })
        await prompt.getByRole('heading', { name: 'Send bitcoin' }).waitFor()
        await prompt.getByText(`${receiver}: 0.1 BTC`).waitFor()
        await prompt.getByText(`${btc(feeSats)} BTC`, { exact: true }).waitFor()
        await answerDevWallet(page)
        await page.getByText('Transaction started').waitFor()
        await modal(page, 'Account').waitFor()

        // On the node: the receiver's output, confirmed by the chain's block clock; the sender paid exactly the reviewed fee, its change back.
        await expect.poll(async () => (await utxosOf(receiver)).filter((utxo) => utxo.confirmed).map((utxo) => utxo.value), { timeout: 30_000 }).toEqual([10_000_000n])
        const { txid } = (await utxosOf(receiver))[0]!
        const sent = await transactionOf(txid)
        expect(sent.fee).toBe(feeSats)
        expect(sent.outputs).toEqual([
          { address: receiver, value: 10_000_000n },
          { address: sender, value: changeSats },
        ])
        expect(await satsOf(sender)).toBe(before - 10_000_000n - feeSats)
      })
    }
  })
}
