/**
 * Which methods a public proxy forwards: reads, and eth_sendRawTransaction (signed by the user's own
 * wallet). It is an allow-list by namespace, so node-administration namespaces (anvil_, hardhat_,
 * evm_, debug_, admin_, personal_, miner_, txpool_, …) are refused without being named; inside the
 * allowed namespaces, the methods that use the node's own accounts or keys are refused too.
 */
const FORWARDED_NAMESPACES = ['eth_', 'net_', 'web3_'] as const

const NODE_ACCOUNT_METHODS = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_coinbase',
  'eth_sendTransaction',
  'eth_submitWork',
  'eth_submitHashrate',
])

export function isForwardedMethod(method: string): boolean {
  if (!FORWARDED_NAMESPACES.some((namespace) => method.startsWith(namespace))) return false
  // eth_sign, eth_signTransaction, eth_signTypedData and its versions all sign with a node key.
  return !NODE_ACCOUNT_METHODS.has(method) && !method.startsWith('eth_sign')
}

/**
 * What a public proxy forwards to a Solana node: the reads wallets and the modal make, simulation,
 * and sendTransaction (signed by the user's own wallet). Not requestAirdrop (a faucet), and not the
 * scans that load a node (getProgramAccounts, getLargestAccounts, getBlock…): an allow-list, so a
 * method added to validators later is refused until it is judged.
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
