/**
 * Which RPC methods the embedded wallet runs silently, which need the visitor's approval in the
 * frame (ApproveTransaction), and which it refuses (spec §6). The app and the frame both classify,
 * and the server checks again: none trusts the other side's verdict.
 */

/** Reads and the sending of an already signed transaction: run without asking. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'solana_getBalance',
  // Foyer's own: what the approval screen shows of a Polkadot transaction payload, read by the server (protocol/polkadotTransaction.ts).
  'polkadot_describeTransaction',
  // Foyer's own: whether the app pays the network fee of the smart account's next operation (what its approval says).
  'foyer_gasSponsorship',
  // Foyer's own: what a smart account's operation would cost it (a send's review).
  'foyer_estimateOperationFee',
] as const

/** Anything that signs or spends: the frame shows the request and proceeds only on approval. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'bip122_signMessage',
  'bip122_signPsbt',
  'polkadot_signMessage',
  'polkadot_signTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/**
 * Unsafe methods the embedded wallet does not offer: ERC-7715 permissions (no session-key module
 * is deployed for its Safe; the spec's `smartSessions: false` keeps them out of the modal) and a
 * raw ERC-4337 operation (its sends and batches are its own operations). Each side refuses them
 * with 4200 before anything opens, so no approval is shown for a request that cannot succeed.
 */
export const UNOFFERED_RPC_METHODS = ['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'] as const

/** The refusal of an unoffered method: EIP-1193's 4200 (unsupported method) with the spec's words. */
export const UNOFFERED_METHOD_ERROR = { message: 'This application might not support Smart Accounts', code: 4200 } as const

const UNOFFERED: ReadonlySet<string> = new Set(UNOFFERED_RPC_METHODS)

export function isUnofferedRpcMethod(method: string): boolean {
  return UNOFFERED.has(method)
}

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
export type RpcMethodClass = 'safe' | 'unsafe' | 'unknown'

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

export function rpcMethodClass(method: string): RpcMethodClass {
  if (SAFE.has(method)) return 'safe'
  if (UNSAFE.has(method)) return 'unsafe'
  return 'unknown'
}
