import { base58 } from '@scure/base'
import { describe, expect, inject, it } from 'vitest'
import { answerEmbeddedWallet, loginWithEmail } from '../support/embeddedWallet.ts'
import { tabTo } from '../support/keyboard.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { answerDevWallet, connectDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { backendChecks, hostSessionNonce, listedSessions, openWithSignIn, sentToBackend } from '../support/siwxSessions.ts'
import { viewCheck } from '../support/viewCheck.ts'

/**
 * Sign-in with the wallet (SIWX, spec §2, §4) on the demo with the host option `siwx` (`?siwx=`):
 * on connect without a session SIWXSignMessage opens; signing stores a session the Foyer server
 * lists and that @foyer/siwx-verify (a host's backend) accepts with its proof, once; a reload
 * keeps it; sign-out revokes it; Cancel disconnects when signing is required, else only closes; Close is refused while
 * signing is required. The Solana account signs in too, and the embedded wallet on ConnectingSiwe
 * (the frame shows the message). Walked by keyboard; axe-clean in dark and light on a desktop and
 * a phone (screenshots in e2e/artifacts/views/siwx-*).
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const
const apiUrl = inject('apiUrl')
const solanaAddress = base58.encode(base58.decode(inject('webConfig').devWallet!.solanaSecretKey!).subarray(32))
const EVM_CHAIN = 'eip155:31337'

for (const [size, viewport] of SIZES) {
  describe(`Sign in with the wallet on a ${size}`, () => {
    const session = useBrowserSession(viewport)

    for (const theme of ['Dark', 'Light'] as const) {
      it(`required: connecting asks for a signature, Close is refused, signing stores a session the server lists and a host's backend verifies, a reload keeps it and sign-out revokes it (${theme.toLowerCase()}, keyboard, axe-clean)`, async () => {
        const { page, appUrl, devAddress } = session
        const check = viewCheck(page, `siwx-${theme.toLowerCase()}-${size}`)
        await openWithSignIn(page, appUrl, 'required')
        await page.getByRole('radio', { name: theme }).check()
        await connectDevWallet(page, devAddress)

        const signIn = modal(page, 'Sign In')
        await signIn.getByRole('heading', { name: 'Sign in to Foyer demo' }).waitFor()
        // The dialog opens with focus on itself; Tab reaches the request's answer.
        await tabTo(page, (el) => el.name === 'Sign in')
        await signIn.getByText('Cancelling disconnects your wallet.').waitFor()
        await check('SIWXSignMessage, required')
        // Close is refused while signing is required and no session exists: the modal stays and says why.
        await page.keyboard.press('Escape')
        await signIn.getByRole('alert').getByText('Foyer demo needs you to sign in. Sign the message, or cancel to disconnect.').waitFor()
        expect(await signIn.isVisible()).toBe(true)

        await page.keyboard.press('Enter')
        await check.shot('the Dev Wallet asks to sign the message')
        const prompt = page.getByRole('dialog', { name: 'Dev Wallet request' })
        await prompt
          .locator('pre')
          .getByText(/wants you to sign in with your Ethereum account/)
          .waitFor()
        await answerDevWallet(page)
        await signIn.waitFor({ state: 'detached' })
        const nonce = await hostSessionNonce(page)

        // The server lists it (no message, no signature); a host's backend accepts it with its proof, once, with @foyer/siwx-verify.
        const listed = (await listedSessions(devAddress, EVM_CHAIN)).find((stored) => stored.id === nonce)
        expect(listed).toMatchObject({ chainId: EVM_CHAIN, status: 'live', expiresAt: expect.any(String) })
        const sent = await sentToBackend(page, nonce)
        expect(await backendChecks(sent.session, sent.proof, appUrl)).toMatchObject({ valid: true, address: devAddress, signatureType: 'eip191' })
        expect(await backendChecks(sent.session, sent.proof, appUrl)).toMatchObject({ valid: false })
        expect(await backendChecks(listed, sent.proof, appUrl)).toMatchObject({ valid: false })

        // A reload keeps the session: nothing is asked again.
        await page.reload()
        await page.getByTestId('host-address').getByText(devAddress).waitFor()
        expect(await hostSessionNonce(page)).toBe(nonce)
        expect(await page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0)

        // Sign-out revokes it on the server, on the wallet's signature.
        await page.getByRole('button', { name: 'Sign out' }).click()
        await page
          .getByRole('dialog', { name: 'Dev Wallet request' })
          .locator('pre')
          .getByText(/Revoke Foyer session/)
          .waitFor()
        await answerDevWallet(page)
        await page.getByTestId('host-siwx-status').getByText('not signed in').waitFor()
        await expect.poll(async () => (await listedSessions(devAddress, EVM_CHAIN)).some((stored) => stored.id === nonce)).toBe(false)
      })
    }

    it('required: a refusal in the wallet says Signature declined and keeps the request; Cancel then disconnects and the modal starts again at Connect', async () => {
      const { page, appUrl, devAddress } = session
      await openWithSignIn(page, appUrl, 'required')
      await connectDevWallet(page, devAddress)
      const signIn = modal(page, 'Sign In')
      await signIn.getByRole('button', { name: 'Sign in' }).click()
      await answerDevWallet(page, 'Reject')
      await page.getByText('Signature declined').waitFor()
      await signIn.getByRole('button', { name: 'Sign in', disabled: false }).waitFor()

      await signIn.getByRole('button', { name: 'Cancel' }).click()
      await page.getByTestId('host-status').getByText('disconnected').waitFor()
      // The modal stays, back at Connect: the visitor may pick another wallet.
      await modal(page, 'Connect Wallet')
        .getByRole('button', { name: /Foyer Dev Wallet/ })
        .waitFor()
    })

    it('optional: Cancel closes the request and keeps the wallet connected, unsigned; Close works too', async () => {
      const { page, appUrl, devAddress } = session
      await openWithSignIn(page, appUrl, 'optional')
      await connectDevWallet(page, devAddress)
      const signIn = modal(page, 'Sign In')
      await signIn.getByRole('heading', { name: 'Sign in to Foyer demo' }).waitFor()
      expect(await signIn.getByText('Cancelling disconnects your wallet.').count()).toBe(0)
      await signIn.getByRole('button', { name: 'Cancel' }).click()
      await signIn.waitFor({ state: 'detached' })
      await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
      await page.getByTestId('host-siwx-status').getByText('not signed in').waitFor()
    })
  })
}

describe('Sign in on other namespaces and wallets', () => {
  const session = useBrowserSession()

  it('the Solana account signs in with Sign In With Solana: the server lists its session and a host backend verifies the ed25519 signature', async () => {
    const { page, appUrl, devAddress } = session
    await openWithSignIn(page, appUrl, 'optional')
    await connectDevWallet(page, devAddress)
    await modal(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /Foyer Solana Devnet/ })
      .click()
    await page.getByTestId('host-address').getByText(solanaAddress).waitFor()

    // The new active account is asked in turn.
    const signIn = modal(page, 'Sign In')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('dialog', { name: 'Dev Wallet request' })
      .locator('pre')
      .getByText(/wants you to sign in with your Solana account/)
      .waitFor()
    await answerDevWallet(page)
    await signIn.waitFor({ state: 'detached' })
    const nonce = await hostSessionNonce(page)
    const chainId = `solana:${inject('webConfig').solana!.genesisHash.slice(0, 32)}`
    const listed = (await listedSessions(solanaAddress, chainId)).find((stored) => stored.id === nonce)
    expect(listed).toMatchObject({ chainId, status: 'live' })
    const sent = await sentToBackend(page, nonce)
    expect(await backendChecks(sent.session, sent.proof, appUrl)).toMatchObject({ valid: true, address: solanaAddress, signatureType: 'solana:ed25519' })
  })

  it('the embedded wallet signs in on ConnectingSiwe: Sign in shows the message in the secure frame, approving it stores the session', async () => {
    const { page, appUrl } = session
    await openWithSignIn(page, appUrl, 'required')
    await loginWithEmail(page, apiUrl, uniqueEmail('siwx'))
    const signIn = modal(page, 'Sign In')
    await signIn.getByText('The message will show in a secure window for you to approve.').waitFor()
    await viewCheck(page, 'siwx-embedded-dark-desktop')('ConnectingSiwe, required')
    await tabTo(page, (el) => el.name === 'Sign in')
    await page.keyboard.press('Enter')
    await page
      .frameLocator('iframe.foyer-auth-frame')
      .getByText(/wants you to sign in with your Ethereum account/)
      .waitFor()
    await answerEmbeddedWallet(page)
    await modal(page, /Sign In|Sign Message/).waitFor({ state: 'detached' })
    const nonce = await hostSessionNonce(page)
    const address = (await page.getByTestId('host-address').textContent())!
    expect((await listedSessions(address, EVM_CHAIN)).map((stored) => stored.id)).toContain(nonce)
  })
})
