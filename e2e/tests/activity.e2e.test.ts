import type { Page } from 'playwright-core'
import { describe, expect, inject, it, vi } from 'vitest'
import { waitUntilIndexed } from '../support/activityHistory.ts'
import { axeViolations } from '../support/axe.ts'
import { answerDevWallet, modal, truncated, useBrowserSession } from '../support/session.ts'
import { DEV_PROJECT_ID } from '../../scripts/stack.ts'

const apiUrl = inject('apiUrl')
const CHAIN = 'eip155:31337'

/** One JSON-RPC call to a devnet node (anvil unlocks its dev accounts, so it sends for them). */
async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const answer = (await response.json()) as { result?: T; error?: { message: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result as T
}

/** The host page asks the Dev Wallet to send a transaction (as a dapp would); the test approves it. */
async function sendFromDevWallet(page: Page, transaction: { to: string; value: string }): Promise<string> {
  const hash = page.evaluate(async (tx) => {
    type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
    const provider = await new Promise<Provider>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent<{ info: { rdns: string }; provider: Provider }>).detail
        if (info.rdns === 'dev.foyer.devwallet') resolve(provider)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    const [from] = (await provider.request({ method: 'eth_accounts' })) as string[]
    return (await provider.request({ method: 'eth_sendTransaction', params: [{ from, ...tx }] })) as string
  }, transaction)
  await answerDevWallet(page)
  return hash
}

async function connectDevWallet(page: Page, devAddress: string) {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await answerDevWallet(page)
  await page.getByTestId('host-address').getByText(devAddress).waitFor()
}

const devnetRpcUrl = (page: Page) => page.evaluate(() => (window as unknown as { __FOYER_CONFIG__: { chains: { rpcUrl: string }[] } }).__FOYER_CONFIG__.chains[0]!.rpcUrl)

/** 21 transfers of 1 gwei to the account from another dev account, indexed: more than the first page of 20. */
async function moreThanAPageOfActivity(page: Page, account: string): Promise<{ sender: string }> {
  const rpcUrl = await devnetRpcUrl(page)
  const sender = (await rpc<string[]>(rpcUrl, 'eth_accounts', []))[6]!
  let last = ''
  // 1 gwei each: the seeded balances other tests read stay as they are.
  for (let i = 0; i < 21; i++) last = await rpc<string>(rpcUrl, 'eth_sendTransaction', [{ from: sender, to: account, value: '0x3b9aca00' }])
  await waitUntilIndexed({ apiUrl, projectId: DEV_PROJECT_ID }, CHAIN, account, last)
  return { sender }
}

describe('the Activity tab', () => {
  const session = useBrowserSession()

  it('lists what the account did, grouped by day, and loads older activity as the list scrolls', async () => {
    const { page, devAddress } = session
    await connectDevWallet(page, devAddress)

    // The visitor sends 0.01 ETH through their wallet; then more than a page of small transfers arrives.
    const receiver = (await rpc<string[]>(await devnetRpcUrl(page), 'eth_accounts', []))[7]!
    await sendFromDevWallet(page, { to: receiver, value: '0x2386f26fc10000' })
    const { sender } = await moreThanAPageOfActivity(page, devAddress)

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByRole('tab', { name: 'Activity' }).click()
    const activity = account.getByRole('tabpanel', { name: 'Activity' })
    await activity.getByRole('heading', { name: 'Today' }).waitFor()
    const received = activity.getByRole('listitem').filter({ hasText: 'Received <0.001 ETH' })
    await received.first().waitFor()
    expect(await received.count(), 'the first page holds 20').toBe(20)
    // eth_accounts answers lowercase; the row shows the checksummed address.
    expect((await received.first().textContent())?.toLowerCase()).toContain(`from ${truncated(sender)}`.toLowerCase())

    // Scrolling to the end loads the next page: the last transfer in, the send, and the token deploys.
    await received.last().scrollIntoViewIfNeeded()
    // Other suites send from the same dev account: this test's transfer is the one to its receiver.
    const sent = activity
      .getByRole('listitem')
      .filter({ hasText: 'Sent 0.01 ETH' })
      .filter({ hasText: new RegExp(truncated(receiver), 'i') })
    await sent.waitFor()
    expect((await sent.textContent())?.toLowerCase()).toContain(`to ${truncated(receiver)}`.toLowerCase())
    expect(await received.count()).toBe(21)
    expect(await activity.getByText(/^Created a contract( and received .+)?$/).count(), 'account 0 created the four dev tokens').toBe(4)
    await activity.getByText('Created a contract and received 300 USDT').waitFor()
    // Every row's title and time share one line, and its columns start where the other rows' do,
    // whether the row has one line ('Created a contract …') or two.
    const lines = await activity.locator('.foyer-activity-row').evaluateAll((rows) =>
      rows.map((row) => {
        const top = (selector: string) => row.querySelector(selector)!.getBoundingClientRect()
        return { titleTop: top('.foyer-activity-title').top, timeTop: top('time').top, titleLeft: top('.foyer-activity-title').left, timeRight: top('time').right }
      }),
    )
    expect(lines.length).toBeGreaterThan(20)
    for (const line of lines) expect(Math.abs(line.titleTop - line.timeTop)).toBeLessThanOrEqual(3)
    expect(new Set(lines.map((line) => Math.round(line.titleLeft))).size, 'titles start at one x').toBe(1)
    expect(new Set(lines.map((line) => Math.round(line.timeRight))).size, 'times end at one x').toBe(1)

    expect(await axeViolations(page)).toEqual([])
  })

  it('by keyboard alone: arrow keys reach the Activity tab, Tab enters its panel, and End scrolls to older activity', async () => {
    const { page, devAddress } = session
    await connectDevWallet(page, devAddress)
    await moreThanAPageOfActivity(page, devAddress)

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByRole('tab', { name: 'Tokens' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await account.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    const panel = account.getByRole('tabpanel', { name: 'Activity' })
    const rows = panel.getByRole('listitem')
    await rows.nth(19).waitFor()
    expect(await rows.count(), 'one page').toBe(20)

    await page.keyboard.press('Tab')
    expect(await panel.evaluate((element) => element === document.activeElement), 'Tab moves into the panel').toBe(true)
    await page.keyboard.press('End')
    // The next page is asked of the server when End reaches the list's end: seconds on a loaded machine.
    await vi.waitFor(async () => expect(await rows.count()).toBeGreaterThan(20), { timeout: 15_000, interval: 200 })
  })

  it("says 'No activity yet' when the history lists nothing", async () => {
    const { page, devAddress } = session
    await page.route('**/v1/account/*/history?*', (route) => route.fulfill({ json: { data: [], next: null } }))
    await connectDevWallet(page, devAddress)
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByRole('tabpanel', { name: 'Activity' }).getByText('No activity yet').waitFor()
  })

  it("shows 'Failed to fetch transactions' when the history fails, and tries again on request", async () => {
    const { page, devAddress } = session
    let failing = true
    await page.route('**/v1/account/*/history?*', (route) => (failing ? route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'down' } }) : route.fallback()))
    await connectDevWallet(page, devAddress)
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByText('Failed to fetch transactions').waitFor()
    const panel = account.getByRole('tabpanel', { name: 'Activity' })
    await panel.getByText('Activity unavailable').waitFor()

    failing = false
    await panel.getByRole('button', { name: 'Try again' }).click()
    await panel.getByRole('listitem').first().waitFor()
    expect(await panel.getByText('Activity unavailable').count()).toBe(0)
  })
})
