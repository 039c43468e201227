import { setTimeout as sleep } from 'node:timers/promises'
import { z } from 'zod'
import { jsonRpcResponseSchema, type JsonRpcRequest, type JsonRpcResponse } from './jsonRpc.ts'

/** How the proxy talks to a chain's nodes; spec §9 defaults: 3 retries, 150 ms apart, 10 s per attempt. */
export interface UpstreamPolicy {
  retryCount: number
  retryDelayMs: number
  timeoutMs: number
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

export interface SendOptions {
  /** Stops retrying (and the attempt under way) when the caller no longer waits. */
  signal?: AbortSignal
  onFailedAttempt?(failure: FailedAttempt): void
}

export interface Upstreams {
  /** Sends a request or a batch and resolves to the first JSON-RPC answer a node gives, as a list. */
  send(payload: JsonRpcRequest | JsonRpcRequest[], options?: SendOptions): Promise<JsonRpcResponse[]>
}

/**
 * Fallback transports over a chain's RPC URLs, primary first. Each URL gets 1 + retryCount attempts,
 * retryDelayMs apart, each cut at timeoutMs. Only failures that may pass are retried on the same URL:
 * no connection, no answer in time, HTTP 5xx or 429. A JSON-RPC answer, an error one included, is
 * final: it is the node's answer. Anything else (another HTTP status without a JSON-RPC body, a body
 * that is not JSON-RPC) will not improve on retry, so it moves straight on to the next URL.
 */
export function fallbackUpstreams(urls: readonly string[], policy: UpstreamPolicy): Upstreams {
  return {
    async send(payload, { signal, onFailedAttempt } = {}) {
      const body = JSON.stringify(payload)
      const failures: FailedAttempt[] = []
      for (const [index, url] of urls.entries()) {
        for (let attempt = 1; attempt <= 1 + policy.retryCount; attempt++) {
          if (attempt > 1) await sleep(policy.retryDelayMs, undefined, { signal })
          const outcome = await attemptOnce(url, body, policy.timeoutMs, signal)
          if ('answer' in outcome) return outcome.answer
          const failure = { upstream: index + 1, attempt, reason: outcome.reason }
          failures.push(failure)
          onFailedAttempt?.(failure)
          if (!outcome.retryable) break
        }
      }
      throw new UpstreamsUnavailableError(failures)
    },
  }
}

type Outcome = { answer: JsonRpcResponse[] } | { retryable: boolean; reason: string }

const answerSchema = z.union([jsonRpcResponseSchema.transform((response) => [response]), z.array(jsonRpcResponseSchema)])

async function attemptOnce(url: string, body: string, timeoutMs: number, signal: AbortSignal | undefined): Promise<Outcome> {
  const timeout = AbortSignal.timeout(timeoutMs)
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
    text = await response.text()
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (timeout.aborted) return { retryable: true, reason: `no answer within ${timeoutMs} ms` }
    return { retryable: true, reason: `unreachable (${networkErrorCode(error)})` }
  }
  if (response.status === 429 || response.status >= 500) return { retryable: true, reason: `HTTP ${response.status}` }
  const answer = answerSchema.safeParse(parseJson(text))
  if (answer.success) return { answer: answer.data }
  return { retryable: false, reason: `HTTP ${response.status} with a body that is not a JSON-RPC answer` }
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
