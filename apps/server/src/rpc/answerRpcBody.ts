import { errorResponse, RPC_ERROR_CODE, type JsonRpcRequest, type JsonRpcResponse } from './jsonRpc.ts'
import { methodNotAllowedMessage } from './methodPolicy.ts'
import type { BatchEntry, RpcBody } from './rpcBody.ts'
import { AnswerTooLargeError, UpstreamsUnavailableError, type SendOptions, type Upstreams } from './upstreams.ts'

export interface ProxiedChain {
  caipNetworkId: string
  upstreams: Upstreams
  /** Its namespace's policy: which methods the proxy forwards to its nodes. */
  isForwarded(method: string): boolean
}

export interface RpcAnswer {
  /** 200 when every request got its answer; 503 when requests that needed a node could not reach one. */
  status: 200 | 503
  body: JsonRpcResponse | JsonRpcResponse[]
}

/**
 * Answers a readable body: requests refused by the method policy are answered here, the rest go to
 * the chain's nodes together, as one request or one batch, exactly as the caller grouped them. They
 * leave renumbered 0…n-1, so answers come back to their requests whatever ids the caller used (even
 * repeated ones) and in whatever order the node answers; the caller gets them in its own order.
 */
export async function answerRpcBody(body: Exclude<RpcBody, { kind: 'refused' }>, chain: ProxiedChain, options: SendOptions = {}): Promise<RpcAnswer> {
  const entries = (body.kind === 'single' ? [{ request: body.request }] : body.entries).map((entry) => refuseDisallowed(entry, chain))

  const forwarded = entries.flatMap((entry, position) => ('request' in entry ? [{ position, request: entry.request }] : []))
  const answers = entries.map((entry) => ('answer' in entry ? entry.answer : undefined))
  let status: RpcAnswer['status'] = 200

  if (forwarded.length > 0) {
    const renumbered = forwarded.map(({ request }, index) => ({ ...request, id: index }))
    try {
      const nodeAnswers = await chain.upstreams.send(body.kind === 'single' ? renumbered[0]! : renumbered, options)
      const byNodeId = new Map(nodeAnswers.map((answer) => [answer.id, answer]))
      forwarded.forEach(({ position, request }, index) => {
        answers[position] = answerFor(request, byNodeId.get(index) ?? byNodeId.get(null))
      })
    } catch (error) {
      if (error instanceof AnswerTooLargeError) {
        // The caller asked for more than the proxy relays: its answer, not an outage.
        const message = `${error.message}; ask for less at a time (a narrower block range, fewer requests in a batch)`
        for (const { position, request } of forwarded) answers[position] = errorResponse(request.id, RPC_ERROR_CODE.limitExceeded, message)
      } else {
        if (!(error instanceof UpstreamsUnavailableError)) throw error
        status = 503
        const message = `No RPC node of ${chain.caipNetworkId} could be reached: ${error.message}. Try again shortly.`
        for (const { position, request } of forwarded) answers[position] = errorResponse(request.id, RPC_ERROR_CODE.internalError, message)
      }
    }
  }

  const answered = answers as JsonRpcResponse[]
  return { status, body: body.kind === 'single' ? answered[0]! : answered }
}

function refuseDisallowed(entry: BatchEntry, chain: ProxiedChain): BatchEntry {
  if (!('request' in entry) || chain.isForwarded(entry.request.method)) return entry
  const { id, method } = entry.request
  return { answer: errorResponse(id, RPC_ERROR_CODE.methodNotFound, methodNotAllowedMessage(method)) }
}

/**
 * The node's answer to a request, carrying the caller's id again. A node that refuses a batch as a
 * whole answers one error with a null id: that error is each request's answer.
 */
function answerFor(request: JsonRpcRequest, answer: JsonRpcResponse | undefined): JsonRpcResponse {
  if (!answer) return errorResponse(request.id, RPC_ERROR_CODE.internalError, 'The RPC node gave no answer to this request')
  return { ...answer, id: request.id }
}
