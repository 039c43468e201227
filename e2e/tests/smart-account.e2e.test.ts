/**
 * The embedded wallet's smart account (ERC-4337: a Safe its key owns) through the UI in Chromium,
 * on a stack whose anvil chains have their bundler, as `npm start` runs them; outcomes read on the
 * chain. An email login gets a counterfactual Safe, shown as a Smart account; its first send
 * deploys it and moves the ETH exactly; a host's batch of two transfers lands atomically; the
 * visitor switches to the key's own account (EOA) and back, and the address shown and the one that
 * signs follow; a sign-in with the wallet (SIWE) signed by the undeployed Safe verifies with viem and
 * a host's backend; a swap approves and swaps in one operation; a session-key request (ERC-7715) is
 * refused before any approval opens; where the app sponsors gas, the review and the approval say so and the Safe pays
 * only the amount. The Account view and the approval are axe-clean and looked at in every look.
 */
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseAbiItem, parseEther, parseEventLogs, parseUnits, recoverMessageAddress } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { answerEmbeddedWallet, loginWithEmail } from '../support/embeddedWallet.ts'
import { viewCheckInEveryLook, walkInEveryLook } from '../support/looks.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { useOwnWebApp } from '../support/ownWebApp.ts'
import { openSendForm } from '../support/sendForm.ts'
import { modal, useBrowserSession } from '../support/session.ts'
import { backendChecks, hostSessionNonce, listedSessions, openWithSignIn, sentToBackend } from '../support/siwxSessions.ts'
import { viewCheck } from '../support/viewCheck.ts'

const own = useOwnWebApp({ bundlers: {} })
const chain = () => createPublicClient({ transport: http(own.app.stack.webConfig.chains[0]!.rpcUrl) })
const isDeployed = async (address: Hex) => ((await chain().getCode({ address })) ?? '0x') !== '0x'
/** The demo's receivers: its Send transaction panel's, and its batch's two (apps/web/src/panels/). */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BATCH_RECEIVERS = ['0x5afe00000000000000000000000000000000b001', '0x5afe00000000000000000000000000000000b002'] as const

