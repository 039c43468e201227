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

export function isForwardedEip155Method(method: string): boolean {
  return EIP155_FORWARDED_METHODS.has(method)
}
