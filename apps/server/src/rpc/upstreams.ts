import { setTimeout as sleep } from 'node:timers/promises'
import { z } from 'zod'
import { inChildSpan, type SpanNotes } from '../kernel/telemetry/spans.ts'
import { jsonRpcResponseSchema, type JsonRpcRequest, type JsonRpcResponse } from './jsonRpc.ts'

/** How the proxy talks to a chain's nodes; spec §9 defaults: 3 retries, 150 ms apart, 10 s per attempt. */
export interface UpstreamPolicy {
  retryCount: number
  retryDelayMs: number
  timeoutMs: number
  /** The most bytes of a node's answer read (none: no cap); past it the answer is dropped unread. */
  maxAnswerBytes?: number
  /** The chain these nodes serve (CAIP-2), named in traces. */
  chainId?: string
}

/** One failed attempt, as logged: which upstream (by position, never its URL: URLs carry API keys), and why. */
export interface FailedAttempt {
  upstream: number
  attempt: number
  reason: string
}

/** Every upstream failed; the message says how, without their URLs. */
export class UpstreamsUnavailableError extends Error {
  override name = 'UpstreamsUnavailableError'
  constructor(readonly failures: readonly FailedAttempt[]) {
    const upstreams = new Set(failures.map((failure) => failure.upstream)).size
    super(`${count(failures.length, 'attempt')} on ${count(upstreams, 'upstream')} failed (last: ${failures.at(-1)?.reason})`)
  }
}

/** A node's answer was longer than the policy's maxAnswerBytes: it was cut there, unread, and not asked for again. */
export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError'
  constructor(readonly maxAnswerBytes: number) {
    super(`The RPC node's answer is over ${maxAnswerBytes} bytes, more than this proxy relays`)
  }
}

export interface SendOptions {
  /** Stops retrying (and the attempt under way) when the caller no longer waits. */
  signal?: AbortSignal
  onFailedAttempt?(failure: FailedAttempt): void
}

export interface Upstreams {
  /** Sends a request or a batch and resolves to the first JSON-RPC answer a node gives, as a list. */
  send(payload: JsonRpcRequest | JsonRpcRequest[], options?: SendOptions): Promise<JsonRpcResponse[]>
}

/** Waits between attempts; tests pass one that records the waits instead of measuring them. */
export type RetryWait = (ms: number, signal: AbortSignal | undefined) => Promise<unknown>

const waitFor: RetryWait = (ms, signal) => sleep(ms, undefined, { signal })

/**
 * Fallback transports over a chain's RPC URLs, primary first. Each URL gets 1 + retryCount attempts,
 * retryDelayMs apart, each cut at timeoutMs. Only failures that may pass and cost the node nothing
 * are retried on the same URL, then the next URL: no connection, HTTP 5xx or 429. A JSON-RPC answer,
 * an error one included, is final: it is the node's answer. An attempt cut at the timeout is final
 * too, never sent again to this node or another: a call one node could not answer in time (a heavy
 * eth_getLogs) would only load the next one the same way. So is an answer over maxAnswerBytes. Anything
 * else (another HTTP status without a JSON-RPC body, a body that is not JSON-RPC) will not improve on
 * retry, so it moves straight on to the next URL.
 */
export function fallbackUpstreams(urls: readonly string[], policy: UpstreamPolicy, wait: RetryWait = waitFor): Upstreams {
  return {
    send: (payload, options = {}) => inChildSpan(spanName(payload), spanAttributes(payload, policy), (span) => sendInTurn(urls, policy, wait, payload, options, span)),
  }
}