describe("the embedded wallet's smart account", () => {
  const session = useBrowserSession(undefined, own.session)

  it('an email login gets a counterfactual Safe, shown as a Smart account; its first send deploys it and moves the ETH exactly; a batch of two transfers lands atomically', async () => {
    const { page } = session
    await loginWithEmail(page, own.app.stack.apiUrl, uniqueEmail('safe'))
    const safe = (await page.getByTestId('host-address').getByText(/^0x/).textContent()) as Hex
    expect(await isDeployed(safe)).toBe(false)

    // The Account view says which account it is and that its code is not on the chain yet; looked at in every look.
    const accountCheck = viewCheckInEveryLook(page, ({ theme, size }) => `smart-account-${theme.toLowerCase()}-${size}`)
    await walkInEveryLook(page, async (_last, look) => {
      await page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('button', { name: /^Account/ })
        .click()
      const account = modal(page, 'Account')
      await account.getByTestId('account-type').getByText('Smart account').waitFor()
      await account.getByTestId('account-type').getByText('not deployed yet').waitFor()
      await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
      await accountCheck.inLook(look, 'Account')
      await page.keyboard.press('Escape')
      await account.waitFor({ state: 'detached' })
    })

    // The host's send: approved in the frame, it is one user operation that deploys the Safe.
    const before = await chain().getBalance({ address: RECEIVER })
    await page.getByRole('button', { name: 'Send transaction' }).click()
    const frame = page.frameLocator('iframe.foyer-auth-frame')
    await frame.getByText(/^Up to [\d.]+ ETH from your smart account; the bundler sets the exact price when it sends$/).waitFor()
    await answerEmbeddedWallet(page)
    const hash = (await page.getByTestId('host-transaction').textContent()) as Hex
    expect((await chain().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await isDeployed(safe)).toBe(true)
    expect((await chain().getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.01'))

    // The host's batch: one operation, atomic, both transfers exactly.
    const batchBefore = await Promise.all(BATCH_RECEIVERS.map((address) => chain().getBalance({ address })))
    const approvalCheck = viewCheckInEveryLook(page, ({ theme, size }) => `smart-account-batch-${theme.toLowerCase()}-${size}`)
    await walkInEveryLook(page, async (_last, look) => {
      await page.getByRole('button', { name: 'Send a batch of 2 transfers' }).click()
      await modal(page, 'Approve Transaction').waitFor()
      await frame.getByText('All calls together, in one transaction: if one fails, none of them happens').waitFor()
      await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
      await approvalCheck.inLook(look, 'Approve Transaction')
      await frame.getByRole('button', { name: 'Reject' }).click()
      await modal(page, 'Approve Transaction').waitFor({ state: 'detached' })
    })
    await page.getByRole('button', { name: 'Send a batch of 2 transfers' }).click()
    await answerEmbeddedWallet(page)
    await page.getByTestId('host-batch-status').getByText('Status 200, atomic, 1 transaction').waitFor()
    const batchAfter = await Promise.all(BATCH_RECEIVERS.map((address) => chain().getBalance({ address })))
    expect(batchAfter.map((balance, index) => balance - batchBefore[index]!)).toEqual([parseEther('0.001'), parseEther('0.001')])
  })

  it('switching to the EOA and back changes the address shown and the one that signs', async () => {
    const { page } = session
    await loginWithEmail(page, own.app.stack.apiUrl, uniqueEmail('switch'))
    const hostAddress = page.getByTestId('host-address').getByText(/^0x/)
    const safe = (await hostAddress.textContent()) as Hex

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByRole('button', { name: 'Switch to your EOA' }).click()
    await account.getByTestId('account-type').getByText('EOA').waitFor()
    await account.getByRole('button', { name: 'Switch to your smart account' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => hostAddress.textContent()).not.toBe(safe)
    const eoa = (await hostAddress.textContent()) as Hex

    // The EOA signs: the signature recovers to the address now shown.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerEmbeddedWallet(page)
    const signature = (await page.getByTestId('host-signature').textContent()) as Hex
    expect(await recoverMessageAddress({ message: 'Hello from the Foyer demo', signature })).toBe(eoa)

    // Back to the Safe, by keyboard: its signature is the Safe's (EIP-6492 before deployment), which the chain's verification accepts for the Safe.
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await account.getByRole('button', { name: 'Switch to your smart account' }).focus()
    await page.keyboard.press('Enter')
    await account.getByTestId('account-type').getByText('Smart account').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => hostAddress.textContent()).toBe(safe)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerEmbeddedWallet(page)
    await expect.poll(() => page.getByTestId('host-signature').textContent()).not.toBe(signature)
    const safeSignature = (await page.getByTestId('host-signature').textContent()) as Hex
    expect(await chain().verifyMessage({ address: safe, message: 'Hello from the Foyer demo', signature: safeSignature })).toBe(true)
  })

  it("a SIWE sign-in signed by the counterfactual Safe is stored by the server and verifies with viem and with a host's backend (@foyer/siwx-verify), as an EIP-1271 signature", async () => {
    const { page } = session
    const server = { apiUrl: own.app.stack.apiUrl, projectId: own.app.stack.webConfig.projectId }
    await openWithSignIn(page, own.app.url, 'required')
    await loginWithEmail(page, server.apiUrl, uniqueEmail('safe-siwe'))
    await modal(page, 'Sign In').getByRole('button', { name: 'Sign in' }).click()
    await page
      .frameLocator('iframe.foyer-auth-frame')
      .getByText(/wants you to sign in with your Ethereum account/)
      .waitFor()
    await answerEmbeddedWallet(page)
    const nonce = await hostSessionNonce(page)
    const safe = (await page.getByTestId('host-address').getByText(/^0x/).textContent()) as Hex
    expect(await isDeployed(safe)).toBe(false)

    expect((await listedSessions(safe, `eip155:${own.app.stack.devnet.chains[0]!.chainId}`, server)).map((stored) => stored.id)).toContain(nonce)
    const sent = await sentToBackend(page, nonce)
    expect(sent.session?.message).toContain(safe)
    // viem checks it as any dapp would (EIP-6492: the Safe is deployed in the check's simulation); the host's backend through the Foyer server's proof.
    expect(await chain().verifyMessage({ address: safe, message: sent.session!.message, signature: sent.session!.signature as Hex })).toBe(true)
    // The host's backend asks its own node of the chain whether the Safe signed; without one it cannot tell, and says so.
    expect(await backendChecks(sent.session, sent.proof, own.app.url, { server })).toMatchObject({ valid: false, problem: expect.stringMatching(/rpcUrl/) })
    const rpcUrl = own.app.stack.devnet.chains[0]!.rpcUrl
    expect(await backendChecks(sent.session, sent.proof, own.app.url, { server, rpcUrl })).toMatchObject({ valid: true, address: safe, signatureType: 'eip1271' })
  })

  it("a swap from the Safe approves and swaps in one operation: the review says so, the frame is asked once, and the Safe's activity shows one trade whose transaction carries the approval too", async () => {
    const { page } = session
    const { apiUrl, devnet, webConfig } = own.app.stack
    const token = (symbol: string) => devnet.chains[0]!.tokens.find((each) => each.symbol === symbol)!.address
    const balanceOf = (symbol: string, holder: Hex) => chain().readContract({ address: token(symbol), abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
    await loginWithEmail(page, apiUrl, uniqueEmail('safe-swap'))
    const safe = (await page.getByTestId('host-address').getByText(/^0x/).textContent()) as Hex
    // The Safe holds 20 USDC, from a dev account.
    const funder = createWalletClient({ account: privateKeyToAccount(devnet.accounts[1]!.privateKey), transport: http(devnet.chains[0]!.rpcUrl) })
    const funded = await funder.writeContract({ address: token('USDC'), abi: erc20Abi, functionName: 'transfer', args: [safe, parseUnits('20', 6)], chain: null })
    await chain().waitForTransactionReceipt({ hash: funded })
    // Balances are cached for 30 s (spec §9): a forced read renews them, and a reload shows them (the visitor stays logged in).
    const chainId = `eip155:${devnet.chains[0]!.chainId}`
    const renewed = await fetch(`${apiUrl}/v1/account/${safe}/balance?chainId=${chainId}&currency=usd&forceUpdate=true&projectId=${webConfig.projectId}`)
    expect(renewed.status).toBe(200)
    await page.reload()
    await page.getByTestId('host-address').getByText(safe).waitFor()

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    await modal(page, 'Account').getByRole('navigation', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).click()
    const form = modal(page, 'Swap')
    for (const [side, symbol] of [
      ['Token to pay with', 'USDC'],
      ['Token to receive', 'USDT'],
    ] as const) {
      await form.getByRole('button', { name: new RegExp(`^${side}`) }).click()
      const list = modal(page, 'Select Token')
      await list.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
      await list
        .getByRole('button', { name: new RegExp(`^${symbol}`) })
        .first()
        .click()
      await form.getByRole('button', { name: `${side}: ${symbol}` }).waitFor()
    }
    await form.getByRole('textbox', { name: 'You pay' }).fill('5')
    await form
      .getByTestId('swap-received')
      .getByText(/^≈ [\d,.]+ USDT$/)
      .waitFor()
    await form.getByRole('button', { name: 'Review' }).click()
    const review = modal(page, 'Review Swap')
    await review
      .getByTestId('swap-approval-note')
      .getByText('Your wallet allows the swap to use your USDC and swaps in one transaction: one confirmation, and neither happens without the other.')
      .waitFor()
    // The fee is the operation's, priced by the wallet: the most it can cost.
    await review
      .getByTestId('swap-fee')
      .getByText(/^Up to /)
      .waitFor()
    await viewCheck(page, 'smart-account-swap-dark-desktop')('Review Swap, the approval and the swap together')
    await review.getByRole('button', { name: 'Approve USDC and swap' }).click()
    // The frame lists the batch: the approval by its exact allowance, the swap, and one bound for the whole operation.
    const approval = page.frameLocator('iframe.foyer-auth-frame')
    await approval.getByText('All calls together, in one transaction: if one fails, none of them happens').waitFor()
    await approval.getByText('5 USDC', { exact: true }).waitFor()
    await approval.getByText(/^Up to [\d.]+ ETH from your smart account/).waitFor()
    await answerEmbeddedWallet(page)
    await modal(page, 'Account').waitFor({ timeout: 60_000 })
    expect(await balanceOf('USDC', safe)).toBe(parseUnits('15', 6))
    expect(await balanceOf('USDT', safe)).toBeGreaterThan(0n)

    // The Safe's history: the USDC it received, and one trade; that trade's transaction also carries the Safe's approval.
    type Listed = { metadata: { operationType: string; hash: Hex; sentFrom: string } }
    const history = async () => {
      const response = await fetch(`${apiUrl}/v1/account/${safe}/history?projectId=${webConfig.projectId}&limit=10`)
      return ((await response.json()) as { data: Listed[] }).data
    }
    await expect.poll(async () => (await history()).map((entry) => entry.metadata.operationType), { timeout: 20_000 }).toEqual(['trade', 'receive'])
    const [trade] = await history()
    expect(trade!.metadata.sentFrom).toBe(safe)
    const receipt = await chain().getTransactionReceipt({ hash: trade!.metadata.hash })
    const approvals = parseEventLogs({ abi: [parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)')], logs: receipt.logs })
    expect(approvals.filter((log) => log.args.owner === safe).map((log) => log.args.value)).toContain(parseUnits('5', 6))
  })

  it('the app sponsors its visitors’ gas: the review and the approval say the app pays, and the send leaves the Safe’s ETH untouched but for the amount while the paymaster’s deposit is lower', async () => {
    const { page } = session
    const { projectId } = own.app.stack.webConfig
    await own.app.stack.projects().setSponsorship(projectId, parseEther('1'))
    try {
      await loginWithEmail(page, own.app.stack.apiUrl, uniqueEmail('sponsored'))
      const safe = (await page.getByTestId('host-address').getByText(/^0x/).textContent()) as Hex
      const recipient = privateKeyToAddress(generatePrivateKey())
      const { entryPoint, paymaster } = own.app.stack.devnet.chains[0]!.accountAbstraction
      const deposit = () => chain().readContract({ address: entryPoint, abi: entryPoint07Abi, functionName: 'balanceOf', args: [paymaster.address] })
      const [safeBefore, depositBefore] = [await chain().getBalance({ address: safe }), await deposit()]

      const form = await openSendForm(page, /ETH/)
      await form.getByRole('textbox', { name: 'Amount' }).fill('0.02')
      await form.getByRole('textbox', { name: 'To' }).fill(recipient)
      await form.getByRole('button', { name: 'Review' }).click()
      const review = modal(page, 'Review Send')
      await review.getByTestId('send-fee').getByText('Paid by the app').waitFor()
      await viewCheck(page, 'smart-account-sponsored-dark-desktop')('Review Send, paid by the app')
      await review.getByRole('button', { name: 'Send' }).click()
      await page.frameLocator('iframe.foyer-auth-frame').getByText('Paid by the app: nothing from your account').waitFor()
      await answerEmbeddedWallet(page)
      await expect.poll(() => chain().getBalance({ address: recipient }), { timeout: 15_000 }).toBe(parseEther('0.02'))
      expect(await chain().getBalance({ address: safe })).toBe(safeBefore - parseEther('0.02'))
      expect(await deposit()).toBeLessThan(depositBefore)
    } finally {
      await own.app.stack.projects().setSponsorship(projectId, null)
    }
  })

  it('a Safe without ETH sends a token where the app pays its gas: the form does not stop it for the fee, the review and the approval say the app pays, and its ETH stays 0', async () => {
    const { page } = session
    const { apiUrl, devnet, webConfig } = own.app.stack
    await own.app.stack.projects().setSponsorship(webConfig.projectId, parseEther('1'))
    try {
      await loginWithEmail(page, apiUrl, uniqueEmail('no-eth'))
      const safe = (await page.getByTestId('host-address').getByText(/^0x/).textContent()) as Hex
      const usdc = devnet.chains[0]!.tokens.find((token) => token.symbol === 'USDC')!.address
      const usdcOf = (holder: Hex) => chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
      // The Safe holds 3 USDC and no ETH at all.
      const request = chain().request as (args: { method: string; params: unknown[] }) => Promise<unknown>
      await request({ method: 'anvil_setBalance', params: [safe, '0x0'] })
      const funder = createWalletClient({ account: privateKeyToAccount(devnet.accounts[1]!.privateKey), transport: http(devnet.chains[0]!.rpcUrl) })
      await chain().waitForTransactionReceipt({ hash: await funder.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [safe, parseUnits('3', 6)], chain: null }) })
      const balances = await fetch(`${apiUrl}/v1/account/${safe}/balance?chainId=eip155:${devnet.chains[0]!.chainId}&currency=usd&forceUpdate=true&projectId=${webConfig.projectId}`)
      const listed = ((await balances.json()) as { balances: { symbol: string; address?: string }[] }).balances
      expect(listed.map((balance) => balance.symbol)).toEqual(['USDC'])
      await page.reload()
      await page.getByTestId('host-address').getByText(safe).waitFor()

      const recipient = privateKeyToAddress(generatePrivateKey())
      const form = await openSendForm(page, /USDC/)
      await form.getByRole('combobox', { name: 'Token' }).selectOption(listed[0]!.address!)
      await form.getByRole('textbox', { name: 'Amount' }).fill('1.5')
      await form.getByRole('textbox', { name: 'To' }).fill(recipient)
      await form.getByRole('button', { name: 'Review' }).click()
      const review = modal(page, 'Review Send')
      await review.getByTestId('send-fee').getByText('Paid by the app').waitFor()
      await review.getByRole('button', { name: 'Send' }).click()
      await page.frameLocator('iframe.foyer-auth-frame').getByText('Paid by the app: nothing from your account').waitFor()
      await answerEmbeddedWallet(page)
      await expect.poll(() => usdcOf(recipient), { timeout: 15_000 }).toBe(parseUnits('1.5', 6))
      expect(await usdcOf(safe)).toBe(parseUnits('1.5', 6))
      expect(await chain().getBalance({ address: safe })).toBe(0n)
    } finally {
      await own.app.stack.projects().setSponsorship(webConfig.projectId, null)
    }
  })

  // The words are also the snackbar's, which shows in the modal (closed here; core's embeddedAccountTypes test reads it).
  it('a session-key request (ERC-7715) is refused at once with 4200 and the spec’s words: no approval opens and nothing reaches the server', async () => {
    const { page } = session
    await loginWithEmail(page, own.app.stack.apiUrl, uniqueEmail('permissions'))
    const asked: string[] = []
    page.on('request', (request) => {
      if (/wallet_(grant|revoke)Permissions/.test(request.postData() ?? '')) asked.push(request.url())
    })
    await page.getByRole('button', { name: 'Ask for a session key' }).click()
    await page.getByTestId('host-permissions').getByText('Refused (4200): This application might not support Smart Accounts').waitFor()
    expect(await modal(page, 'Approve Transaction').count()).toBe(0)
    expect(asked).toEqual([])
  })
})
