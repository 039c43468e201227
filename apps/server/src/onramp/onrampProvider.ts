/**
 * What Foyer asks of an onramp provider (Coinbase Onramp, Meld): the currencies it sells and
 * takes, a quote, a hosted page to pay on, and a user's past purchases. Each provider's client
 * turns its own wire format into these shapes; the routes never ask which provider it is.
 */

export const ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const
export type OnrampProviderId = (typeof ONRAMP_PROVIDERS)[number]

export const PROVIDER_NAMES: Record<OnrampProviderId, string> = { coinbase: 'Coinbase', meld: 'Meld' }

export interface OnrampProvider {
  id: OnrampProviderId
  options(): Promise<ProviderOptions>
  quote(request: ProviderQuoteRequest): Promise<ProviderQuote>
  /** The URL of the provider's hosted page where the person pays. */
  payUrl(request: ProviderPayRequest): Promise<string>
  /** The purchases made under a partner user id (Foyer uses the buyer's address), newest first. */
  purchases(partnerUserId: string): Promise<ProviderPurchase[]>
}

/** A payment method's limits in one fiat currency; `id` in Foyer's words (card, bank_account, apple_pay…). */
export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

export interface ProviderOptions {
  paymentCurrencies: { id: string; limits: PaymentMethodLimit[] }[]
  purchaseCurrencies: ProviderAsset[]
}

export interface ProviderAsset {
  symbol: string
  name: string
  /** The provider's id of the asset as a whole (Coinbase's asset UUID), where it has one. */
  code?: string
  networks: ProviderNetwork[]
}

export interface ProviderNetwork {
  /** Foyer's network name (Coinbase's: ethereum, base, solana…). */
  name: string
  displayName: string
  /** An EVM chain id in decimal, or a Solana cluster's CAIP-2 reference; empty when unknown. */
  chainId: string
  contractAddress: string
  /** What the provider calls the asset on this network (Coinbase: the network name; Meld: USDC_BASE). */
  code: string
}

export interface ProviderQuoteRequest {
  asset: { symbol: string; code?: string }
  network: { name: string; code: string }
  /** Fiat amount with two decimals, fees included. */
  paymentAmount: string
  paymentCurrency: string
  paymentMethod: string
  country: string
  subdivision?: string
}

export interface Money {
  amount: string
  currency: string
}

export interface ProviderQuote {
  quoteId: string
  paymentTotal: Money
  paymentSubtotal: Money
  purchaseAmount: Money
  networkFee: Money
  providerFee: Money
}

export interface ProviderPayRequest {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[]
  /** Foyer's network name, and what the provider calls the asset there (when the caller chose one). */
  defaultNetwork?: { name: string; code: string }
  asset?: { symbol: string; code?: string }
  partnerUserId: string
  presetFiatAmount?: string
  presetCryptoAmount?: string
  paymentCurrency: string
  /** Foyer's payment method id (card, bank_account): the one the preset amount was checked against. */
  paymentMethod: string
  country: string
  redirectUrl?: string
}

export interface ProviderPurchase {
  id: string
  status: 'pending' | 'success' | 'failed'
  /** The provider's network name (Coinbase) or currency code (Meld), resolved by the catalogue. */
  network: string
  /** The chain id where the provider gives one (Meld). */
  chainId?: string
  symbol: string
  /** The crypto amount as a decimal string. */
  amount: string
  walletAddress: string
  txHash: string
  createdAt: string
  completedAt?: string
}

/**
 * A provider that could not answer: down, slow, refusing Foyer's credentials or answering
 * something that is not its API. The routes answer it as 502 or 503 (or a fallback, spec §8).
 */
export class OnrampUpstreamError extends Error {
  constructor(
    readonly provider: OnrampProviderId,
    /** 503 while it is unreachable or slow, 502 when it answered wrongly. */
    readonly statusCode: 502 | 503,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${PROVIDER_NAMES[provider]} ${message}`, options)
    this.name = 'OnrampUpstreamError'
  }
}

/** A request the provider refused as bad (a 4xx other than auth): the caller's input, answered as 400. */
export class OnrampRefusedError extends Error {
  constructor(
    readonly provider: OnrampProviderId,
    message: string,
  ) {
    super(`${PROVIDER_NAMES[provider]} refused the request: ${message}`)
    this.name = 'OnrampRefusedError'
  }
}
