import type { EmbeddedWallet } from '../../embeddedWallet.ts'
import type { SolanaChainConfig } from '../solanaChainConfig.ts'
import { airdrop } from './faucetAirdrop.ts'
import { runSolanaRequest } from './solanaRequests.ts'

/**
 * The embedded wallet on Solana clusters: the user's key at m/44'/501'/0'/0'. It signs on the
 * server's Solana chains and on the clusters the auth settings name (devnet unless told), sending
 * only through a served chain's nodes.
 */
export const solanaEmbeddedWallet: EmbeddedWallet<SolanaChainConfig> = {
  ownsMethod: (method) => method.startsWith('solana_'),
  addressOf: (user) => user.solanaAddress,
  signingOnlyChains: (settings) => settings.solanaChains,
  signer: () => (request) => runSolanaRequest(request),
  devFunding: { amount: (settings) => settings.devFundingLamports, unit: 'lamports', fund: airdrop },
}
