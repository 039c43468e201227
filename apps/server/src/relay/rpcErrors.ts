/**
 * The JSON-RPC errors the relay answers. The standard codes for malformed calls, and codes of
 * the implementation-defined range (-32000…-32099) for each cap, so a client can tell them apart.
 */
export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  messageTooLarge: -32001,
  topicFull: -32002,
  rateLimited: -32003,
  tooManySubscriptions: -32004,
  tooManyPendingRequests: -32005,
  publisherBudgetFull: -32006,
} as const

export type RpcErrorCode = (typeof RPC_ERRORS)[keyof typeof RPC_ERRORS]

/** A call the relay refuses; `message` says why in words a developer can act on. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  constructor(
    readonly code: RpcErrorCode,
    message: string,
  ) {
    super(message)
  }
}
