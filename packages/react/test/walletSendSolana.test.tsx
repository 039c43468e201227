// @vitest-environment happy-dom
import { solanaNetwork, solanaNamespace } from '@foyer/adapter-solana'
import { sendStateOf } from '@foyer/core/internal'
import { mockAdapter, mockConnector, type MockConnector } from '@foyer/core/testing'
import { base58, base64 } from '@scure/base'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, createElement } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WalletSendPreviewView from '../src/walletFeatures/WalletSend/WalletSendPreviewView.tsx'
import WalletSendView from '../src/walletFeatures/WalletSend/WalletSendView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const SENDER = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const SIGNATURE = base58.encode(new Uint8Array(64).fill(3))

/** The Solana node: the sender holds USDC in one token account; the receiver has none; `blockhash` false: it cannot give one. */
const chain = { blockhash: true, asked: [] as string[] }
let node: Server
let nodeUrl = ''
beforeAll(async () => {
  node = createServer((request, response) => {
    // happy-dom asks before a cross-origin fetch: the preflight passes.
    if (request.method === 'OPTIONS') return void response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }).end()
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk))
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      chain.asked.push(method)
      const context = (value: unknown) => ({ context: { slot: 1 }, value })
      const result =
        method === 'getTokenAccountsByOwner'
          ? context([{ pubkey: base58.encode(new Uint8Array(32).fill(5)), account: { owner: TOKEN_PROGRAM, data: { parsed: { info: { tokenAmount: { amount: '100000000', decimals: 6 } } } } } }])
          : method === 'getAccountInfo'
            ? context(params[0] === MINT ? { lamports: 1_461_600, owner: TOKEN_PROGRAM, data: [base64.encode(new Uint8Array(82)), 'base64'] } : null)
            : method === 'getMinimumBalanceForRentExemption'
              ? 2_039_280
              : method === 'getLatestBlockhash' && chain.blockhash
                ? context({ blockhash: base58.encode(new Uint8Array(32).fill(9)), lastValidBlockHeight: 300 })
                : method === 'getSignatureStatuses'
                  ? context([null])
                  : undefined
      const answer = result === undefined ? { jsonrpc: '2.0', id, error: { code: -32601, message: `${method} is not answered here` } } : { jsonrpc: '2.0', id, result }
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))
afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
  chain.blockhash = true
  chain.asked.length = 0
})

const balance = (symbol: string, numeric: string, decimals: number, price: number, caip?: string) => ({
  name: symbol,
  symbol,
  chainId: '',
  ...(caip && { address: caip }),
  value: null,
  price,
  iconUrl: '',
  quantity: { decimals: String(decimals), numeric },
})

/** A Solana account holding 1 SOL ($150) and 100 USDC, connected through the namespace's request module. */
async function solanaAccount() {
  const network = solanaNetwork({ genesisHash: 'mainnet', name: 'Solana', rpcUrl: nodeUrl, testnet: false })
  const usdc = `${network.caipNetworkId}:${MINT}`
  api.answer = (path) =>
    path === '/v1/supported-chains'
      ? { status: 200, body: { http: [network.caipNetworkId], ws: [] } }
      : path.endsWith('/balance')
        ? { status: 200, body: { balances: [balance('SOL', '1', 9, 150), balance('USDC', '100', 6, 1, usdc)] } }
        : { status: 503, body: {} }
  const wallet = mockConnector({ chain: 'solana', addresses: [SENDER], chainId: network.id, answer: () => ({ signature: SIGNATURE }) })
  const foyer = createFoyerInstance({
    projectId: 'send',
    apiUrl: api.url,
    networks: [network],
    adapters: [mockAdapter('solana', [wallet], solanaNamespace)],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
  await act(() => foyer.client.connect(wallet))
  await until(() => expect(foyer.client.ctx.chains.chain('solana')?.accountState.tokenBalance).toHaveLength(2))
  return { foyer, wallet, usdc }
}

/** Waits (in act) until `check` passes. */
const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(async () => undefined)
    check()
  })

