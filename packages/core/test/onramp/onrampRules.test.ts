import { describe, expect, it } from 'vitest'
import type { OnrampOptions } from '../../src/api/onrampApi.ts'
import {
  defaultPurchase,
  FALLBACK_LIMITS,
  fiatAmountText,
  onrampAmountProblem,
  onrampOptionsOrFallback,
  parseFiatAmount,
  paymentLimit,
  paymentMethodsOf,
  placeholderQuote,
  purchasesOn,
  shownQuote,
} from '../../src/onramp/onrampRules.ts'

const DEVNET = { caipNetworkId: 'eip155:31337' as const, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const SOLANA = { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const, nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } }
const devnet = { name: 'foyer-devnet', display_name: 'Foyer Devnet', chain_id: '31337', contract_address: '' }
const OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', name: 'US Dollar', symbol: '$', networks: [], payment_method_limits: [{ id: 'card', min: '20', max: '5000' }] },
    { id: 'GBP', name: 'British Pound', symbol: '£', networks: [], payment_method_limits: [] },
  ],
  purchaseCurrencies: [
    { id: 'usdc-id', name: 'USD Coin', symbol: 'USDC', networks: [{ ...devnet, contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }] },
    { id: 'eth-id', name: 'Ether', symbol: 'ETH', networks: [devnet, { name: 'foyer-devnet-l2', display_name: 'Foyer Devnet L2', chain_id: '31338', contract_address: '' }] },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'foyer-solana', display_name: 'Foyer Solana', chain_id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', contract_address: '' }] },
  ],
  fallback: false,
}

describe('the fiat amount (spec §9 limits)', () => {
  it.each([
    ['100', 100],
    [' 99.5 ', 99.5],
    ['.25', 0.25],
    ['10.', 10],
    ['0', null],
    ['10.001', null],
    ['1,000', null],
    ['-5', null],
    ['', null],
    ['1e3', null],
  ])('reads %j as %j', (typed, value) => {
    expect(parseFiatAmount(typed)).toBe(value)
  })

  it("checks the amount against the payment method's own limits, both ends included, and says the range", () => {
    const card = paymentLimit(OPTIONS.paymentCurrencies[0], 'card')
    expect(card).toEqual({ id: 'card', min: '20', max: '5000' })
    expect(onrampAmountProblem('20', card)).toBeUndefined()
    expect(onrampAmountProblem('5000', card)).toBeUndefined()
    expect(onrampAmountProblem('19.99', card)).toEqual({ kind: 'limits', min: '20', max: '5000' })
    expect(onrampAmountProblem('5000.01', card)).toEqual({ kind: 'limits', min: '20', max: '5000' })
    expect(onrampAmountProblem('abc', card)).toEqual({ kind: 'amount' })
  })

  it("falls back to spec §9's limits where the currency lists none for the method: card 10–7500, bank account 10–25000", () => {
    const gbp = OPTIONS.paymentCurrencies[1]
    const bank = paymentLimit(OPTIONS.paymentCurrencies[0], 'bank_account')
    expect(bank).toEqual({ id: 'bank_account', min: '10', max: '25000' })
    expect(onrampAmountProblem('25000', bank)).toBeUndefined()
    expect(onrampAmountProblem('25000.01', bank)).toEqual({ kind: 'limits', min: '10', max: '25000' })
    expect(onrampAmountProblem('7500.01', paymentLimit(gbp, 'card'))).toEqual({ kind: 'limits', min: '10', max: '7500' })
    expect(onrampAmountProblem('9.99', paymentLimit(undefined, 'card'))).toEqual({ kind: 'limits', min: '10', max: '7500' })
  })

  it('offers the methods the currency lists (card first), else both', () => {
    expect(paymentMethodsOf(OPTIONS.paymentCurrencies[0])).toEqual(['card'])
    expect(paymentMethodsOf({ ...OPTIONS.paymentCurrencies[0]!, payment_method_limits: [...FALLBACK_LIMITS].reverse() })).toEqual(['card', 'bank_account'])
    expect(paymentMethodsOf(undefined)).toEqual(['card', 'bank_account'])
  })

  it('sends the amount with two decimals', () => {
    expect(fiatAmountText('99.5')).toBe('99.50')
    expect(fiatAmountText('100')).toBe('100.00')
  })
})