async function sendInTurn(
  urls: readonly string[],
  policy: UpstreamPolicy,
  wait: RetryWait,
  payload: JsonRpcRequest | JsonRpcRequest[],
  { signal, onFailedAttempt }: SendOptions,
  span: SpanNotes,
): Promise<JsonRpcResponse[]> {
  const body = JSON.stringify(payload)
  const failures: FailedAttempt[] = []
  for (const [index, url] of urls.entries()) {
    for (let attempt = 1; attempt <= 1 + policy.retryCount; attempt++) {
      if (attempt > 1) await wait(policy.retryDelayMs, signal)
      const outcome = await attemptOnce(url, body, policy, signal)
      if ('answer' in outcome) return outcome.answer
      const failure = { upstream: index + 1, attempt, reason: outcome.reason }
      failures.push(failure)
      onFailedAttempt?.(failure)
      span.addEvent('attempt failed', { 'foyer.rpc.upstream': failure.upstream, 'foyer.rpc.attempt': attempt, 'foyer.rpc.reason': failure.reason })
      if (outcome.next === 'stop') throw outcome.tooLarge ? new AnswerTooLargeError(policy.maxAnswerBytes!) : new UpstreamsUnavailableError(failures)
      if (outcome.next === 'nextUpstream') break
    }
  }
  throw new UpstreamsUnavailableError(failures)
}

/** `jsonrpc eth_call`, or `jsonrpc batch` for several calls. */
function spanName(payload: JsonRpcRequest | JsonRpcRequest[]): string {
  return Array.isArray(payload) ? 'jsonrpc batch' : `jsonrpc ${payload.method}`
}

/** The chain and the methods asked, never the nodes' URLs (they carry API keys) nor the parameters. */
function spanAttributes(payload: JsonRpcRequest | JsonRpcRequest[], policy: UpstreamPolicy) {
  const requests = Array.isArray(payload) ? payload : [payload]
  return {
    'rpc.system': 'jsonrpc',
    'rpc.method': Array.isArray(payload) ? 'batch' : payload.method,
    'foyer.rpc.methods': [...new Set(requests.map((request) => request.method))],
    'foyer.rpc.batch_size': requests.length,
    ...(policy.chainId ? { 'foyer.chain_id': policy.chainId } : {}),
  }
}

/** What follows a failed attempt: the same URL again, the next URL, or nothing more. */
type Outcome = { answer: JsonRpcResponse[] } | { next: 'retry' | 'nextUpstream' | 'stop'; reason: string; tooLarge?: true }

const answerSchema = z.union([jsonRpcResponseSchema.transform((response) => [response]), z.array(jsonRpcResponseSchema)])

async function attemptOnce(url: string, body: string, policy: UpstreamPolicy, signal: AbortSignal | undefined): Promise<Outcome> {
  const timeout = AbortSignal.timeout(policy.timeoutMs)
  const cut = new AbortController()
  let response: Response
  let text: string | undefined
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.any([cut.signal, timeout, ...(signal ? [signal] : [])]),
    })
    text = await readCapped(response, policy.maxAnswerBytes ?? Infinity)
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (timeout.aborted) return { next: 'stop', reason: `no answer within ${policy.timeoutMs} ms (not sent again)` }
    return { next: 'retry', reason: `unreachable (${networkErrorCode(error)})` }
  }
  if (text === undefined) {
    cut.abort()
    return { next: 'stop', reason: `an answer over ${policy.maxAnswerBytes} bytes (cut there)`, tooLarge: true }
  }
  if (response.status === 429 || response.status >= 500) return { next: 'retry', reason: `HTTP ${response.status}` }
  const answer = answerSchema.safeParse(parseJson(text))
  if (answer.success) return { answer: answer.data }
  return { next: 'nextUpstream', reason: `HTTP ${response.status} with a body that is not a JSON-RPC answer` }
}

/**
 * The body as text, read chunk by chunk and counted as it comes: undefined as soon as it passes
 * `maxBytes` (a declared Content-Length over it is not read at all), so no more than that is held.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    return undefined
  }
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** fetch reports a refused or reset connection as "fetch failed" with the system error as its cause. */
export function networkErrorCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  if (typeof cause?.code === 'string') return cause.code
  return error instanceof Error ? error.message : String(error)
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}
