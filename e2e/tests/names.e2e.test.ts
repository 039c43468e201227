import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { waitUntilIndexed } from '../support/activityHistory.ts'
import { tabTo } from '../support/keyboard.ts'
import { connectDevWallet, modal, useBrowserSession, useDevWalletKey } from '../support/session.ts'
import { useOwnWebApp } from '../support/ownWebApp.ts'
import { viewCheck } from '../support/viewCheck.ts'
import { nameDevAccount } from '../../scripts/devName.ts'
import { registerNameFor } from '../../scripts/nameRegistration.ts'

/**
 * Registering a `.foyer.id` name from the modal (spec §2 RegisterAccountName,
 * RegisterAccountNameSuccess; §4 a failure returns to RegisterAccountName; §5 the label rule): the
 * Dev Wallet, on a fresh key of its own, opens the Account view's "Register a name", types a label,
 * sees it is free and names like it, has the wallet sign the registration and lands on the success
 * view; the Account view shows the name, and a plain ENS client (viem) resolves it on the devnet
 * through the universal resolver. A name taken in between is said so and the view stays. Walked by
 * keyboard, axe-clean in dark and light on a desktop and a phone (screenshots in
 * e2e/artifacts/views/names-*).
 *
 * On a stack of its own: each test names an account, and one name per address is the zone's rule.
 */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

const own = useOwnWebApp()
const ZONE = 'foyer.id'
let count = 0
/** A label no other test of the run (nor an earlier run on a kept stack) uses. */
const freshLabel = () => `alice${Date.now().toString().slice(-7)}${++count}`

/** Registers `<label>.foyer.id` for a key of its own through the public route, as another visitor would. */
async function registerElsewhere(label: string): Promise<void> {
  await registerNameFor(generatePrivateKey(), `${label}.${ZONE}`, { apiUrl: own.app.stack.apiUrl, projectId: own.app.stack.webConfig.projectId, zone: ZONE })
}

/** The Dev Wallet on a fresh key (no name yet), connected through the modal; answers its address. */
async function connectFreshAccount(page: Page, theme: 'Dark' | 'Light'): Promise<`0x${string}`> {
  const key = generatePrivateKey()
  await useDevWalletKey(page, key)
  await page.getByRole('radio', { name: theme }).check()
  const address = privateKeyToAddress(key)
  await connectDevWallet(page, address)
  return address
}

/** Answers the Dev Wallet's request by keyboard: its popup's Approve, focused, then Enter. */
async function approveByKeyboard(page: Page): Promise<void> {
  const request = page.getByRole('dialog', { name: 'Dev Wallet request' })
  await request.getByRole('button', { name: 'Approve' }).focus()
  await page.keyboard.press('Enter')
  await request.waitFor({ state: 'detached' }).catch(() => undefined)
}

const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent?.trim())