describe('the options (spec §8 fallback)', () => {
  it('without an answer: the built-in USD and EUR, each with the card and bank limits, marked as the fallback', () => {
    const fallback = onrampOptionsOrFallback(undefined)
    expect(fallback.fallback).toBe(true)
    expect(fallback.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    for (const currency of fallback.paymentCurrencies) expect(currency.payment_method_limits).toEqual(FALLBACK_LIMITS)
    expect(fallback.purchaseCurrencies).toEqual([])
  })

  it("the server's answer as it is, a currency without limits given spec §9's", () => {
    const options = onrampOptionsOrFallback(OPTIONS)
    expect(options.fallback).toBe(false)
    expect(options.paymentCurrencies[0]).toBe(OPTIONS.paymentCurrencies[0])
    expect(options.paymentCurrencies[1]!.payment_method_limits).toEqual(FALLBACK_LIMITS)
    expect(onrampOptionsOrFallback({ ...OPTIONS, fallback: true }).fallback).toBe(true)
  })

  it('the providers the server names, none when it names none; a server that does not say (or did not answer) offers both', () => {
    expect(onrampOptionsOrFallback({ ...OPTIONS, providers: ['meld'] }).providers).toEqual(['meld'])
    expect(onrampOptionsOrFallback({ ...OPTIONS, fallback: true, providers: [] }).providers).toEqual([])
    expect(onrampOptionsOrFallback(OPTIONS).providers).toEqual(['coinbase', 'meld'])
    expect(onrampOptionsOrFallback(undefined).providers).toEqual(['coinbase', 'meld'])
  })
})

describe('what the purchase starts on', () => {
  it('lists what is sold on the connected network, by its chain id', () => {
    expect(purchasesOn(OPTIONS, DEVNET).map((entry) => `${entry.asset.symbol}@${entry.network.name}`)).toEqual(['USDC@foyer-devnet', 'ETH@foyer-devnet'])
    expect(purchasesOn(OPTIONS, { caipNetworkId: 'eip155:31338' }).map((entry) => entry.network.name)).toEqual(['foyer-devnet-l2'])
    expect(purchasesOn(OPTIONS, SOLANA).map((entry) => entry.asset.symbol)).toEqual(['SOL'])
    expect(purchasesOn(OPTIONS, { caipNetworkId: 'eip155:1' })).toEqual([])
  })

  it("starts on the asset asked for, else the network's native currency, else the first sold there", () => {
    expect(defaultPurchase(OPTIONS, DEVNET)?.asset.symbol).toBe('ETH')
    expect(defaultPurchase(OPTIONS, DEVNET, 'usdc-id')?.asset.symbol).toBe('USDC')
    expect(defaultPurchase(OPTIONS, DEVNET, 'SOL')?.asset.symbol, 'not sold on this network: the default').toBe('ETH')
    expect(defaultPurchase(OPTIONS, { ...DEVNET, nativeCurrency: { ...DEVNET.nativeCurrency, symbol: 'XYZ' } })?.asset.symbol).toBe('USDC')
    expect(defaultPurchase(OPTIONS, { caipNetworkId: 'eip155:1', nativeCurrency: DEVNET.nativeCurrency })).toBeUndefined()
  })
})

describe('the quote (spec §8 placeholder)', () => {
  const quote = {
    quoteId: 'q1',
    paymentSubtotal: { amount: '98.40', currency: 'USD' },
    paymentTotal: { amount: '100.00', currency: 'USD' },
    purchaseAmount: { amount: '0.0328', currency: 'ETH' },
    networkFee: { amount: '0.10', currency: 'USD' },
    providerFee: { amount: '1.50', currency: 'USD' },
    placeholder: false,
  }

  it("shows a provider's quote, never a placeholder's figures", () => {
    expect(shownQuote(quote)).toBe(quote)
    expect(shownQuote({ ...quote, placeholder: true })).toBeUndefined()
    expect(shownQuote(placeholderQuote('USD', 'ETH'))).toBeUndefined()
    expect(shownQuote(undefined)).toBeUndefined()
  })
})
