/** The eth_sendTransaction parameter object (EIP-1474): quantities as 0x hex, no chain id. */
export interface RpcTransaction {
  from: string
  to: string
  value?: `0x${string}`
  data?: string
}

/** A transaction from `from`, as wallets take it in eth_sendTransaction. */
export function toRpcTransaction(from: string, transaction: { to: string; value?: bigint; data?: string }): RpcTransaction {
  return {
    from,
    to: transaction.to,
    ...(transaction.value !== undefined && { value: `0x${transaction.value.toString(16)}` as const }),
    ...(transaction.data !== undefined && transaction.data !== '0x' && { data: transaction.data }),
  }
}
