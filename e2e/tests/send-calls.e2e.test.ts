/**
 * A host's batch of calls (EIP-5792, `useFoyerSendCalls()` in the demo's "Send a batch" panel),
 * through the UI in Chromium, outcomes read on the chain: the embedded wallet's approval lists
 * every call and says how the batch runs and who pays; approved, both transfers land and the
 * host's `useFoyerCallsStatus` shows the status. A wallet without EIP-5792 (the Dev Wallet) is
 * refused in words before it is asked to sign anything. The approval is axe-clean in every look.
 */
import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { answerEmbeddedWallet, loginWithEmail } from '../support/embeddedWallet.ts'
import { viewCheckInEveryLook, walkInEveryLook } from '../support/looks.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { connectDevWallet, modal, useBrowserSession } from '../support/session.ts'

const apiUrl = inject('apiUrl')
/** The devnet through the server's RPC proxy, to read what the batch did on chain. */
const devnet = createPublicClient({ transport: http(`${apiUrl}/v1/?chainId=eip155:31337&projectId=foyer-dev`) })
/** The demo panel's two receivers (apps/web/src/panels/SendCalls.tsx). */
const RECEIVERS = ['0x5afe00000000000000000000000000000000b001', '0x5afe00000000000000000000000000000000b002'] as const

describe("a host's batch of calls (EIP-5792)", () => {
  const session = useBrowserSession()

  it('the embedded wallet shows every call of the batch in its approval, how it runs and who pays; approved, both transfers land exactly and the host sees status 200', async () => {
    const { page } = session
    await loginWithEmail(page, apiUrl, uniqueEmail('batch'))
    await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
    const before = await Promise.all(RECEIVERS.map((address) => devnet.getBalance({ address })))

    // The approval with its batch, asked anew in each look (the frame's screen is placed and seen in
    // that look before Approve turns on): axe-clean and looked at in the dark and the light theme, on
    // a desktop and a phone; refused there, so nothing is sent yet.
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    const details = frame.getByRole('region', { name: 'Request details' })
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `batch-${theme.toLowerCase()}-${size}`)
    await walkInEveryLook(page, async (_last, look) => {
      await page.getByRole('button', { name: 'Send a batch of 2 transfers' }).click()
      await modal(page, 'Approve Transaction').waitFor()
      await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
      await check.inLook(look, 'Approve Transaction')
      await frame.getByRole('button', { name: 'Reject' }).click()
      await modal(page, 'Approve Transaction').waitFor({ state: 'detached' })
    })
    expect(await Promise.all(RECEIVERS.map((address) => devnet.getBalance({ address })))).toEqual(before)

    await page.getByRole('button', { name: 'Send a batch of 2 transfers' }).click()
    await details.getByRole('heading', { name: 'Call 1 of 2' }).waitFor()
    await details.getByRole('heading', { name: 'Call 2 of 2' }).waitFor()
    for (const receiver of RECEIVERS) await details.getByText(receiver).waitFor()
    expect(await details.getByText('0.001 ETH').count()).toBe(2)
    await details.getByText('Each call is its own transaction, one after another', { exact: false }).waitFor()
    await details.getByText('Paid by you, for each transaction').waitFor()
    await answerEmbeddedWallet(page)

    const id = await page.getByTestId('host-batch').textContent()
    expect(id).toMatch(/^0x[0-9a-f]{128}$/)
    await page.getByTestId('host-batch-status').getByText('Status 200, call by call, 2 transactions').waitFor()
    const after = await Promise.all(RECEIVERS.map((address) => devnet.getBalance({ address })))
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([parseEther('0.001'), parseEther('0.001')])
  })

  it('a wallet without EIP-5792 (the Dev Wallet) is refused in words before it is asked to sign: no prompt, nothing sent', async () => {
    const { page, devAddress } = session
    await connectDevWallet(page, devAddress)
    const before = await Promise.all(RECEIVERS.map((address) => devnet.getBalance({ address })))

    await page.getByRole('button', { name: 'Send a batch of 2 transfers' }).click()
    await page.getByRole('alert').getByText('This wallet cannot send a batch of calls (EIP-5792): it does not answer wallet_getCapabilities').waitFor()
    expect(await page.getByRole('dialog', { name: 'Dev Wallet request' }).count()).toBe(0)
    expect(await Promise.all(RECEIVERS.map((address) => devnet.getBalance({ address })))).toEqual(before)
  })
})