for (const [size, viewport] of SIZES) {
  describe(`Names on a ${size}`, () => {
    const session = useBrowserSession(viewport, own.session)

    for (const theme of ['Dark', 'Light'] as const) {
      const full = size === 'desktop' && theme === 'Dark'
      it(`${full ? 'registers a name by keyboard, a name taken in between said so, the Account view shows it and ENS resolves it; ' : 'registers a name; '}both views are axe-clean in the ${theme.toLowerCase()} theme`, async () => {
        const { page } = session
        const check = viewCheck(page, `names-${theme.toLowerCase()}-${size}`)
        const address = await connectFreshAccount(page, theme)
        const label = freshLabel()
        const nav = page.getByRole('navigation', { name: 'Wallet' })

        if (!full) {
          await nav.getByRole('button', { name: /^Account/ }).click()
          await modal(page, 'Account').getByRole('button', { name: 'Register a name' }).click()
          const form = modal(page, 'Choose a Name')
          await form.getByTestId('name-zone').getByText(`.${ZONE}`).waitFor()
          await form.getByRole('textbox', { name: 'Name' }).fill(label)
          await form.getByTestId('name-status').getByText(`${label}.${ZONE} is available.`).waitFor()
          await form.getByRole('button', { name: `Use ${label}1.${ZONE}` }).waitFor()
          await check('RegisterAccountName, available')
          await form.getByRole('button', { name: 'Register' }).click()
          await check.shot('RegisterAccountName, confirm in the wallet')
          await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByRole('button', { name: 'Approve' }).click()
          await modal(page, 'Name Registered').getByTestId('registered-name').getByText(`${label}.${ZONE}`).waitFor()
          await check('RegisterAccountNameSuccess')
          return
        }

        // By keyboard: the Account button, then "Register a name", then the field, which has focus.
        await nav.getByRole('button', { name: /^Account/ }).focus()
        await page.keyboard.press('Enter')
        const account = modal(page, 'Account')
        await account.getByRole('button', { name: 'Register a name' }).waitFor()
        await check('Account, offering a name')
        await tabTo(page, (el) => el.name === 'Register a name')
        await page.keyboard.press('Enter')
        const form = modal(page, 'Choose a Name')
        await form.getByTestId('name-zone').getByText(`.${ZONE}`).waitFor()
        await expect.poll(() => activeTestId(page)).toBe('name-label')
        await check('RegisterAccountName, empty')

        // The rule as it is typed (spec §5), then the name free and names like it.
        await page.keyboard.type('al_')
        await form.getByText('Use letters, digits and hyphens only.').waitFor()
        expect(await form.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true')
        await check('RegisterAccountName, breaking the rule')
        await page.keyboard.press('Backspace')
        await page.keyboard.type(label.slice(2))
        await form.getByTestId('name-status').getByText(`${label}.${ZONE} is available.`).waitFor()
        await form.getByRole('button', { name: `Use ${label}1.${ZONE}` }).waitFor()

        // Someone takes the name before the visitor registers it: the server's 409, said; the view stays.
        await registerElsewhere(label)
        await tabTo(page, (el) => el.name === 'Register', 10)
        await page.keyboard.press('Enter')
        await approveByKeyboard(page)
        await form.getByRole('alert').getByText(`${label}.${ZONE} was just taken. Choose another name.`).waitFor()
        await form.getByTestId('name-status').getByText(`${label}.${ZONE} is already taken.`).waitFor()
        expect(await form.getByRole('button', { name: 'Register' }).getAttribute('aria-disabled')).toBe('true')
        await check('RegisterAccountName, taken in between')

        // A suggestion fills the field (and focus goes back to it); Register, approved in the wallet.
        const chosen = `${label}1`
        await tabTo(page, (el) => el.name === `Use ${chosen}.${ZONE}`, 10, 'Shift+Tab')
        await page.keyboard.press('Enter')
        await expect.poll(() => activeTestId(page)).toBe('name-label')
        expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(chosen)
        await form.getByTestId('name-status').getByText(`${chosen}.${ZONE} is available.`).waitFor()
        await tabTo(page, (el) => el.name === 'Register', 10)
        await page.keyboard.press('Enter')
        await form.getByRole('button', { name: 'Confirm in your wallet…' }).waitFor()
        await approveByKeyboard(page)

        const success = modal(page, 'Name Registered')
        await success.getByTestId('registered-name').getByText(`${chosen}.${ZONE}`).waitFor()
        await expect.poll(() => activeTestId(page)).toBe('Back to account')
        await check('RegisterAccountNameSuccess')
        await page.keyboard.press('Enter')
        await account.getByTestId('account-address').getByText(`${chosen}.${ZONE}`).waitFor()
        // The page's account button names it too, where the visitor looks first.
        await page
          .getByRole('navigation', { name: 'Wallet' })
          .getByRole('button', { name: /^Account/ })
          .getByText(`${chosen}.${ZONE}`)
          .waitFor()
        expect(await account.getByRole('button', { name: 'Register a name' }).count()).toBe(0)
        await check('Account, with its new name')

        // Any ENS client resolves it on the devnet: the universal resolver, the zone's offchain resolver, the server's gateway.
        const chain = createPublicClient({ transport: http(own.app.stack.webConfig.chains[0]!.rpcUrl) })
        const universalResolverAddress = own.app.stack.devnet.ens.universalResolver
        expect(await chain.getEnsAddress({ name: `${chosen}.${ZONE}`, universalResolverAddress })).toBe(address)
        expect(await chain.getEnsName({ address, universalResolverAddress })).toBe(`${chosen}.${ZONE}`)
      })
    }
  })
}

describe('names where the visitor looks', () => {
  const session = useBrowserSession({ width: 1280, height: 800 }, own.session)

  it("Activity names the counterparty: a transfer to an account named <label>.foyer.id reads 'to <label>.foyer.id', its full address as the title", async () => {
    const { page } = session
    const { stack } = own.app
    const rpcUrl = stack.webConfig.chains[0]!.rpcUrl
    const label = freshLabel()
    const receiverKey = generatePrivateKey()
    const receiver = privateKeyToAddress(receiverKey)
    await registerNameFor(receiverKey, `${label}.${ZONE}`, { apiUrl: stack.apiUrl, projectId: stack.webConfig.projectId, zone: ZONE })

    // The visitor's own account, given ETH by the devnet's dev account, sends some to the named one.
    const senderKey = generatePrivateKey()
    const sender = privateKeyToAccount(senderKey)
    const devAccount = privateKeyToAccount(stack.webConfig.devWallet!.privateKey)
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const chainId = await chain.getChainId()
    const viemChain = { id: chainId, name: 'Foyer Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
    await chain.waitForTransactionReceipt({
      hash: await createWalletClient({ account: devAccount, chain: viemChain, transport: http(rpcUrl) }).sendTransaction({ to: sender.address, value: parseEther('1') }),
    })
    const hash = await createWalletClient({ account: sender, chain: viemChain, transport: http(rpcUrl) }).sendTransaction({ to: receiver, value: parseEther('0.25') })
    await chain.waitForTransactionReceipt({ hash })
    await waitUntilIndexed({ apiUrl: stack.apiUrl, projectId: stack.webConfig.projectId }, `eip155:${chainId}`, sender.address, hash)

    await useDevWalletKey(page, senderKey)
    await connectDevWallet(page, sender.address)
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByRole('tab', { name: 'Activity' }).click()
    const counterparty = account.getByRole('tabpanel', { name: 'Activity' }).getByText(`to ${label}.${ZONE}`)
    await counterparty.waitFor()
    expect(await counterparty.getAttribute('title')).toBe(receiver)
  })
})

describe('npm start', () => {
  it('names the dev account devnet.foyer.id through the public route, with an avatar the server serves; a second start keeps the name', async () => {
    const { stack } = own.app
    const universalResolverAddress = stack.devnet.ens.universalResolver
    const chain = createPublicClient({ transport: http(stack.webConfig.chains[0]!.rpcUrl) })
    const devAddress = privateKeyToAddress(stack.webConfig.devWallet!.privateKey)

    expect(await nameDevAccount(stack)).toBe(`devnet.${ZONE}`)
    expect(await nameDevAccount(stack)).toBe(`devnet.${ZONE}`)
    expect(await chain.getEnsAddress({ name: `devnet.${ZONE}`, universalResolverAddress })).toBe(devAddress)
    expect(await chain.getEnsText({ name: `devnet.${ZONE}`, key: 'avatar', universalResolverAddress })).toMatch(/^data:image\/svg\+xml;base64,/)
    // What the modal loads: the server's own avatar route, which fetches the record under its outbound policy.
    const picture = await fetch(`${stack.apiUrl}/public/avatar/devnet.${ZONE}`)
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
  })
})
