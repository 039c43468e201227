import { createHash } from 'node:crypto'
import type { CaipNetworkId } from '../../caip.ts'
import { FIAT_PER_USD } from '../../prices/fiatCurrencies.ts'
import { networkNameOf } from '../onrampNetworks.ts'
import { FALLBACK_LIMITS } from '../onrampCatalogue.ts'

/** An EVM chain the stand-ins sell on: its RPC node, native currency and tokens, with the fixed dev prices. */
export interface StandInChain {
  caipNetworkId: CaipNetworkId
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd?: number
  tokens: readonly { address: string; name: string; symbol: string; decimals: number; priceUsd?: number }[]
}

/** A Solana cluster the stand-ins sell SOL on (credited by its faucet: the devnet's requestAirdrop). */
export interface StandInSolanaChain {
  caipNetworkId: CaipNetworkId
  name: string
  rpcUrl: string
  nativePriceUsd?: number
}

/** One asset on one network, as the stand-ins sell it. */
export interface Listing {
  symbol: string
  name: string
  /** A stable UUID per symbol, as Coinbase's asset ids are. */
  assetId: string
  network: string
  networkDisplayName: string
  caipNetworkId: CaipNetworkId
  /** An EVM chain id in decimal, or the Solana cluster's CAIP-2 reference. */
  chainId: string
  contractAddress: string
  decimals: number
  priceUsd: number
  rpcUrl: string
  /** Meld's name for it: the symbol, with the network after an underscore. */
  meldCode: string
}

/** The fiat currencies the stand-ins take, each with spec §9's limits (card 10–7500, bank account 10–25000). */
export const STAND_IN_FIAT = ['USD', 'EUR', 'GBP'] as const
export const STAND_IN_LIMITS = FALLBACK_LIMITS
/** The stand-ins' fees: inside the providers' 1–2 % (spec §9), and a flat network fee. */
export const STAND_IN_FEE_RATE = { coinbase: 0.015, meld: 0.01 } as const
export const STAND_IN_NETWORK_FEE = 0.1

export function listings(chains: readonly StandInChain[], solana: readonly StandInSolanaChain[]): Listing[] {
  const list: Listing[] = []
  const add = (listing: Omit<Listing, 'assetId' | 'meldCode'>) =>
    list.push({ ...listing, assetId: assetIdOf(listing.symbol), meldCode: `${listing.symbol}_${listing.network.toUpperCase().replace(/-/g, '')}` })
  for (const chain of chains) {
    const network = { network: networkNameOf(chain.name), networkDisplayName: chain.name, caipNetworkId: chain.caipNetworkId, chainId: chain.caipNetworkId.split(':')[1]!, rpcUrl: chain.rpcUrl }
    if (chain.nativePriceUsd)
      add({ ...network, symbol: chain.nativeCurrency.symbol, name: chain.nativeCurrency.name, contractAddress: '', decimals: chain.nativeCurrency.decimals, priceUsd: chain.nativePriceUsd })
    for (const token of chain.tokens) {
      // Tokens of 0 decimals are dropped by the modal (spec §9); the stand-ins sell only what it shows.
      if (token.priceUsd && token.decimals > 0) add({ ...network, symbol: token.symbol, name: token.name, contractAddress: token.address, decimals: token.decimals, priceUsd: token.priceUsd })
    }
  }
  for (const cluster of solana) {
    if (!cluster.nativePriceUsd) continue
    add({
      symbol: 'SOL',
      name: 'Solana',
      network: networkNameOf(cluster.name),
      networkDisplayName: cluster.name,
      caipNetworkId: cluster.caipNetworkId,
      chainId: cluster.caipNetworkId.split(':')[1]!,
      contractAddress: '',
      decimals: 9,
      priceUsd: cluster.nativePriceUsd,
      rpcUrl: cluster.rpcUrl,
    })
  }
  return list
}

/** What a payment buys at a stand-in: fees in the payment currency, the crypto amount at the dev price. */
export function standInQuote(listing: Listing, paymentAmount: number, currency: string, feeRate: number) {
  const perUsd = FIAT_PER_USD[currency.toLowerCase() as keyof typeof FIAT_PER_USD]
  if (!perUsd) return undefined
  const fee = round2(paymentAmount * feeRate)
  const networkFee = STAND_IN_NETWORK_FEE
  const subtotal = round2(paymentAmount - fee - networkFee)
  const purchase = Math.max(0, subtotal / (listing.priceUsd * perUsd))
  return { total: paymentAmount, subtotal, fee, networkFee, purchase: purchase.toFixed(Math.min(listing.decimals, 8)) }
}

/** Why an amount is refused for a method and currency (the limits message a provider gives), or undefined. */
export function limitProblem(amount: number, currency: string, method: string): string | undefined {
  if (!(STAND_IN_FIAT as readonly string[]).includes(currency)) return `${currency} is not a payment currency here`
  const limit = STAND_IN_LIMITS.find((candidate) => candidate.id === method)
  if (!limit) return `${method} is not a payment method here`
  if (amount < Number(limit.min) || amount > Number(limit.max)) return `amount must be between ${limit.min} and ${limit.max} ${currency}`
  return undefined
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

function assetIdOf(symbol: string): string {
  const hex = createHash('sha256').update(`foyer-onramp-stand-in:${symbol}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
