import { encodeSs58 } from '@foyer/adapter-polkadot'
import { verifyPolkadotSignature } from '@foyer/siwx-verify'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { viewCheckInEveryLook } from '../support/looks.ts'
import { planckInDecimals, systemAccount } from '../support/polkadotChain.ts'
import { polkadotTestExtensionScript, setTestExtensionFlags, TEST_EXTENSION_NAME, fundedTestExtensionAccount } from '../support/polkadotTestExtension.ts'
import { readQrCode } from '../support/qrCode.ts'
import { answerDevWallet, connectDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { backendChecks, hostSessionNonce, listedSessions, openWithSignIn, sentToBackend } from '../support/siwxSessions.ts'

const config = inject('webConfig')
const polkadot = () => config.polkadot!
/** An odd sum, so a rounding or a float anywhere on the way shows: 4,321.098765432101 ROC. */
const FUNDED_PLANCK = 4_321_098_765_432_101n

/** A fresh sr25519 account of the test extension, funded on the chain with FUNDED_PLANCK. */
const freshFundedAccount = () => fundedTestExtensionAccount(polkadot().ss58Prefix, FUNDED_PLANCK)

/** The page with the test extension installed (before the page's own scripts, as an extension's), at `url`. */
async function withTestExtension(page: Page, url: string, miniSecret: Uint8Array, flags: { reject?: boolean } = {}): Promise<void> {
  await page.addInitScript({ content: await polkadotTestExtensionScript(miniSecret, flags) })
  await page.goto(url)
}

/** The Dev Wallet's Polkadot account (//0 of the devnet mnemonic) as the network writes it. */
const devWalletAddress = () => encodeSs58(sr25519.getPublicKey(hex.decode(config.devWallet!.polkadotSecretKey!.slice(2))), polkadot().ss58Prefix)
const polkadotChainId = () => polkadot().caipNetworkId

describe('the Polkadot test extension through the modal', () => {
  const session = useBrowserSession()

  it('connects from the unified list by keyboard; Account shows the transferable balance System.Account holds, to the planck; Receive shows the network’s SS58 address and its QR code; each view axe-clean in every look; a reload restores the account', async () => {
    const { page, appUrl } = session
    const { miniSecret, publicKey, address } = await freshFundedAccount()
    const onChain = (await systemAccount(publicKey))!
    // No lock, hold or consumer: what it can transfer is all it holds.
    expect(onChain).toMatchObject({ free: FUNDED_PLANCK, reserved: 0n, frozen: 0n, consumers: 0 })
    await withTestExtension(page, appUrl, miniSecret)
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `polkadot-${theme.toLowerCase()}-${size}`)
    const balanceRead = page.waitForResponse((response) => response.url().includes(`/v1/account/${address}/balance`) && response.ok())

    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: 'Connect Wallet' }).focus()
    await page.keyboard.press('Enter')
    const connect = modal(page, 'Connect Wallet')
    await connect.getByRole('button', { name: new RegExp(TEST_EXTENSION_NAME) }).waitFor()
    await check('Connect Wallet, with Polkadot.js')
    await tabTo(page, (el) => el.name.startsWith(TEST_EXTENSION_NAME))
    await page.keyboard.press('Enter')
    await connect.waitFor({ state: 'detached' })
    // A Polkadot-only wallet makes the Polkadot network the active one, its address written with the network's prefix.
    await page.getByTestId('host-network').getByText(polkadotChainId()).waitFor()
    expect((await page.getByTestId('host-address').textContent())!.trim()).toBe(address)

    // The balance the page read: the chain's planck, exact; the Account view lists it cut to three decimals.
    const answer = (await (await balanceRead).json()) as { balances: { symbol: string; quantity: { decimals: string; numeric: string }; address?: string }[] }
    const native = answer.balances.find((balance) => !balance.address)
    expect(native).toMatchObject({
      symbol: polkadot().nativeCurrency.symbol,
      quantity: { decimals: String(polkadot().nativeCurrency.decimals), numeric: planckInDecimals(onChain.free, polkadot().nativeCurrency.decimals) },
    })
    await nav.getByRole('button', { name: /^Account/ }).focus()
    await page.keyboard.press('Enter')
    const account = modal(page, 'Account')
    await account.getByText(`Connected with ${TEST_EXTENSION_NAME}`).waitFor()
    await account.getByTestId('account-balance').getByText('4,321.098 ROC', { exact: true }).waitFor()
    await check('Account')
    await tabTo(page, (el) => el.name === 'Receive')
    await page.keyboard.press('Enter')
    const receive = modal(page, 'Receive')
    await receive.getByRole('img', { name: `QR code of your address ${address}` }).waitFor()
    expect((await receive.getByTestId('receive-address').textContent())!.replaceAll(' ', '')).toBe(address)
    expect(await receive.getByRole('region', { name: 'Networks this address receives on' }).textContent()).toContain(polkadot().name)
    await check('Receive')
    expect(await readQrCode(page)).toBe(address)
    await receive.getByRole('button', { name: 'Back', exact: true }).click()

    // Activity is not served on it yet: the tab says so for the network, with no Retry.
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByTestId('activity-empty').getByText(polkadot().name).waitFor()
    await check('Account, Activity')
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await account.getByRole('button', { name: new RegExp(polkadot().name) }).click()
    const networks = modal(page, 'Choose Network')
    await networks.getByRole('button', { name: new RegExp(polkadot().name) }).waitFor()
    await check('Choose Network')
    await networks.getByRole('button', { name: 'Back', exact: true }).click()
    await account.getByRole('tab', { name: 'Tokens' }).waitFor()
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })

    await page.reload()
    await page.getByTestId('host-address').getByText(address).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe(polkadotChainId())
    expect(await page.getByRole('dialog').count(), 'no modal after the reload').toBe(0)
  })

  it('its reject flag is a refusal in plain words: connecting is declined and can be tried again; a message it refuses to sign says the request was rejected', async () => {
    const { page, appUrl } = session
    const { miniSecret, address } = await freshFundedAccount()
    await withTestExtension(page, appUrl, miniSecret, { reject: true })
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `polkadot-refusal-${theme.toLowerCase()}-${size}`)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: new RegExp(TEST_EXTENSION_NAME) })
      .click()
    const connecting = modal(page, TEST_EXTENSION_NAME)
    await connecting.getByText('Connection declined').waitFor()
    expect(await page.getByTestId('host-status').textContent()).toBe('disconnected')
    await check('Polkadot.js, connection declined')

    await setTestExtensionFlags(page, { reject: false })
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('host-address').getByText(address).waitFor()
    await setTestExtensionFlags(page, { reject: true })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('alert').getByText(`The request was rejected in ${TEST_EXTENSION_NAME}`).waitFor()
  })

  it('signs in (SIWX): the CAIP-122 message signed over its wrapped text is a session the server lists, a host’s backend verifies, and whose signature verifies with sr25519 on its own', async () => {
    const { page, appUrl } = session
    const { miniSecret, address } = await freshFundedAccount()
    const url = new URL(appUrl)
    url.searchParams.set('siwx', 'optional')
    await withTestExtension(page, url.href, miniSecret)
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `polkadot-signin-${theme.toLowerCase()}-${size}`)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: new RegExp(TEST_EXTENSION_NAME) })
      .click()
    const signIn = modal(page, 'Sign In')
    await signIn.getByRole('button', { name: 'Sign in' }).waitFor()
    await check('Sign In')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await signIn.waitFor({ state: 'detached' })

    const nonce = await hostSessionNonce(page)
    expect((await listedSessions(address, polkadotChainId())).find((stored) => stored.id === nonce)).toMatchObject({ chainId: polkadotChainId(), status: 'live' })
    const sent = await sentToBackend(page, nonce)
    const held = sent.session as { message: string; signature: string }
    expect(held.message).toMatch(new RegExp(`^${url.host} wants you to sign in with your Polkadot account:\\n${address}\\n`))
    expect(verifyPolkadotSignature(address, held.message, held.signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(address, `${held.message} `, held.signature)).toBeUndefined()
    expect(await backendChecks(sent.session, sent.proof, appUrl)).toMatchObject({ valid: true, address, chainId: polkadotChainId(), signatureType: 'polkadot:sr25519' })
  })
})

