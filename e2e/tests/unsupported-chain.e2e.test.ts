import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { walletMovesToUnlistedChain } from '../support/devWallet.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'

async function connectDevWallet(page: Page, devAddress: string) {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await answerDevWallet(page)
  await page.getByTestId('host-address').getByText(devAddress).waitFor()
}

describe('a wallet on a network the app does not support', () => {
  const session = useBrowserSession()

  it('opens UnsupportedChain, and switching to a listed network brings back the Account view', async () => {
    const { page, devAddress } = session
    await connectDevWallet(page, devAddress)
    await walletMovesToUnlistedChain(page)

    const unsupported = modal(page, 'Switch Network')
    await unsupported.getByText('not supported by this app').waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe('unsupported')
    await page.getByRole('navigation', { name: 'Wallet' }).getByText('Wrong network').waitFor()

    await unsupported.getByRole('button', { name: /^Foyer Devnet$/ }).click()
    await answerDevWallet(page)
    const account = modal(page, 'Account')
    await account.getByRole('list', { name: 'Tokens' }).getByText('1,250.5 USDC').waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe('eip155:31337')
  })

  it('Escape closes UnsupportedChain and the wallet stays connected', async () => {
    const { page, devAddress } = session
    await connectDevWallet(page, devAddress)
    await walletMovesToUnlistedChain(page)
    const unsupported = modal(page, 'Switch Network')
    await unsupported.waitFor()
    await page.keyboard.press('Escape')
    await unsupported.waitFor({ state: 'detached' })
    expect(await page.getByTestId('host-status').textContent()).toBe('connected')
  })

  it('with allowUnsupportedChain the modal stays closed and the host sees an unsupported network', async () => {
    const { page, devAddress } = session
    await page.getByRole('switch', { name: 'Allow unsupported chains' }).check()
    await connectDevWallet(page, devAddress)
    await walletMovesToUnlistedChain(page)
    await page.getByTestId('host-network').getByText('unsupported').waitFor()
    expect(await page.getByRole('dialog', { name: 'Switch Network' }).count()).toBe(0)
  })
})
