// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { swapStateOf } from '@foyer/core/internal'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AccountView from '../src/views/Account/AccountView.tsx'
import WalletSwapPreviewView from '../src/walletFeatures/WalletSwap/WalletSwapPreviewView.tsx'
import WalletSwapView from '../src/walletFeatures/WalletSwap/WalletSwapView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETHEREUM = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })

const token = (symbol: string, numeric: string, decimals: number, price: number, address?: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address && { address: `eip155:1:${address}` }),
  value: null,
  price,
  iconUrl: '',
  quantity: { decimals: String(decimals), numeric },
})

/**
 * The server: the account holds `eth` ETH ($3000) and 100 USDC; swaps on eip155:1 (unless `swaps` is
 * false: spec §8's 400) at 3000 USDC per ETH (either way, any amount), a swap's gas 150,000 at 1 gwei (0.00015 ETH, $0.45).
 */
function serve({ eth = '1', swaps = true } = {}) {
  api.answer = (path, url) => {
    if (path === '/v1/supported-chains') return { status: 200, body: { http: ['eip155:1'], ws: [] } }
    if (path.endsWith('/balance')) return { status: 200, body: { balances: [token('ETH', eth, 18, 3000), token('USDC', '100', 6, 1, USDC)] } }
    if (path === '/v1/convert/tokens') {
      if (!swaps) return { status: 400, body: { message: 'Network not supported for Swaps: chainId names eip155:1' } }
      return {
        status: 200,
        body: {
          tokens: [
            { name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE}`, decimals: 18, logoUri: `${api.url}/public/getTokenImage/ETH`, eip2612: false },
            { name: 'USD Coin', symbol: 'USDC', address: `eip155:1:${USDC}`, decimals: 6, logoUri: `${api.url}/public/getTokenImage/USDC`, eip2612: false },
          ],
        },
      }
    }
    // At 3000 USDC per ETH whatever the amount (no price impact), either way: Review's loss check lets it go.
    const sold = BigInt(url?.searchParams.get('amount') ?? '0')
    const toAmount = String(url?.searchParams.get('from')?.endsWith(USDC.toLowerCase()) ? (sold * 10n ** 12n) / 3000n : (sold * 3000n) / 10n ** 12n)
    if (path === '/v1/convert/quotes') return { status: 200, body: { quotes: [{ id: null, fromAmount: '1', fromAccount: '', toAmount, toAccount: '' }] } }
    if (path === '/v1/convert/gas-price') return { status: 200, body: { standard: '1000000000', fast: '1000000000', instant: '1000000000' } }
    if (path === '/v1/convert/allowance') return { status: 200, body: { allowance: (2n ** 255n).toString() } }
    if (path === '/v1/convert/build-transaction') {
      const tx = { from: `eip155:1:${ADDRESS}`, to: `eip155:1:${USDC}`, data: '0x', value: '0', amount: '1500000000', eip155: { gas: '150000', gasPrice: '1000000000' } }
      return { status: 200, body: { tx } }
    }
    return { status: 503, body: { message: 'away' } }
  }
}

async function connectedFoyer(network = ETHEREUM) {
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'swap',
    apiUrl: api.url,
    networks: [network],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
  await act(() => foyer.client.connect(wallet))
  return Object.assign(foyer, { wallet })
}

/** The transactions the wallet was asked to send. */
const sentBy = (wallet: ReturnType<typeof mockConnector>) => wallet.calls.filter((call) => call.method === 'rpc' && (call.args[0] as { method: string }).method === 'eth_sendTransaction')

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const blur = (input: HTMLInputElement) => act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
const field = (container: HTMLElement, label: string) => {
  const labelled = [...container.querySelectorAll('label')].find((element) => element.textContent?.startsWith(label))!
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(labelled.htmlFor)}`)!
}
const realSetTimeout = globalThis.setTimeout
/** Waits (in act) until `check` passes, on the real clock: vi.waitFor would move a faked one. */
async function onRealClock(check: () => void, timeoutMs = 10_000) {
  const started = performance.now()
  for (;;) {
    await act(async () => undefined)
    try {
      return check()
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error
    }
    await new Promise((resolve) => realSetTimeout(resolve, 10))
  }
}
const alerts = (container: HTMLElement) => [...container.querySelectorAll('[role=alert]')].map((element) => element.textContent)

afterEach(() => {
  // The spies first: the one on setTimeout would put the fake one back.
  vi.restoreAllMocks()
  vi.useRealTimers()
  serve()
})

describe('Swap', () => {
  it('the Account view offers Swap between Buy and Receive where the server swaps on the network, and opens the form; not served, no button', async () => {
    serve()
    const foyer = await connectedFoyer()
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    const row = () => view.container.querySelector('nav[aria-label="Wallet actions"]') as HTMLElement
    await view.until(() => expect([...row().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send']))
    await act(async () => button(row(), 'Swap')!.click())
    expect(foyer.client.ctx.router.current().view).toBe('WalletSwap')

    serve({ swaps: false })
    const elsewhere = await connectedFoyer()
    const without = await mount(elsewhere, createElement(AccountView, { data: undefined }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await without.until(() => expect([...without.container.querySelectorAll('nav[aria-label="Wallet actions"] button')].map((b) => b.textContent)).toEqual(['Buy', 'Receive', 'Send']))
  })

  it('a server away when the row asked is asked again: Swap shows once it answers, without reopening the modal', async () => {
    serve()
    const answer = api.answer
    let away = true
    let asked = 0
    api.answer = (path, url) => {
      if (path !== '/v1/convert/tokens') return answer(path, url)
      asked += 1
      return away ? { status: 503, body: { message: 'away' } } : answer(path, url)
    }
    const foyer = await connectedFoyer()
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    const labels = () => [...view.container.querySelectorAll('nav[aria-label="Wallet actions"] button')].map((b) => b.textContent)
    await view.until(() => expect(asked).toBe(1))
    await view.until(() => expect(labels()).toEqual(['Buy', 'Receive', 'Send']))
    away = false
    await view.until(() => expect(labels()).toEqual(['Buy', 'Swap', 'Receive', 'Send']))
    expect(asked).toBe(2)
  })

  it('quotes what is typed: the amount received, the rate, the network fee in dollars; more than the balance and a bad tolerance are said under their fields', async () => {
    serve()
    const foyer = await connectedFoyer()
    swapStateOf(foyer.client.ctx).set({ amount: '', slippage: '1', to: `eip155:1:${USDC}` })
    const view = await mount(foyer, createElement(WalletSwapView, { data: undefined }))
    await view.until(() => expect(view.text()).toContain('Available: 1 ETH'))
    const amount = field(view.container, 'You pay')
    await type(amount, '2')
    await blur(amount)
    await view.until(() => expect(alerts(view.container)).toEqual(['That is more than your balance of 1 ETH.']))
    await type(amount, '0.5')
    await view.until(() => expect(view.container.querySelector('[data-testid=swap-received]')?.textContent).toBe('≈ 1,500 USDC'))
    expect(view.container.querySelector('[data-testid=swap-rate]')?.textContent).toBe('1 ETH ≈ 3,000 USDC')
    expect(view.container.querySelector('[data-testid=swap-fee]')?.textContent).toBe('$0.45')
    expect(alerts(view.container)).toEqual([])
    const slippage = field(view.container, 'Slippage tolerance')
    await type(slippage, '60')
    await blur(slippage)
    await view.until(() => expect(alerts(view.container)).toEqual(['Enter a tolerance above 0 and at most 50.']))
  })

  it('the review says how many transactions the wallet will ask for: two with an approval, three when a leftover allowance must go to zero first', async () => {
    serve()
    const answer = api.answer
    let leftover = '0'
    api.answer = (path, url) => {
      if (path === '/node') return { status: 200, body: { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } } }
      if (path === '/v1/convert/allowance') return { status: 200, body: { allowance: leftover } }
      if (path === '/v1/convert/build-approve')
        return {
          status: 200,
          body: {
            tx: {
              from: `eip155:1:${USDC}`,
              to: `eip155:1:${USDC}`,
              data: `0x095ea7b3${'0'.repeat(24)}${USDC.slice(2)}${(10_000_000).toString(16).padStart(64, '0')}`,
              value: '0',
              eip155: { gasPrice: '1000000000' },
            },
          },
        }
      return answer(path, url)
    }
    const foyer = await connectedFoyer(evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: `${api.url}/node` }))
    swapStateOf(foyer.client.ctx).set({ amount: '10', slippage: '1', from: `eip155:1:${USDC}`, to: `eip155:1:${NATIVE}` })
    const note = (view: Awaited<ReturnType<typeof mount>>) => view.container.querySelector('[data-testid=swap-approval-note]')?.textContent
    const fresh = await mount(foyer, createElement(WalletSwapPreviewView))
    await fresh.until(() => expect(note(fresh)).toBe('First, your wallet allows the swap to use your USDC: two transactions to confirm.'))
    await fresh.unmount()
    // 1 USDC allowed before, and the node will not simulate changing it (as USDT's approve refuses).
    leftover = '1000000'
    const again = await mount(foyer, createElement(WalletSwapPreviewView))
    await again.until(() =>
      expect(note(again)).toBe('Your wallet first sets the USDC it allowed before back to zero (USDC asks for this), then allows the swap to use it: three transactions to confirm.'),
    )
  })

  it('leaving the review while the approval is mined stops the swap: once mined, the wallet is not asked to swap', async () => {
    serve()
    let mined = false
    const answer = api.answer
    api.answer = (path, url) => {
      // The network's node: the approval's receipt, once the test says it is mined.
      if (path === '/node') return { status: 200, body: { jsonrpc: '2.0', id: 1, result: mined ? { status: '0x1' } : null } }
      if (path === '/v1/convert/allowance') return { status: 200, body: { allowance: '0' } }
      if (path === '/v1/convert/build-approve')
        return { status: 200, body: { tx: { from: `eip155:1:${USDC}`, to: `eip155:1:${USDC}`, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1000000000' } } } }
      return answer(path, url)
    }
    const foyer = await connectedFoyer(evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: `${api.url}/node` }))
    swapStateOf(foyer.client.ctx).set({ amount: '10', slippage: '1', from: `eip155:1:${USDC}`, to: `eip155:1:${NATIVE}` })
    const view = await mount(foyer, createElement(WalletSwapPreviewView))
    await view.until(() => expect(button(view.container, 'Approve USDC and swap')?.disabled).toBe(false))
    // The review's looks for the receipt, counted as the flow asks the node; its waits between looks
    // (a second each) on a fake clock, so the test says when the next look is due.
    const fetching = vi.spyOn(globalThis, 'fetch')
    const looks = () => fetching.mock.calls.filter(([, init]) => String(init?.body).includes('eth_getTransactionReceipt')).length
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const timers = vi.spyOn(globalThis, 'setTimeout')
    const waitsBetweenLooks = () => timers.mock.calls.filter(([, ms]) => ms === 1_000).length
    await act(async () => button(view.container, 'Approve USDC and swap')!.click())
    await onRealClock(() => expect(sentBy(foyer.wallet)).toHaveLength(1))
    await onRealClock(() => expect(button(view.container, 'Confirm the approval in your wallet…')).toBeDefined())
    // The first look found no receipt: the flow waits for its next look.
    await onRealClock(() => expect(waitsBetweenLooks()).toBe(1))
    expect(looks()).toBe(1)

    await view.unmount()
    mined = true
    // The next look is due; had the flow gone on, it would ask the node at once (and, mined, then the wallet).
    await act(async () => vi.advanceTimersByTime(1_000))
    await new Promise((resolve) => setImmediate(resolve))
    expect(looks()).toBe(1)
    expect(waitsBetweenLooks()).toBe(1)
    expect(sentBy(foyer.wallet).map((call) => (call.args[0] as { params: [{ data: string }] }).params[0].data)).toEqual(['0x095ea7b3'])
  })

  it('a token swap from an account whose ETH cannot pay the fee is refused in words, once the fee is known', async () => {
    serve({ eth: '0.0001' })
    const foyer = await connectedFoyer()
    swapStateOf(foyer.client.ctx).set({ amount: '', slippage: '1', from: `eip155:1:${USDC}`, to: `eip155:1:${NATIVE}` })
    const view = await mount(foyer, createElement(WalletSwapView, { data: undefined }))
    await view.until(() => expect(view.text()).toContain('Available: 100 USDC'))
    await type(field(view.container, 'You pay'), '10')
    await view.until(() => expect(alerts(view.container)).toEqual(['Not enough ETH to pay the network fee.']))
    // Review does not go on.
    await act(async () => button(view.container, 'Review')!.click())
    expect(foyer.client.ctx.router.current().view).not.toBe('WalletSwapPreview')
  })
})
