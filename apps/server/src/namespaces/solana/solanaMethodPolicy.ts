/**
 * What a public proxy forwards to a Solana node: the reads wallets and the modal make, simulation,
 * and sendTransaction (signed by the user's own wallet). Not requestAirdrop (a faucet), and not the
 * scans that load a node (getProgramAccounts, getLargestAccounts, getBlock…).
 */
const SOLANA_FORWARDED_METHODS = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

export function isForwardedSolanaMethod(method: string): boolean {
  return SOLANA_FORWARDED_METHODS.has(method)
}
