/**
 * Which methods a public proxy forwards to a chain's nodes: an explicit list per namespace, so a
 * node's own extensions (anvil's eth_sendUnsignedTransaction, which spends from a node account with
 * no key; filters, which keep state on the node for whoever made them; administration namespaces)
 * are refused without being named, and a method added to nodes later is refused until it is judged.
 */

/**
 * eip155: the standard reads that wallets, the modal and viem's public actions make, gas and fee
 * estimates, and eth_sendRawTransaction (signed by the user's own wallet). Not the methods that use
 * the node's accounts or keys (eth_accounts, eth_sendTransaction, eth_sign…), not filters and
 * subscriptions (eth_newFilter and its kin: viem falls back to eth_getLogs without them), and not
 * the heavy scans a node serves for its operator (debug_, trace_, eth_getBlockReceipts, eth_simulateV1).
 */
const EIP155_FORWARDED_METHODS = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

export function isForwardedMethod(method: string): boolean {
  return EIP155_FORWARDED_METHODS.has(method)
}

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

export function methodNotAllowedMessage(method: string): string {
  return `Method not allowed on this proxy: ${method}`
}
