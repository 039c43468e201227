/**
 * Solana through the modal, on the devnet's own Solana chain (litesvm behind its RPC front): the
 * Dev Wallet serves EVM and Solana (EIP-6963 and the Wallet Standard), so one pick connects both
 * namespaces; the Networks view switches between them (spec §4); the Account view shows the
 * Solana account's SOL and SPL tokens read from the chain; a signature verifies with ed25519; a
 * SOL transfer the host builds is signed and sent by the wallet and moves the SOL on the chain.
 * The embedded wallet does the same with the Solana account the server derives for the login,
 * each request approved in its frame.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { answerEmbeddedWallet, loginWithEmail } from '../support/embeddedWallet.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { lamportsOf } from '../support/solanaChain.ts'
import { SOLANA_ONLY_NAME, solanaOnlyWalletScript } from '../support/solanaTestWallet.ts'
import { answerDevWallet, modal, truncated, useBrowserSession } from '../support/session.ts'

const config = inject('webConfig')
const apiUrl = inject('apiUrl')
const solanaAddress = base58.encode(base58.decode(config.devWallet!.solanaSecretKey!).subarray(32))

describe('Solana through the modal', () => {
  const session = useBrowserSession()

  it('one pick of a wallet serving both namespaces connects both; Solana shows SOL and the SPL tokens from the chain, survives a reload, signs a message that verifies, sends SOL, switches to EVM and back, and disconnects both', async () => {
    const { page, devAddress } = session
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = modal(page, 'Connect Wallet')
    await connect
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .waitFor()
    // Both adapters have reported by the time the list settles: WalletConnect's row comes with them.
    await connect.getByRole('button', { name: /WalletConnect/ }).waitFor()
    expect(await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).count(), 'one row for the wallet, whatever it serves').toBe(1)
    await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
    await answerDevWallet(page)
    await connect.waitFor({ state: 'detached' })
    await page.getByTestId('host-address').getByText(devAddress).waitFor()

    // §4: switching to the other namespace changes only the active network; the address is that namespace's.
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    const networks = modal(page, 'Choose Network')
    await networks.getByRole('button', { name: /Foyer Solana Devnet/ }).click()
    await networks.waitFor({ state: 'detached' })
    await page.getByTestId('host-address').getByText(solanaAddress).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe(`solana:${config.solana!.genesisHash.slice(0, 32)}`)

    await nav.getByRole('button', { name: /^Account/ }).click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-address').getByText(truncated(solanaAddress)).waitFor()
    const tokens = account.getByRole('list', { name: 'Tokens' })
    await tokens.getByText('1,250.5 USDC').waitFor()
    await tokens.getByText('42.125 FOY').waitFor()
    // The SOL shown is the chain's, to three decimals (cut, never rounded up): account 0 paid the seeding's fees and rent.
    const lamports = await lamportsOf(solanaAddress)
    const milli = String((lamports % 1_000_000_000n) / 1_000_000n)
      .padStart(3, '0')
      .replace(/0+$/, '')
    expect(await account.getByTestId('account-balance').textContent()).toBe(`${(lamports / 1_000_000_000n).toLocaleString('en-US')}${milli ? `.${milli}` : ''} SOL`)
    expect(await axeViolations(page)).toEqual([])
    await account.getByRole('button', { name: 'Close' }).click()

    // A reload comes back to both connections and to the Solana network, asking nothing.
    await page.reload()
    await page.getByTestId('host-address').getByText(solanaAddress).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe(`solana:${config.solana!.genesisHash.slice(0, 32)}`)
    expect(await page.getByRole('dialog').count(), 'no modal and no wallet prompt after the reload').toBe(0)

    // The host asks for a signature on the active (Solana) account; the Dev Wallet asks first.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByText('Hello from the Foyer demo').waitFor()
    await answerDevWallet(page)
    const signature = (await page.getByTestId('host-signature').textContent())!.trim()
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello from the Foyer demo'), base58.decode(solanaAddress))).toBe(true)

    // The host builds a SOL transfer (@solana/kit); the wallet signs and sends it; the chain moves the SOL.
    const recipient = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
    const [senderBefore, recipientBefore] = [await lamportsOf(solanaAddress), await lamportsOf(recipient)]
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByText('Send transaction').waitFor()
    await answerDevWallet(page)
    const sent = (await page.getByTestId('host-transaction').textContent())!.trim()
    expect(base58.decode(sent)).toHaveLength(64)
    await expect.poll(() => lamportsOf(recipient)).toBe(recipientBefore + 10_000_000n)
    expect(await lamportsOf(solanaAddress)).toBe(senderBefore - 10_000_000n - 5000n)

    // And back to EVM: the EVM account is still connected, nothing asked again.
    await nav.getByRole('button', { name: /Foyer Solana Devnet/ }).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /^Foyer Devnet\b(?! L2)/ })
      .click()
    await page.getByTestId('host-address').getByText(devAddress).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe('eip155:31337')

    // Disconnecting the wallet disconnects both namespaces.
    await nav.getByRole('button', { name: /^Account/ }).click()
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('host-status').getByText('disconnected').waitFor()
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /Foyer Solana Devnet/ })
      .click()
    await page.getByTestId('host-status').getByText('disconnected').waitFor()
    expect(await page.getByTestId('host-address').textContent()).toBe('—')
  })

  it('a Solana-only wallet picked on a page that opened on EVM makes Solana the active namespace: the page shows its account at once, and a reload comes back to it', async () => {
    const { page, appUrl } = session
    await page.addInitScript({ content: await solanaOnlyWalletScript() })
    await page.goto(appUrl)
    expect(await page.getByTestId('host-network').textContent()).toBe('eip155:31337')
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = modal(page, 'Connect Wallet')
    await connect.getByRole('button', { name: new RegExp(SOLANA_ONLY_NAME) }).click()
    await connect.waitFor({ state: 'detached' })
    // The test wallet's first account: the ed25519 key of 32 bytes of 1.
    const address = base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(1)))
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe(`solana:${config.solana!.genesisHash.slice(0, 32)}`)
    expect(await page.getByTestId('host-address').textContent()).toBe(address)
    await nav.getByRole('button', { name: /^Account/ }).waitFor()
    await page.reload()
    await page.getByTestId('host-address').getByText(address).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe(`solana:${config.solana!.genesisHash.slice(0, 32)}`)
  })

  it('an email login connects the embedded wallet’s Solana account too: it signs a message that verifies and sends SOL, each approved in the frame, which says what is asked', async () => {
    const { page } = session
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await loginWithEmail(page, apiUrl, uniqueEmail('solana'))
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()

    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    const networks = modal(page, 'Choose Network')
    await networks.getByRole('button', { name: /Foyer Solana Devnet/ }).click()
    await networks.waitFor({ state: 'detached' })
    const address = (await page
      .getByTestId('host-address')
      .getByText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      .textContent())!
    // Dev mode airdrops SOL to each new embedded wallet on the Solana devnet: a real transfer, seconds on a loaded machine.
    await expect.poll(() => lamportsOf(address), { timeout: 60_000 }).toBe(10_000_000_000n)

    await page.getByRole('button', { name: 'Sign message' }).click()
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    await frame.getByText('Hello from the Foyer demo').waitFor()
    await frame.getByText(truncated(address)).or(frame.getByText(address)).first().waitFor()
    await answerEmbeddedWallet(page)
    const signature = (await page.getByTestId('host-signature').textContent())!.trim()
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello from the Foyer demo'), base58.decode(address))).toBe(true)

    const recipient = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
    const before = await lamportsOf(recipient)
    await page.getByRole('button', { name: 'Send transaction' }).click()
    const details = frame.getByRole('region', { name: 'Request details' })
    await details.getByText('0.01 SOL').waitFor()
    await details.getByText(recipient).waitFor()
    await details.getByText('0.000005 SOL').waitFor()
    expect(await axeViolations(page), 'the dialog and the frame’s Solana approval screen').toEqual([])
    await answerEmbeddedWallet(page)
    const sent = (await page.getByTestId('host-transaction').textContent())!.trim()
    expect(base58.decode(sent)).toHaveLength(64)
    await expect.poll(() => lamportsOf(recipient)).toBe(before + 10_000_000n)
    expect(await lamportsOf(address)).toBe(10_000_000_000n - 10_000_000n - 5000n)
  })
})
