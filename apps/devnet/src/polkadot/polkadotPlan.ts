/**
 * What the local Polkadot chain runs and seeds: Rococo's Asset Hub runtime (asset-hub-rococo, from
 * its raw chain spec) under chopsticks, in memory, whose dev accounts (the devnet mnemonic's sr25519
 * keys, `polkadotDevKeys.ts`) each hold a round sum from the start. The price is the same fixed dev
 * price table as the other chains' (there is no price feed on a devnet).
 */
export interface PolkadotChainPlan {
  name: string
  /** The runtime's native token, as its chain spec's properties name it (ROC, 12 decimals). */
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The SS58 address prefix of the runtime (2: Kusama's, which the Rococo parachains use). */
  ss58Prefix: number
  /** What each dev account starts with, in whole ROC (written into `System.Account` at the start). */
  rocPerAccount: number
  nativePriceUsd: number
}

export const polkadotPlan: PolkadotChainPlan = {
  name: 'Foyer Polkadot Devnet',
  nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
  ss58Prefix: 2,
  rocPerAccount: 1000,
  nativePriceUsd: 5,
}

/** How many dev accounts the chain funds (`//0` … `//7` of the devnet mnemonic). */
export const POLKADOT_DEV_ACCOUNT_COUNT = 8

/** The chopsticks WebSocket port when the CLI is given none: chopsticks' own default. */
export const DEFAULT_POLKADOT_PORT = 8000

/** A whole-ROC amount in planck, the runtime's unit (10^decimals planck to the ROC). */
export function rocToPlanck(roc: number): bigint {
  return BigInt(roc) * 10n ** BigInt(polkadotPlan.nativeCurrency.decimals)
}