describe('the Dev Wallet’s Polkadot side', () => {
  const session = useBrowserSession()

  it('one pick connects it with the wallet’s other sides; on the Polkadot network it asks before it signs a message, whose signature verifies with sr25519', async () => {
    const { page, devAddress } = session
    await connectDevWallet(page, devAddress)
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    const networks = modal(page, 'Choose Network')
    await networks.getByRole('button', { name: new RegExp(polkadot().name) }).click()
    await networks.waitFor({ state: 'detached' })
    const address = devWalletAddress()
    await page.getByTestId('host-address').getByText(address).waitFor()
    expect(await page.getByRole('dialog', { name: 'Dev Wallet request' }).count(), 'the site was approved with the wallet’s EVM side').toBe(0)

    await page.getByRole('button', { name: 'Sign message' }).click()
    const prompt = page.getByRole('dialog', { name: 'Dev Wallet request' })
    await prompt.getByText('Hello from the Foyer demo').waitFor()
    await prompt.getByText(polkadot().name).waitFor()
    await answerDevWallet(page)
    const signature = (await page.getByTestId('host-signature').textContent())!.trim()
    expect(verifyPolkadotSignature(address, 'Hello from the Foyer demo', signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(address, 'Hello from another demo', signature)).toBeUndefined()
  })

  it('its Polkadot account signs in (SIWX) once the visitor approves the CAIP-122 text in its prompt: a session the server lists and a host’s backend verifies', async () => {
    const { page, appUrl, devAddress } = session
    await openWithSignIn(page, appUrl, 'optional')
    await connectDevWallet(page, devAddress)
    await modal(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /Foyer Devnet/ })
      .click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: new RegExp(polkadot().name) })
      .click()
    const address = devWalletAddress()
    await page.getByTestId('host-address').getByText(address).waitFor()

    // The new active account is asked in turn.
    const signIn = modal(page, 'Sign In')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('dialog', { name: 'Dev Wallet request' })
      .getByText(/wants you to sign in with your Polkadot account/)
      .first()
      .waitFor()
    await answerDevWallet(page)
    await signIn.waitFor({ state: 'detached' })
    const nonce = await hostSessionNonce(page)
    expect((await listedSessions(address, polkadotChainId())).find((stored) => stored.id === nonce)).toMatchObject({ chainId: polkadotChainId(), status: 'live' })
    const sent = await sentToBackend(page, nonce)
    expect(await backendChecks(sent.session, sent.proof, appUrl)).toMatchObject({ valid: true, address, signatureType: 'polkadot:sr25519' })
  })
})
