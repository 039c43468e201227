import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { testWalletExtensionScript } from '../support/assetWallet.ts'
import { modal, useBrowserSession } from '../support/session.ts'

/**
 * Balances the wallet tells (spec §5, §7: EIP-5792 capabilities with assetDiscovery, EIP-7811
 * wallet_getAssets), through the real UI in Chromium. The injected test wallet reads its assets
 * from the devnet's node but keeps track of one token only (USDC), while the Foyer server's balance
 * API lists every token the account holds: the Account view shows the wallet's list (USDC, not
 * DAI), priced through POST /v1/fungible/price as the wallet gave no prices. When the wallet's
 * answer is malformed, the view shows the balance API's list (DAI too).
 */
const config = inject('webConfig')
const chain = config.chains[0]!
const apiUrl = inject('apiUrl')
const devAddress = inject('devAddress')
const WALLET_NAME = 'Asset Test Wallet'

interface ServerBalance {
  name: string
  symbol: string
  address?: string
}

/** What the balance API lists for the account: the tokens a wallet may track, and the ones it may not. */
async function serverBalances(): Promise<ServerBalance[]> {
  const response = await fetch(`${apiUrl}/v1/account/${devAddress}/balance?chainId=eip155:${chain.chainId}&currency=usd&projectId=${config.projectId}`)
  if (!response.ok) throw new Error(`The balance API answered ${response.status}`)
  return ((await response.json()) as { balances: ServerBalance[] }).balances
}

async function connectAssetWallet(page: Page, malformedAssets: boolean) {
  const balances = await serverBalances()
  const usdc = balances.find((token) => token.symbol === 'USDC')!
  const dai = balances.find((token) => token.symbol === 'DAI')!
  expect(usdc, 'the devnet account holds USDC').toBeDefined()
  expect(dai, 'the devnet account holds DAI').toBeDefined()
  const tokenAddress = usdc.address!.split(':')[2] as `0x${string}`
  const script = await testWalletExtensionScript(
    {
      accounts: [devAddress],
      chainId: chain.chainId,
      chains: config.chains.map((known) => known.chainId),
      assetDiscovery: { [chain.chainId]: { rpcUrl: chain.rpcUrl, tokens: [tokenAddress] } },
      malformedAssets,
    },
    WALLET_NAME,
  )
  await page.context().addInitScript(script)
  await page.reload()
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click()
  await page.getByTestId('host-address').getByText(devAddress).waitFor()
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /^Account/ })
    .click()
  const tokens = modal(page, 'Account').getByRole('list', { name: 'Tokens' })
  await tokens.waitFor()
  return { tokens, usdc, dai }
}

describe('wallet assets in the Account view', () => {
  const session = useBrowserSession()

  it("a wallet with assetDiscovery: the Account view lists the wallet's tokens (USDC, not the balance API's DAI), priced through /v1/fungible/price", async () => {
    const { page } = session
    const priceAsks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/v1/fungible/price')) priceAsks.push(request.postData() ?? '')
    })
    const balanceAsks: string[] = []
    page.on('request', (request) => {
      if (/\/v1\/account\/[^/]+\/balance/.test(request.url())) balanceAsks.push(request.url())
    })
    const { tokens, usdc, dai } = await connectAssetWallet(page, false)

    const usdcRow = tokens.getByRole('listitem').filter({ hasText: usdc.name })
    await usdcRow.waitFor()
    // The wallet gave no price: the one shown came from POST /v1/fungible/price.
    await usdcRow.getByText('1 USDC = $1.00').waitFor()
    await expect(tokens.getByRole('listitem').filter({ hasText: dai.name }).count()).resolves.toBe(0)
    expect(balanceAsks).toEqual([])
    expect(priceAsks.some((body) => body.includes(`eip155:${chain.chainId}:`) && body.toLowerCase().includes(usdc.address!.split(':')[2]!.toLowerCase()))).toBe(true)
  })

  it("a malformed wallet_getAssets answer: the Account view lists the balance API's tokens (DAI too)", async () => {
    const { page } = session
    const { tokens, usdc, dai } = await connectAssetWallet(page, true)
    await tokens.getByRole('listitem').filter({ hasText: dai.name }).waitFor()
    await tokens.getByRole('listitem').filter({ hasText: usdc.name }).waitFor()
  })
})
