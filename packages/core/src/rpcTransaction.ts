import type { TransactionRequest } from './connector.ts'

/** The eth_sendTransaction parameter object (EIP-1474): quantities as 0x hex, no chain id. */
export interface RpcTransaction {
  from: string
  to: string
  value?: `0x${string}`
  data?: string
}

/** A transaction request as wallets take it in eth_sendTransaction. */
export function toRpcTransaction(transaction: TransactionRequest): RpcTransaction {
  return {
    from: transaction.address,
    to: transaction.to,
    ...(transaction.value !== undefined && { value: `0x${transaction.value.toString(16)}` as const }),
    ...(transaction.data !== undefined && transaction.data !== '0x' && { data: transaction.data }),
  }
}
