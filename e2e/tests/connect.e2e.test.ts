import { describe, expect, it } from 'vitest'
import { answerDevWallet, modal, truncated, useBrowserSession } from '../support/session.ts'

describe('connecting an injected EIP-6963 wallet', () => {
  const session = useBrowserSession()

  it('connects, shows the seeded balances, switches network (adding the chain) and disconnects', async () => {
    const { page, devAddress } = session
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()

    const connect = modal(page, 'Connect Wallet')
    await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
    await modal(page, 'Foyer Dev Wallet').getByText('Continue in Foyer Dev Wallet').waitFor()
    await answerDevWallet(page)

    // Connected: the modal closes and the host app sees the account through the hooks.
    await connect.waitFor({ state: 'detached' })
    await page.getByTestId('host-address').getByText(devAddress).waitFor()
    expect(await page.getByTestId('host-network').textContent()).toBe('eip155:31337')

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByTestId('account-address').getByText(truncated(devAddress)).waitFor()
    const tokens = account.getByRole('list', { name: 'Tokens' })
    await tokens.getByText('1,250.5 USDC').waitFor()
    await tokens.getByText('42.125 DAI').waitFor()
    expect(await tokens.getByText(/ETH$/).count()).toBe(1)
    expect(await tokens.getByText('ZERO').count(), 'zero-decimals tokens are dropped').toBe(0)
    expect(await account.getByTestId('account-balance').textContent()).toMatch(/^9,99\d(\.\d{1,3})? ETH$/)
    expect(await account.getByTestId('account-total-value').textContent()).toMatch(/^All tokens: \$[\d,]+\.\d\d$/)

    // The Dev Wallet knows only the first chain: switching makes Foyer add the L2 first (4902 path).
    await account.getByRole('button', { name: /switch network/i }).click()
    const networks = modal(page, 'Choose Network')
    await networks.getByRole('button', { name: /Foyer Devnet L2/ }).click()
    await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByText(/add/i).first().waitFor()
    await answerDevWallet(page)
    await answerDevWallet(page)
    await account.getByRole('button', { name: /^Foyer Devnet L2\b.*switch network$/ }).waitFor()
    await tokens.getByText('75 USDC').waitFor()
    expect(await tokens.getByText(/DAI/).count(), 'the L2 account holds no DAI').toBe(0)
    expect(await page.getByTestId('host-network').textContent()).toBe('eip155:31338')

    await account.getByRole('button', { name: 'Disconnect' }).click()
    await account.waitFor({ state: 'detached' })
    await page.getByTestId('host-status').getByText('disconnected').waitFor()
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .waitFor()
  })

  it('a declined connection says so and can be tried again', async () => {
    const { page, devAddress } = session
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .click()
    await answerDevWallet(page, 'Reject')
    const connecting = modal(page, 'Foyer Dev Wallet')
    await connecting.getByText('Connection declined').waitFor()
    expect(await page.getByTestId('host-status').textContent()).toBe('disconnected')

    await connecting.getByRole('button', { name: 'Try again' }).click()
    await answerDevWallet(page)
    await page.getByTestId('host-address').getByText(devAddress).waitFor()
  })

  it('remembers the connection across a reload', async () => {
    const { page, devAddress } = session
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .click()
    await answerDevWallet(page)
    await page.getByTestId('host-address').getByText(devAddress).waitFor()

    await page.reload()
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    expect(await page.getByTestId('host-address').textContent()).toBe(devAddress)
  })
})
