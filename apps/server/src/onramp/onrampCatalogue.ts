import type { CaipNetworkId } from '../caip.ts'
import type { ListedChain } from '../namespaces/namespaces.ts'
import { caipNetworkOf, networkNameOf } from './onrampNetworks.ts'
import type { OnrampProviderId, PaymentMethodLimit, ProviderOptions } from './onrampProvider.ts'

/** What can be bought and paid with, every provider's offer merged: the options route's answer and the quote's lookup. */
export interface Catalogue {
  paymentCurrencies: CataloguePayment[]
  purchaseCurrencies: CatalogueAsset[]
  /** True when no provider answered and this is the built-in list (spec §8). */
  fallback: boolean
  /** The providers whose offers are in it. */
  answered: OnrampProviderId[]
}

export interface CataloguePayment {
  id: string
  name: string
  symbol: string
  limits: PaymentMethodLimit[]
}

export interface CatalogueAsset {
  /** Coinbase's asset id where Coinbase sells it, else the symbol. */
  id: string
  name: string
  symbol: string
  /** Each provider's id of the asset as a whole (Coinbase's UUID). */
  codes: Partial<Record<OnrampProviderId, string>>
  networks: CatalogueNetwork[]
}

export interface CatalogueNetwork {
  name: string
  displayName: string
  chainId: string
  contractAddress: string
  caipNetworkId: CaipNetworkId | undefined
  /** What each provider selling the asset here calls it (Coinbase: the network name; Meld: a currency code). */
  codes: Partial<Record<OnrampProviderId, string>>
}

/** Spec §9: the limits used when no provider says (card 10 to 7500, bank account 10 to 25000). */
export const FALLBACK_LIMITS: PaymentMethodLimit[] = [
  { id: 'card', min: '10', max: '7500' },
  { id: 'bank_account', min: '10', max: '25000' },
]

/** Spec §8: the payment currencies offered when no provider answers. */
export const FALLBACK_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const

const FIAT: Record<string, { name: string; symbol: string }> = {
  USD: { name: 'US Dollar', symbol: '$' },
  EUR: { name: 'Euro', symbol: '€' },
  GBP: { name: 'British Pound', symbol: '£' },
  CAD: { name: 'Canadian Dollar', symbol: 'CA$' },
  AUD: { name: 'Australian Dollar', symbol: 'A$' },
  CHF: { name: 'Swiss Franc', symbol: 'CHF' },
}

function paymentCurrency(id: string, limits: PaymentMethodLimit[]): CataloguePayment {
  return { id, name: FIAT[id]?.name ?? id, symbol: FIAT[id]?.symbol ?? id, limits }
}

/**
 * The providers' offers as one list, in the providers' order: an asset is one entry by symbol, a
 * network one entry by chain (the first provider's name for it wins, so a quote's `network` is the
 * name Coinbase uses where Coinbase sells it); each keeps what every provider calls it. Payment
 * currencies take the first limits given for each method; when no provider lists any, the
 * built-in USD and EUR with spec §9's limits.
 */
export function mergeOptions(answers: readonly { provider: OnrampProviderId; options: ProviderOptions }[], fallbackAssets: readonly CatalogueAsset[]): Catalogue {
  const assets = new Map<string, CatalogueAsset>()
  const payments = new Map<string, CataloguePayment>()
  for (const { provider, options } of answers) {
    for (const offered of options.purchaseCurrencies) {
      const asset = assets.get(offered.symbol) ?? { id: offered.code ?? offered.symbol, name: offered.name, symbol: offered.symbol, codes: {}, networks: [] }
      if (offered.code) asset.codes[provider] ??= offered.code
      if (provider === 'coinbase' && offered.code) asset.id = offered.code
      for (const network of offered.networks) {
        const caipNetworkId = caipNetworkOf(network)
        const same = asset.networks.find((known) => (caipNetworkId ? known.caipNetworkId === caipNetworkId : known.name === network.name))
        if (same) {
          same.codes[provider] ??= network.code
          continue
        }
        const { code, ...described } = network
        asset.networks.push({ ...described, caipNetworkId, codes: { [provider]: code } })
      }
      assets.set(offered.symbol, asset)
    }
    for (const offered of options.paymentCurrencies) {
      const payment = payments.get(offered.id) ?? paymentCurrency(offered.id, [])
      for (const limit of offered.limits) if (!payment.limits.some((known) => known.id === limit.id)) payment.limits.push(limit)
      payments.set(offered.id, payment)
    }
  }
  const anyAnswer = answers.length > 0
  return {
    paymentCurrencies: payments.size > 0 ? [...payments.values()] : fallbackPayments(),
    purchaseCurrencies: anyAnswer ? [...assets.values()] : [...fallbackAssets],
    fallback: !anyAnswer,
    answered: answers.map((answer) => answer.provider),
  }
}

function fallbackPayments(): CataloguePayment[] {
  return FALLBACK_PAYMENT_CURRENCIES.map((id) =>
    paymentCurrency(
      id,
      FALLBACK_LIMITS.map((limit) => ({ ...limit })),
    ),
  )
}

/**
 * The built-in purchase list: what the server's own chains hold (each native currency and listed
 * token), named as the stand-ins name them. Offered while no provider answers, so the modal still
 * has something to show; buying then waits for a provider.
 */
export function servedAssets(chains: readonly ListedChain[]): CatalogueAsset[] {
  const assets = new Map<string, CatalogueAsset>()
  const add = (symbol: string, name: string, network: Omit<CatalogueNetwork, 'codes'>) => {
    const asset = assets.get(symbol) ?? { id: symbol, name, symbol, codes: {}, networks: [] }
    asset.networks.push({ ...network, codes: { coinbase: network.name, meld: symbol } })
    assets.set(symbol, asset)
  }
  for (const chain of chains) {
    // Providers name a chain by its CAIP-2 reference: an EVM chain id, a Solana cluster's genesis-hash prefix.
    const reference = chain.caipNetworkId.slice(chain.caipNetworkId.indexOf(':') + 1)
    const network = { name: networkNameOf(chain.name), displayName: chain.name, chainId: reference, caipNetworkId: chain.caipNetworkId as CaipNetworkId }
    add(chain.nativeCurrency.symbol, chain.nativeCurrency.name, { ...network, contractAddress: '' })
    for (const token of chain.tokens) add(token.symbol, token.name, { ...network, contractAddress: token.address })
  }
  return [...assets.values()]
}

export function fallbackCatalogue(fallbackAssets: readonly CatalogueAsset[]): Catalogue {
  return mergeOptions([], fallbackAssets)
}

/** An asset by its id or symbol (any letter case), and one of its networks by name. */
export function findAsset(catalogue: Catalogue, idOrSymbol: string): CatalogueAsset | undefined {
  const upper = idOrSymbol.toUpperCase()
  return catalogue.purchaseCurrencies.find((asset) => asset.id === idOrSymbol || asset.symbol === upper)
}

export function findNetwork(catalogue: Catalogue, name: string): CatalogueNetwork | undefined {
  for (const asset of catalogue.purchaseCurrencies) {
    const network = asset.networks.find((candidate) => candidate.name === name)
    if (network) return network
  }
  return undefined
}
