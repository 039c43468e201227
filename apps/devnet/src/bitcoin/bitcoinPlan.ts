/**
 * What the local Bitcoin chain runs and seeds: a regtest node whose dev accounts (the devnet
 * mnemonic's BIP-84 keys) each hold a round sum from the start, and a block every few seconds so a
 * sent transaction confirms on its own. The price is the same fixed dev price table as the other
 * chains' (there is no price feed on a devnet).
 */
export interface BitcoinChainPlan {
  name: string
  /** What each dev account starts with, in whole BTC (one output each, confirmed before the start returns). */
  btcPerAccount: number
  nativePriceUsd: number
  /** How often a block is mined, in milliseconds (Bitcoin's is ten minutes; a devnet's is short). */
  blockIntervalMs: number
  /** The fee rates /fee-estimates answers, in sat/vB by confirmation target: what a quiet mempool.space says. */
  feeRates: Record<string, number>
}

export const bitcoinPlan: BitcoinChainPlan = {
  name: 'Foyer Bitcoin Devnet',
  btcPerAccount: 10,
  nativePriceUsd: 60_000,
  blockIntervalMs: 3_000,
  feeRates: { '1': 4.012, '2': 4.012, '3': 3.005, '6': 2.508, '10': 2.005, '25': 2.001, '144': 2, '504': 2, '1008': 2 },
}

/** The Esplora front's port when the CLI is given none: electrs' own for regtest. */
export const DEFAULT_BITCOIN_PORT = 3002

/**
 * Regtest's genesis block (Bitcoin Core's, which the node runs), so `bip122:` and its first 32
 * hex characters is the chain's CAIP-2 id, as wallets and WalletConnect name regtest.
 */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
export const REGTEST_CAIP2 = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`
