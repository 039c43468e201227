import { HttpError } from '../kernel/http/httpError.ts'
import { JsonBodyTooDeepError } from '../kernel/http/jsonBodies.ts'
import { errorResponse, RPC_ERROR_CODE, type JsonRpcResponse } from './jsonRpc.ts'

export interface FailureAnswer {
  status: number
  body: JsonRpcResponse
  /** Not the caller's mistake: worth logging. */
  fault: boolean
}

/**
 * The JSON-RPC answer to a request that failed before the proxy could read it: Fastify's own body
 * errors (not JSON, too large, not sent as JSON), a body nested too deep, the querystring check,
 * and HttpErrors other layers raise (the project guard, rate limits). The HTTP status is kept: the
 * caller sees the status any route would give, with a JSON-RPC body.
 */
export function failureAnswer(error: Error & { code?: string; statusCode?: number }, bodyLimit: number): FailureAnswer {
  const answer = (status: number, code: number, message: string, data?: unknown) => ({
    status,
    body: errorResponse(null, code, message, data),
    fault: status >= 500,
  })
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, RPC_ERROR_CODE.parseError, 'Parse error: the body is not valid JSON')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, RPC_ERROR_CODE.parseError, 'Parse error: the body is empty; send a JSON-RPC request')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, RPC_ERROR_CODE.invalidRequest, `Invalid Request: the body is over ${bodyLimit} bytes; send smaller batches`)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, RPC_ERROR_CODE.invalidRequest, 'Invalid Request: send the body as JSON, with content-type: application/json')
  }
  if (error instanceof JsonBodyTooDeepError) return answer(400, RPC_ERROR_CODE.invalidRequest, `Invalid Request: ${error.message}`)
  if (error instanceof HttpError) {
    // A machine-readable reason (INVALID_PROJECT_ID, …) rides along as the error's data.
    const reason = (error.body as { code?: unknown }).code
    return answer(error.statusCode, codeForStatus(error.statusCode), error.message, typeof reason === 'string' ? { code: reason } : undefined)
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return answer(status, codeForStatus(status), error.message)
  return answer(500, RPC_ERROR_CODE.internalError, 'The server failed to answer this request; the error is logged.')
}

function codeForStatus(status: number): number {
  // The 400s this route raises itself come from its querystring: the URL's parameters are invalid.
  if (status === 400) return RPC_ERROR_CODE.invalidParams
  if (status === 429) return RPC_ERROR_CODE.limitExceeded
  return status >= 500 ? RPC_ERROR_CODE.internalError : RPC_ERROR_CODE.invalidRequest
}
