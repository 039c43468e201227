/**
 * What the local Solana chain runs and seeds: SOL for the dev accounts and two SPL tokens, one with
 * 6 decimals (USDC-like) and one with 9 (SOL-like), held by the first accounts. Prices are the same
 * fixed dev price table as the EVM chains' (there is no price feed on a devnet).
 */

export interface SolanaTokenPlan {
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  /** Balances to mint, as decimal strings in whole tokens, by dev-account index. */
  balances: Record<number, string>
}

export interface SolanaChainPlan {
  name: string
  /** What each dev account starts with, in whole SOL. */
  solPerAccount: number
  nativePriceUsd: number
  tokens: SolanaTokenPlan[]
}

export const solanaPlan: SolanaChainPlan = {
  name: 'Foyer Solana Devnet',
  solPerAccount: 1000,
  nativePriceUsd: 150,
  tokens: [
    { name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6, priceUsd: 1, balances: { 0: '1250.5', 1: '500' } },
    { name: 'Foyer Token (dev)', symbol: 'FOY', decimals: 9, priceUsd: 0.25, balances: { 0: '42.125', 1: '1000' } },
  ],
}

/** The RPC port the CLI uses when none is given: a local validator's usual one. */
export const DEFAULT_SOLANA_PORT = 8899
