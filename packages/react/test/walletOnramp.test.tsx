// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import WalletOnrampPurchaseView from '../src/walletFeatures/WalletOnramp/WalletOnrampPurchaseView.tsx'
import { ONRAMP_QUOTE_REFRESH_MS } from '../src/walletFeatures/WalletOnramp/useOnrampQuote.ts'
import WalletOnrampView from '../src/walletFeatures/WalletOnramp/WalletOnrampView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETHEREUM = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })
const OPTIONS = {
  paymentCurrencies: [
    {
      id: 'USD',
      name: 'US Dollar',
      symbol: '$',
      networks: [],
      payment_method_limits: [
        { id: 'card', min: '10', max: '7500' },
        { id: 'bank_account', min: '10', max: '25000' },
      ],
    },
    { id: 'GBP', name: 'British Pound', symbol: '£', networks: [], payment_method_limits: [{ id: 'card', min: '20', max: '500' }] },
  ],
  purchaseCurrencies: [
    { id: 'eth-id', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] },
    { id: 'usdc-id', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }] },
  ],
  fallback: false,
}
const QUOTE = {
  quoteId: 'q-1',
  provider: 'coinbase',
  paymentSubtotal: { amount: '98.40', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '0.03280000', currency: 'ETH' },
  networkFee: { amount: '0.10', currency: 'USD' },
  providerFee: { amount: '1.50', currency: 'USD' },
  placeholder: false,
}
const PAY_URL = 'https://pay.example/buy?sessionToken=abc'

let answers: Record<string, { status: number; body: unknown }>
beforeEach(() => {
  answers = {
    '/v1/onramp/options': { status: 200, body: OPTIONS },
    '/v1/onramp/quote': { status: 200, body: QUOTE },
    '/v1/generators/onrampurl': { status: 200, body: { url: PAY_URL, provider: 'coinbase' } },
  }
  api.answer = (path) => answers[path] ?? { status: 503, body: { message: 'away' } }
})
afterEach(() => vi.restoreAllMocks())

async function buyView() {
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'onramp',
    apiUrl: api.url,
    networks: [ETHEREUM],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
  await act(() => foyer.client.connect(wallet))
  foyer.client.ctx.router.push('WalletOnramp')
  return { foyer, view: await mount(foyer, createElement(WalletOnrampView, { data: undefined })) }
}