async function reviewUsdc() {
  const account = await solanaAccount()
  sendStateOf(account.foyer.client.ctx).set({ token: account.usdc, amount: '1.5', receiver: RECEIVER })
  account.foyer.client.ctx.router.push('WalletSend')
  account.foyer.client.ctx.router.push('WalletSendPreview')
  const view = await mount(account.foyer, createElement(WalletSendPreviewView, { data: undefined }))
  await view.until(() => expect(view.container.querySelector('[data-testid=send-fee]')?.textContent).toMatch(/^0\.00204428 SOL/))
  return { ...account, view }
}

const sentRequests = (wallet: MockConnector) => wallet.calls.filter((call) => call.method === 'rpc').map((call) => call.args[0] as { method: string; params: { transaction: string } })

describe('Send on Solana', () => {
  it('the form says spec §5’s Solana words for a missing amount or receiver, asks for a Solana address, and Max keeps the 5000-lamport fee back', async () => {
    const { foyer } = await solanaAccount()
    const view = await mount(foyer, createElement(WalletSendView, { data: undefined }))
    const receiver = view.container.querySelectorAll('input')[1]!
    expect(receiver.placeholder).toBe('Solana address')
    await act(async () => button(view.container, 'Review')!.click())
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Please enter a valid amount and receiver address')
    await act(async () => view.container.querySelector<HTMLButtonElement>('button[aria-label^=Max]')!.click())
    await view.until(() => expect(sendStateOf(foyer.client.ctx).get().amount).toBe('0.999995'))
    expect(foyer.client.ctx.router.current().view, 'no receiver yet: the review does not open').not.toBe('WalletSendPreview')
  })

  it('the review’s fee adds the rent of the token account it opens for the receiver, in SOL and dollars; Send has the wallet sign and send that transaction: “Transaction started”, back to the Account view', async () => {
    const { foyer, wallet, view } = await reviewUsdc()
    const fee = view.container.querySelector('[data-testid=send-fee]')!
    expect(fee.textContent).toBe('0.00204428 SOL$0.31Includes 0.00203928 SOL to open the receiver’s USDC account')
    await act(async () => button(view.container, 'Send')!.click())
    await view.until(() => expect(foyer.client.ctx.router.current().view).toBe('Account'))
    expect(foyer.client.ctx.snackbar.get()).toMatchObject({ open: true, message: 'Transaction started' })
    const [sent] = sentRequests(wallet)
    expect(sent?.method).toBe('solana_signAndSendTransaction')
    const bytes = base64.decode(sent!.params.transaction)
    expect(bytes[0], 'one signature: the sender’s').toBe(1)
    expect(sendStateOf(foyer.client.ctx).get(), 'the draft starts over').toEqual({ amount: '', receiver: '' })
  })

  it('says “Signature declined” when the wallet refuses, and “Failed to send transaction. Please try again.” when it fails or the node gives no blockhash; the review stays', async () => {
    const { foyer, wallet, view } = await reviewUsdc()
    const { snackbar } = foyer.client.ctx
    const sendSaying = async (message: string) => {
      snackbar.hide()
      await view.until(() => expect(button(view.container, 'Send')?.disabled).toBe(false))
      await act(async () => button(view.container, 'Send')!.click())
      await view.until(() => expect(snackbar.get()).toMatchObject({ open: true, variant: 'error', message }))
      expect(foyer.client.ctx.router.current().view).toBe('WalletSendPreview')
    }
    wallet.flags.rejectRequests = true
    await sendSaying('Signature declined')
    wallet.flags.rejectRequests = false
    wallet.flags.fail = 'request'
    await sendSaying('Failed to send transaction. Please try again.')
    wallet.flags.fail = undefined
    chain.blockhash = false
    const asked = sentRequests(wallet).length
    await sendSaying('Failed to send transaction. Please try again.')
    expect(chain.asked).toContain('getLatestBlockhash')
    expect(sentRequests(wallet), 'the wallet is not asked without a transaction').toHaveLength(asked)
  })
})
