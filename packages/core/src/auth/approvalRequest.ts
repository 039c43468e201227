/**
 * What an unsafe request of the embedded wallet asks of the visitor, so ApproveTransaction is titled
 * by it: signing a message, signing typed data, sending a transaction, or another request (permissions).
 */
export type ApprovalRequest = 'message' | 'typedData' | 'transaction' | 'other'

const REQUESTS: Readonly<Record<string, ApprovalRequest>> = {
  personal_sign: 'message',
  solana_signMessage: 'message',
  eth_signTypedData_v4: 'typedData',
  eth_sendTransaction: 'transaction',
  eth_sendUserOperation: 'transaction',
  wallet_sendCalls: 'transaction',
  solana_signTransaction: 'transaction',
  solana_signAllTransactions: 'transaction',
  solana_signAndSendTransaction: 'transaction',
}

export function approvalRequestOf(method: string): ApprovalRequest {
  return Object.hasOwn(REQUESTS, method) ? REQUESTS[method]! : 'other'
}
