import { setTimeout as sleep } from 'node:timers/promises'
import { networkErrorCode, readCapped, UpstreamsUnavailableError, type FailedAttempt, type UpstreamPolicy } from '../../rpc/upstreams.ts'

/** An Esplora server's answer that is its word on the request (a 4xx: an address it refuses, a transaction unknown). */
export class EsploraRefusal extends Error {
  override name = 'EsploraRefusal'
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`Esplora answered ${status}: ${text}`)
  }
}

/** A byte cap on an Esplora answer when the policy sets none: an address's page of 50 transactions fits with room. */
const DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024

export interface EsploraApi {
  /** GETs a path (`/address/…/utxo`) from the first server that answers, as JSON. */
  json<T>(path: string): Promise<T>
  /** GETs a path answered as text (`/blocks/tip/height`). */
  text(path: string): Promise<string>
  /**
   * POSTs a text body (`/tx` with a transaction's hex) to the first server that takes the call.
   * Sent once to each server at most: a broadcast is not repeated on the same server.
   */
  postText(path: string, body: string): Promise<string>
}

/**
 * Esplora's HTTP API over a network's servers, primary first: each gets 1 + retryCount attempts,
 * retryDelayMs apart, each cut at timeoutMs; only what may pass is tried again or elsewhere (no
 * connection, a 5xx, a 429). A 4xx is the server's answer (EsploraRefusal); no server at all is
 * UpstreamsUnavailableError, as the other namespaces' nodes give. URLs never reach an error's text:
 * they may carry API keys.
 */
export function esploraApi(urls: readonly string[], policy: UpstreamPolicy): EsploraApi {
  async function call(path: string, post?: string): Promise<string> {
    const failures: FailedAttempt[] = []
    for (const [index, base] of urls.entries()) {
      for (let attempt = 1; attempt <= 1 + (post === undefined ? policy.retryCount : 0); attempt++) {
        if (attempt > 1) await sleep(policy.retryDelayMs)
        const outcome = await attemptOnce(`${base.replace(/\/+$/, '')}${path}`, policy, post)
        if ('text' in outcome) return outcome.text
        failures.push({ upstream: index + 1, attempt, reason: outcome.reason })
        if (outcome.next === 'stop') throw new UpstreamsUnavailableError(failures)
        if (outcome.next === 'nextUpstream') break
      }
    }
    throw new UpstreamsUnavailableError(failures)
  }
  const get = (path: string) => call(path)
  return {
    async json<T>(path: string) {
      const text = await get(path)
      try {
        return JSON.parse(text) as T
      } catch {
        throw new UpstreamsUnavailableError([{ upstream: 0, attempt: 1, reason: 'an answer that is not JSON' }])
      }
    },
    text: get,
    postText: (path, body) => call(path, body),
  }
}

type Outcome = { text: string } | { next: 'retry' | 'nextUpstream' | 'stop'; reason: string }

async function attemptOnce(url: string, policy: UpstreamPolicy, post: string | undefined): Promise<Outcome> {
  const timeout = AbortSignal.timeout(policy.timeoutMs)
  let response: Response
  let text: string | undefined
  try {
    const init: RequestInit = post === undefined ? {} : { method: 'POST', body: post, headers: { 'content-type': 'text/plain', accept: 'text/plain' } }
    response = await fetch(url, { headers: { accept: 'application/json, text/plain' }, ...init, signal: timeout, redirect: 'error' })
    text = await readCapped(response, policy.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES)
  } catch (error) {
    if (timeout.aborted) return { next: 'stop', reason: `no answer within ${policy.timeoutMs} ms (not sent again)` }
    return { next: 'retry', reason: `unreachable (${networkErrorCode(error)})` }
  }
  if (text === undefined) return { next: 'stop', reason: `an answer over ${policy.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES} bytes (cut there)` }
  if (response.status === 429 || response.status >= 500) return { next: 'retry', reason: `HTTP ${response.status}` }
  if (response.status >= 400) throw new EsploraRefusal(response.status, text.slice(0, 300))
  if (response.status !== 200) return { next: 'nextUpstream', reason: `HTTP ${response.status}` }
  return { text }
}
