/**
 * The rules of buying crypto (spec §3 onramp currency and quote, §8 fallbacks, §9 limits), pure, so
 * each is tested on its own: the fiat amount against the payment method's limits, the built-in
 * options when the server's cannot be had, which asset and network the purchase starts on, and
 * whether a quote's figures may be shown. The buy views load this with the onramp feature.
 */
import type { OnrampLimit, OnrampNetwork, OnrampProviderId, OnrampOptions, OnrampPaymentCurrency, OnrampPurchaseCurrency, OnrampQuote } from '../api/onrampApi.ts'
import type { Network } from '../types.ts'
import { ONRAMP_FALLBACK_LIMITS } from '../constants.ts'
import { typedDecimal } from '../typedDecimal.ts'

export const PAYMENT_METHODS = ['card', 'bank_account'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Spec §9: the limits used where the options give none (card 10 to 7500, bank account 10 to 25000). */
export const FALLBACK_LIMITS: readonly OnrampLimit[] = PAYMENT_METHODS.map((id) => ({ id, min: String(ONRAMP_FALLBACK_LIMITS[id].min), max: String(ONRAMP_FALLBACK_LIMITS[id].max) }))

/** Spec §8: the payment currencies offered when the options call fails (USD and EUR, with §9's limits). */
export const FALLBACK_PAYMENT_CURRENCIES: readonly OnrampPaymentCurrency[] = [
  { id: 'USD', name: 'US Dollar', symbol: '$', networks: [], payment_method_limits: [...FALLBACK_LIMITS] },
  { id: 'EUR', name: 'Euro', symbol: '€', networks: [], payment_method_limits: [...FALLBACK_LIMITS] },
]

/** The providers in the order offered (spec §9), by their own names. */
export const ONRAMP_PROVIDER_NAMES: Readonly<Record<OnrampProviderId, string>> = { coinbase: 'Coinbase', meld: 'Meld' }

/** The amounts offered with one press, in the payment currency. */
export const FIAT_PRESETS = ['50', '100', '250'] as const

/**
 * The options to show: the server's, with any payment currency that lists no limits given §9's;
 * without an answer (the call failed), the built-in USD and EUR and nothing to buy until it answers.
 */
export function onrampOptionsOrFallback(answer: OnrampOptions | undefined): OnrampOptions & { fallback: boolean; providers: OnrampProviderId[] } {
  // A server that does not say (or did not answer) is taken to offer both; one that names none offers no onramp.
  const providers = answer?.providers ?? (Object.keys(ONRAMP_PROVIDER_NAMES) as OnrampProviderId[])
  if (!answer || answer.paymentCurrencies.length === 0) {
    return { paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES.map((currency) => ({ ...currency })), purchaseCurrencies: answer?.purchaseCurrencies ?? [], fallback: true, providers }
  }
  return {
    ...answer,
    paymentCurrencies: answer.paymentCurrencies.map((currency) => (currency.payment_method_limits.length > 0 ? currency : { ...currency, payment_method_limits: [...FALLBACK_LIMITS] })),
    fallback: answer.fallback ?? false,
    providers,
  }
}

/** The payment method's limits in the currency: its own, else spec §9's for the method; undefined for a method neither knows. */
export function paymentLimit(currency: OnrampPaymentCurrency | undefined, method: string): OnrampLimit | undefined {
  return currency?.payment_method_limits.find((limit) => limit.id === method) ?? FALLBACK_LIMITS.find((limit) => limit.id === method)
}

/** The methods a currency can be paid with, in spec §9's order (card first). */
export function paymentMethodsOf(currency: OnrampPaymentCurrency | undefined): PaymentMethod[] {
  if (!currency) return [...PAYMENT_METHODS]
  const offered = PAYMENT_METHODS.filter((method) => currency.payment_method_limits.some((limit) => limit.id === method))
  return offered.length > 0 ? offered : [...PAYMENT_METHODS]
}

/** Why an amount cannot be paid: not a fiat amount (above 0, at most two decimals), or outside the method's limits. */
export type OnrampAmountProblem = { kind: 'amount' } | { kind: 'limits'; min: string; max: string }

/** A fiat amount as the visitor typed it ("100", "99.5", "99,5", " 25 "; read by typedDecimal): its value, or null when it is not one. */
export function parseFiatAmount(amount: string): number | null {
  const text = typedDecimal(amount)
  if (text === null || !/^(\d{1,9}(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return null
  const value = Number(text)
  return value > 0 ? value : null
}

/** The amount's problem against the limits (both ends included); undefined when it can be paid. */
export function onrampAmountProblem(amount: string, limit: OnrampLimit | undefined): OnrampAmountProblem | undefined {
  const value = parseFiatAmount(amount)
  if (value === null) return { kind: 'amount' }
  if (!limit) return undefined
  const min = Number(limit.min)
  const max = Number(limit.max)
  if ((Number.isFinite(min) && value < min) || (Number.isFinite(max) && value > max)) return { kind: 'limits', min: plain(limit.min), max: plain(limit.max) }
  return undefined
}

/** The amount as the server takes it: two decimals ("99.5" → "99.50"). */
export function fiatAmountText(amount: string): string {
  const value = parseFiatAmount(amount)
  return value === null ? amount.trim() : value.toFixed(2)
}

/** Whether an onramp network is the connected network: its chain id is the network's CAIP-2 reference. */
export function isNetworkOf(onrampNetwork: Pick<OnrampNetwork, 'chain_id'>, network: Pick<Network, 'caipNetworkId'>): boolean {
  return `${network.caipNetworkId.split(':')[0]}:${onrampNetwork.chain_id}` === network.caipNetworkId
}

/** What can be bought on the connected network: each asset with the network it is sold on there. */
export function purchasesOn(options: Pick<OnrampOptions, 'purchaseCurrencies'>, network: Pick<Network, 'caipNetworkId'>): { asset: OnrampPurchaseCurrency; network: OnrampNetwork }[] {
  return options.purchaseCurrencies.flatMap((asset) => {
    const on = asset.networks.find((candidate) => isNetworkOf(candidate, network))
    return on ? [{ asset, network: on }] : []
  })
}

/**
 * The asset a purchase starts with on the connected network: the one asked for where it is sold
 * there, else the network's native currency, else the first sold there; undefined when nothing is.
 */
export function defaultPurchase(
  options: Pick<OnrampOptions, 'purchaseCurrencies'>,
  network: Pick<Network, 'caipNetworkId' | 'nativeCurrency'>,
  wanted?: string,
): { asset: OnrampPurchaseCurrency; network: OnrampNetwork } | undefined {
  const sold = purchasesOn(options, network)
  return (
    (wanted ? sold.find((entry) => entry.asset.id === wanted || entry.asset.symbol === wanted) : undefined) ??
    sold.find((entry) => !entry.network.contract_address && entry.asset.symbol === network.nativeCurrency.symbol) ??
    sold[0]
  )
}

/**
 * Spec §8: a placeholder quote (the provider could not be asked) is returned, but its contents are
 * not shown: only a provider's own quote has figures to show.
 */
export function shownQuote(quote: OnrampQuote | undefined): OnrampQuote | undefined {
  return quote && !quote.placeholder && quote.quoteId !== 'placeholder' ? quote : undefined
}

/** Spec §8's placeholder quote, for when no quote can be had: its figures are not shown. */
export function placeholderQuote(currency: string, asset: string): OnrampQuote {
  const none = { amount: '0', currency }
  return { quoteId: 'placeholder', paymentSubtotal: none, paymentTotal: none, purchaseAmount: { amount: '0', currency: asset }, networkFee: none, providerFee: none, placeholder: true }
}

/** "10.00" reads as 10, "9.50" as 9.5. */
function plain(amount: string): string {
  const value = Number(amount)
  return Number.isFinite(value) ? String(value) : amount
}
