// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { swapStateOf, type FoyerOptions } from '@foyer/core/internal'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import WalletSwapPreviewView from '../src/walletFeatures/WalletSwap/WalletSwapPreviewView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

/**
 * Swap's Review guards a visitor's money (P13 findings 16 and 17): both sides in fiat, the amount
 * sold and the minimum received exactly, a warning from 5 % lost (price impact or fiat value at the
 * minimum received), a second press on a danger-styled "Swap anyway" from 15 %, a refusal above the
 * host's ceiling (50 % unless set otherwise, or turned off).
 */
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETHEREUM = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })
const ETH = 10n ** 18n

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
 * The server: the account holds 1000 ETH (at `ethPrice`, $3000 unless told) and 100 USDC ($1, or no
 * price: then the value lost cannot be told, and the price impact alone decides); the
 * pool gives 3000 USDC per ETH for a small amount and `impact` percent less for the amount asked.
 */
function serve({ impact = 0, ethPrice = 3000, usdcPrice = 1 as number | null } = {}) {
  const quoteFor = (amount: bigint) => {
    const reference = (amount * 3000n * 10n ** 6n) / ETH
    return amount === swapState.amount ? (reference * BigInt(Math.round((100 - impact) * 100))) / 10_000n : reference
  }
  api.answer = (path, url) => {
    if (path === '/v1/supported-chains') return { status: 200, body: { http: ['eip155:1'], ws: [] } }
    if (path.endsWith('/balance')) return { status: 200, body: { balances: [token('ETH', '1000', 18, ethPrice), token('USDC', '100', 6, usdcPrice as number, USDC)] } }
    if (path === '/v1/convert/tokens') {
      const tokens = [
        { name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE}`, decimals: 18, logoUri: `${api.url}/public/getTokenImage/ETH`, eip2612: false },
        { name: 'USD Coin', symbol: 'USDC', address: `eip155:1:${USDC}`, decimals: 6, logoUri: `${api.url}/public/getTokenImage/USDC`, eip2612: false },
      ]
      return { status: 200, body: { tokens } }
    }
    if (path === '/v1/convert/quotes') {
      const amount = BigInt(url?.searchParams.get('amount') ?? '0')
      const toAmount = quoteFor(amount)
      return { status: 200, body: { quotes: [{ id: null, fromAmount: String(amount), fromAccount: '', toAmount: String(toAmount), toAccount: '' }] } }
    }
    if (path === '/v1/convert/gas-price') return { status: 200, body: { standard: '1000000000', fast: '1000000000', instant: '1000000000' } }
    if (path === '/v1/convert/build-transaction') {
      const tx = { from: `eip155:1:${ADDRESS}`, to: `eip155:1:${USDC}`, data: '0x', value: '0', amount: String(quoteFor(swapState.amount)), eip155: { gas: '150000', gasPrice: '1000000000' } }
      return { status: 200, body: { tx } }
    }
    return { status: 503, body: { message: 'away' } }
  }
}
/** The amount the test swaps, in wei: the pool's answer for it carries the impact. */
const swapState = { amount: 0n }

async function reviewOf(amount: string, options: Partial<FoyerOptions> = {}) {
  swapState.amount = BigInt(Math.round(Number(amount) * 1e6)) * 10n ** 12n
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'swap',
    apiUrl: api.url,
    networks: [ETHEREUM],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
    ...options,
  })
  await act(() => foyer.client.connect(wallet))
  swapStateOf(foyer.client.ctx).set({ amount, slippage: '1', to: `eip155:1:${USDC}` })
  const view = await mount(foyer, createElement(WalletSwapPreviewView))
  await view.until(() => expect(view.container.querySelector('[data-testid=swap-minimum]'), view.text()).not.toBeNull())
  const sent = () => wallet.calls.filter((call) => call.method === 'rpc' && (call.args[0] as { method: string }).method === 'eth_sendTransaction')
  const byTestId = (id: string) => view.container.querySelector<HTMLElement>(`[data-testid=${id}]`)
  return { foyer, view, sent, byTestId }
}

const press = (element: HTMLElement, detail = 1) => act(async () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail })))

afterEach(() => serve())

describe('Swap Review: the money at stake', () => {
  it('shows both sides in fiat, and the amount sold and the minimum received exactly, in the tokens’ units', async () => {
    serve()
    const { view, byTestId } = await reviewOf('0.123456')
    await view.until(() => expect(byTestId('swap-received-fiat')?.textContent).toBe('≈ $370.37'))
    expect(byTestId('swap-paid')?.textContent).toBe('0.123456 ETH')
    expect(byTestId('swap-paid-fiat')?.textContent).toBe('≈ $370.37')
    // 370.368 USDC less 1 %: 366.66432, every decimal of USDC's 6.
    expect(byTestId('swap-minimum')?.textContent).toBe('366.66432 USDC')
    expect(byTestId('swap-risk')).toBeNull()
  })

  it('from 5 % Review warns, in fiat: 7 % price impact and the 1 % tolerance lose 7.93 % at the minimum received; Swap still goes at the first press', async () => {
    serve({ impact: 7 })
    const { view, sent, byTestId } = await reviewOf('1')
    await view.until(() => expect(byTestId('swap-risk')?.textContent).toBe('You may receive 7.93% less value than you pay: at least $2,762.10 for $3,000.00.'))
    const swap = button(view.container, 'Swap')!
    expect(swap.dataset.variant).toBeUndefined()
    await press(swap)
    await view.until(() => expect(sent()).toHaveLength(1))
  })

  it('from 15 %, the first press asks nothing of the wallet: it turns Swap into a danger-styled "Swap anyway" and moves focus to the warning; a double click is not a second press; the second press swaps', async () => {
    serve({ impact: 20, usdcPrice: null })
    const { view, sent, byTestId } = await reviewOf('1')
    await view.until(() => expect(byTestId('swap-risk')?.textContent).toBe('Price impact 20%: this amount moves the price against you, so you receive much less than it is worth.'))
    await press(button(view.container, 'Swap')!)
    const anyway = button(view.container, 'Swap anyway')!
    expect(anyway.dataset.variant).toBe('danger')
    expect(document.activeElement).toBe(byTestId('swap-risk'))
    expect(byTestId('swap-risk')?.textContent).toContain('To swap with this loss, press Swap anyway.')
    expect(sent()).toHaveLength(0)
    // The second click of a double click (detail 2) is the same gesture, not a confirmation.
    await press(anyway, 2)
    expect(button(view.container, 'Swap anyway')).toBeDefined()
    expect(sent()).toHaveLength(0)
    await press(anyway)
    await view.until(() => expect(sent()).toHaveLength(1))
  })

  it('800 ETH at 88.67 % price impact (USDC unpriced) is refused above the 50 % ceiling: Swap is off and says why', async () => {
    serve({ impact: 88.67, usdcPrice: null })
    const { view, sent, byTestId } = await reviewOf('800')
    await view.until(() => expect(byTestId('swap-risk')?.textContent).toBe('This swap is not allowed: it loses 88.67% of its value, more than the 50% this site accepts. Try a smaller amount.'))
    expect(button(view.container, 'Swap')?.disabled).toBe(true)
    await press(button(view.container, 'Swap')!)
    expect(sent()).toHaveLength(0)
  })

  it('a host that turns the ceiling off (maxSwapPriceImpact: false) gets the second press instead of the refusal', async () => {
    serve({ impact: 88.67 })
    const { view, sent, byTestId } = await reviewOf('800', { maxSwapPriceImpact: false })
    await view.until(() => expect(byTestId('swap-risk')?.textContent).toBe('You may receive 88.78% less value than you pay: at least $269,200.80 for $2,400,000.00.'))
    await press(button(view.container, 'Swap')!)
    expect(sent()).toHaveLength(0)
    await press(button(view.container, 'Swap anyway')!)
    await view.until(() => expect(sent()).toHaveLength(1))
  })

  it('a quote whose minimum received is worth far less than what is paid (no price impact) needs the second press too, in fiat', async () => {
    // ETH is worth $4000, the pool pays 3000 USDC: at 1 % tolerance the least received is $2970 for $4000, 25.75 % lost.
    serve({ ethPrice: 4000 })
    const { view, sent, byTestId } = await reviewOf('1')
    await view.until(() => expect(byTestId('swap-risk')?.textContent).toBe('You may receive 25.75% less value than you pay: at least $2,970.00 for $4,000.00.'))
    await press(button(view.container, 'Swap')!)
    expect(sent()).toHaveLength(0)
    expect(button(view.container, 'Swap anyway')?.dataset.variant).toBe('danger')
  })
})