const field = (container: HTMLElement, label: string) => {
  const labelled = [...container.querySelectorAll('label')].find((element) => element.firstChild?.textContent === label)
  return container.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(labelled!.htmlFor)}`)!
}
const type = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('Buy crypto', () => {
  it("starts on the connected network's native currency, by card, through Coinbase, and shows the quote's fees and total (the crypto without the provider's trailing zeros)", async () => {
    const { view } = await buyView()
    await view.until(() => expect(view.container.querySelector('[data-testid=onramp-quote]')).not.toBeNull())
    expect((field(view.container, 'Crypto to buy') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('ETH on Ethereum')
    const rows = [...view.container.querySelectorAll('[data-testid=onramp-quote] div')].map((row) => row.textContent)
    expect(rows).toEqual(['You get0.0328 ETH', 'Network fee0.10 USD', 'Provider fee1.50 USD', 'Total100.00 USD'])
    expect(view.text()).toContain('10 to 7500 USD by card')
  })

  it('asks the quote again every 30 s while the form stays open, and shows the new figures', async () => {
    // Only the interval is faked: the debounce, the server and the waits run in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const { foyer, view } = await buyView()
      // Watched, not replaced: every quote request still goes to the server.
      const post = vi.spyOn(foyer.client.ctx.server!.http, 'post')
      const quotesAsked = () => post.mock.calls.filter(([path]) => path === '/v1/onramp/quote').length
      const amount = () => view.container.querySelector('[data-testid=onramp-quote-amount]')?.textContent
      await view.until(() => expect(amount()).toBe('0.0328 ETH'))
      const askedFirst = quotesAsked()
      answers['/v1/onramp/quote'] = { status: 200, body: { ...QUOTE, purchaseAmount: { amount: '0.03250000', currency: 'ETH' } } }
      await act(async () => vi.advanceTimersByTime(ONRAMP_QUOTE_REFRESH_MS / 2))
      expect(quotesAsked(), 'not before its time').toBe(askedFirst)
      await act(async () => vi.advanceTimersByTime(ONRAMP_QUOTE_REFRESH_MS / 2))
      await view.until(() => expect(amount()).toBe('0.0325 ETH'))
      // The new figures are shown: a refresh asked sooner would have been counted by now.
      expect(quotesAsked(), 'one refresh in 30 s').toBe(askedFirst + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it("refuses an amount outside the payment method's limits in its words, and opens no window", async () => {
    const opened = vi.spyOn(window, 'open')
    const { view } = await buyView()
    await view.until(() => expect(view.container.querySelector('[data-testid=onramp-quote]')).not.toBeNull())
    await type(field(view.container, 'Amount to pay') as HTMLInputElement, '7500.01')
    await act(async () => button(view.container, 'Continue')!.click())
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe('The amount must be between 10 and 7500 USD for card payments.')
    expect(opened).not.toHaveBeenCalled()
    // GBP's own card limits.
    await act(async () => {
      const currency = field(view.container, 'Currency') as HTMLSelectElement
      currency.value = 'GBP'
      currency.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe('The amount must be between 20 and 500 GBP for card payments.')
  })

  it("spec §8: a placeholder quote's figures are not shown; options without payment currencies offer the built-in USD and EUR; options the server does not answer say buying is unavailable, with no form", async () => {
    answers['/v1/onramp/quote'] = { status: 200, body: { ...QUOTE, quoteId: 'placeholder', placeholder: true } }
    const { view } = await buyView()
    await view.until(() => expect(view.container.querySelector('[data-testid=onramp-quote-unavailable]')).not.toBeNull())
    expect(view.container.querySelector('[data-testid=onramp-quote]')).toBeNull()
    expect(view.text()).not.toContain('0.0328')

    answers['/v1/onramp/options'] = { status: 200, body: { ...OPTIONS, paymentCurrencies: [] } }
    const other = await buyView()
    await other.view.until(() => expect(other.view.text()).toContain('Showing the standard currencies'))
    expect([...(field(other.view.container, 'Currency') as HTMLSelectElement).options].map((option) => option.value)).toEqual(['USD', 'EUR'])

    answers['/v1/onramp/options'] = { status: 503, body: { message: 'down' } }
    const away = await buyView()
    await away.view.until(() => expect(away.view.container.querySelector('[data-testid=onramp-unavailable]')?.textContent).toContain('Buying is unavailable right now.'))
    expect(away.view.container.querySelector('form')).toBeNull()
  })

  it('offers only the providers the server names: with Meld alone, Meld is the one choice, and it is chosen', async () => {
    answers['/v1/onramp/options'] = { status: 200, body: { ...OPTIONS, providers: ['meld'] } }
    const { view } = await buyView()
    await view.until(() => expect(view.container.querySelector('[data-testid=onramp-quote]')).not.toBeNull())
    const radios = [...view.container.querySelectorAll<HTMLInputElement>('input[name=foyer-onramp-provider]')]
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([['meld', true]])
  })

  it("Continue opens the window in the click, before the server answers, then shows the provider's page in it and waits", async () => {
    const replaced: string[] = []
    const popup = { closed: false, opener: {}, location: { replace: (url: string) => replaced.push(url) }, close: () => undefined }
    const opened = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    const { foyer, view } = await buyView()
    await view.until(() => expect(view.container.querySelector('[data-testid=onramp-quote]')).not.toBeNull())
    // The click itself opens the window: nothing awaited before it.
    button(view.container, 'Continue')!.click()
    expect(opened).toHaveBeenCalledTimes(1)
    expect(popup.opener, 'the provider’s page cannot reach back').toBeNull()
    await view.until(() => expect(foyer.client.ctx.router.current().view).toBe('WalletOnrampPurchase'))
    expect(replaced).toEqual([PAY_URL])
    expect(foyer.client.ctx.router.current()).toMatchObject({ data: { provider: 'coinbase', url: PAY_URL, opened: true, symbol: 'ETH', contract: '' } })
  })

  it('waits for the purchase, reading the balance again, and once it grew says so with what the account now holds', { timeout: 20_000 }, async () => {
    let eth = '1'
    const answer = api.answer
    api.answer = (path) =>
      path === `/v1/account/${ADDRESS}/balance`
        ? { status: 200, body: { balances: [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: null, price: 3000, iconUrl: '', quantity: { decimals: '18', numeric: eth } }] } }
        : path === '/v1/supported-chains'
          ? { status: 200, body: { http: ['eip155:1'], ws: [] } }
          : answer(path)
    const { foyer } = await buyView()
    const data = { provider: 'coinbase' as const, url: PAY_URL, opened: true, symbol: 'ETH', contract: '', before: '1' }
    foyer.client.ctx.router.push('WalletOnrampPurchase', data)
    const view = await mount(foyer, createElement(WalletOnrampPurchaseView, { data }))
    const status = () => view.container.querySelector('[data-testid=onramp-status]')?.textContent
    expect(status()).toBe('Waiting for your purchase…')
    // The provider delivers 0.0328 ETH; the view sees it on its next look (every 4 s).
    eth = '1.0328'
    await view.until(() => expect(status()).toBe('Your ETH has arrived.'), 10_000)
    expect(view.text()).toContain('You now hold 1.032 ETH.')
    expect(button(view.container, 'Back to Account')).toBeDefined()
  })
})
