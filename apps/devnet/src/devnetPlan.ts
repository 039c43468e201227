/**
 * What the devnet runs and seeds: two chains, so network switching is real, each with the same
 * four tokens but different balances, so a test can tell the chains apart by a balance alone.
 * Prices are a fixed dev price table (there is no price feed on a devnet).
 */

export interface TokenPlan {
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  /** The contract deployed: a well-behaved ERC-20 (the default) or one with USDT's quirks. */
  contract?: 'DevToken' | 'TetherToken'
  /** Balances to mint, as decimal strings in whole tokens, by dev-account index. */
  balances: Record<number, string>
}

export interface ChainPlan {
  chainId: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
  /** Deployed in this order from account 0 at nonces 0, 1, 2…, so addresses are fixed. */
  tokens: TokenPlan[]
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const ETH_PRICE_USD = 3000

export const devnetPlan: [ChainPlan, ChainPlan] = [
  {
    chainId: 31337,
    name: 'Foyer Devnet',
    nativeCurrency: ether,
    nativePriceUsd: ETH_PRICE_USD,
    tokens: [
      { name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6, priceUsd: 1, balances: { 0: '1250.5', 1: '500', 2: '0.000001' } },
      { name: 'Dai Stablecoin (dev)', symbol: 'DAI', decimals: 18, priceUsd: 1, balances: { 0: '42.125', 1: '1000' } },
      // Spec §5 drops zero-decimals tokens as low quality; this one exists to prove that rule.
      { name: 'Zero Decimals Token', symbol: 'ZERO', decimals: 0, priceUsd: 0.5, balances: { 0: '7', 1: '3' } },
      // USDT's own contract returns nothing from transfer; sends must work with it all the same.
      { name: 'Tether USD (dev)', symbol: 'USDT', decimals: 6, priceUsd: 1, contract: 'TetherToken', balances: { 0: '300', 1: '25' } },
    ],
  },
  {
    chainId: 31338,
    name: 'Foyer Devnet L2',
    nativeCurrency: ether,
    nativePriceUsd: ETH_PRICE_USD,
    tokens: [
      { name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6, priceUsd: 1, balances: { 0: '75', 1: '20.25' } },
      // Account 0 holds no DAI here, so "zero balances are omitted" has a case to check.
      { name: 'Dai Stablecoin (dev)', symbol: 'DAI', decimals: 18, priceUsd: 1, balances: { 1: '9.99' } },
      { name: 'Zero Decimals Token', symbol: 'ZERO', decimals: 0, priceUsd: 0.5, balances: { 0: '11' } },
      { name: 'Tether USD (dev)', symbol: 'USDT', decimals: 6, priceUsd: 1, contract: 'TetherToken', balances: { 0: '40' } },
    ],
  },
]

/** Ports the CLI uses when none are given: the usual local-node port and the one after it. */
export const DEFAULT_PORTS: [number, number] = [8545, 8546]
