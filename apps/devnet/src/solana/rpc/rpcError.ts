/** A JSON-RPC error with a validator's code and message (and its `data`, where a validator gives one). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

// The codes Agave's RPC answers with (rpc-client-api's custom_error.rs and JSON-RPC's own).
export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003
export const UNSUPPORTED_TRANSACTION_VERSION = -32015

export const invalidParams = (detail: string) => new RpcError(INVALID_PARAMS, `Invalid params: ${detail}`)
