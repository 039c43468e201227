/**
 * The devnet's AMM (contracts/DevWeth.sol, DevSwapPair.sol, DevSwapRouter.sol): on each EVM chain,
 * wrapped ether, three constant-product pools and a router, deployed after everything else from
 * SWAP_DEPLOYER_INDEX at that account's nonces 0, 1, 2…, so their addresses are fixed and the
 * chain's first blocks (the tokens', the NFTs' and ENS's deploys) stay as they were.
 */

/**
 * Dev account 6 deploys the AMM and provides its liquidity; it is also the seeded tokens' minter
 * (TetherToken's owner), so it mints what the pools hold. Account 0 deploys the tokens, 7 ENS,
 * 8 the NFTs; tests only send to 6, never from it.
 */
export const SWAP_DEPLOYER_INDEX = 6

/** The fee each pool keeps from a swap's input, in basis points, as DevSwapRouter.FEE_BPS says. */
export const SWAP_FEE_BPS = 30

/** The symbol the plan gives the wrapped native token, which is not one of the chain's seeded tokens. */
export const WETH_SYMBOL = 'WETH'

export interface SwapPoolPlan {
  /** Symbols of the chain's seeded tokens, or WETH_SYMBOL. */
  tokens: [string, string]
  /**
   * The value of each side in USD: the amounts follow from the chain's dev price table (ETH at
   * the chain's nativePriceUsd, each token at its priceUsd), so the pool's price is the table's.
   */
  usdPerSide: number
}

/** Deployed in this order on both chains; 100 ETH against 300,000 USDC at 3000 USD per ETH. */
export const devSwapPlan: SwapPoolPlan[] = [
  { tokens: [WETH_SYMBOL, 'USDC'], usdPerSide: 300_000 },
  { tokens: [WETH_SYMBOL, 'USDT'], usdPerSide: 300_000 },
  { tokens: ['USDC', 'USDT'], usdPerSide: 1_000_000 },
]
