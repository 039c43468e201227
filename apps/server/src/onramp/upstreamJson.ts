import type { z } from 'zod'
import { readBoundedBody } from '../kernel/http/readBoundedBody.ts'
import { networkErrorCode } from '../rpc/upstreams.ts'
import { OnrampRefusedError, OnrampUpstreamError, type OnrampProviderId } from './onrampProvider.ts'

/** The largest answer a provider's call can need (a buy-options list is some tens of KB). */
const MAX_ANSWER_BYTES = 1024 * 1024

export interface UpstreamCall {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: unknown
  timeoutMs: number
}

/**
 * One call to a provider's JSON API, its answer checked with `schema`. Every way it can fail is an
 * OnrampUpstreamError that names the provider and the call: no answer within timeoutMs or no
 * connection (503), refused credentials, a server error or an answer of the wrong shape (502). A
 * 4xx about the request itself is an OnrampRefusedError carrying the provider's reason. It never
 * follows a redirect: the credentials must not travel to another host.
 */
export async function callUpstream<Schema extends z.ZodType>(provider: OnrampProviderId, call: UpstreamCall, schema: Schema): Promise<z.output<Schema>> {
  const path = new URL(call.url).pathname
  const what = `${call.method} ${path}`
  const timeout = AbortSignal.timeout(call.timeoutMs)
  let status: number
  let text: string
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers: { accept: 'application/json', ...(call.body !== undefined && { 'content-type': 'application/json' }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: timeout,
      redirect: 'manual',
    })
    status = response.status
    text = await boundedText(response, provider, what)
  } catch (error) {
    if (error instanceof OnrampUpstreamError) throw error
    if (timeout.aborted) throw new OnrampUpstreamError(provider, 503, `gave no answer to ${what} within ${call.timeoutMs} ms`, { cause: error })
    throw new OnrampUpstreamError(provider, 503, `cannot be reached for ${what} (${networkErrorCode(error)})`, { cause: error })
  }
  if (status === 401 || status === 403) throw new OnrampUpstreamError(provider, 502, `refused Foyer's credentials for ${what} (HTTP ${status}): check the server's onramp keys`)
  if (status >= 400 && status < 500 && status !== 429) throw new OnrampRefusedError(provider, reasonOf(text) ?? `HTTP ${status}`)
  if (status < 200 || status >= 300) throw new OnrampUpstreamError(provider, 502, `answered ${what} with HTTP ${status}`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new OnrampUpstreamError(provider, 502, `answered ${what} with something that is not JSON`, { cause: error })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new OnrampUpstreamError(provider, 502, `answered ${what} with an unexpected shape (${issue?.path.join('.') || 'answer'}: ${issue?.message})`)
  }
  return parsed.data
}

/** The reason a provider gives in its error body: `message` (Coinbase, Meld) or `error`. */
function reasonOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown }
    const reason = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : undefined
    return reason?.slice(0, 300)
  } catch {
    return undefined
  }
}

/** The body as text, refused past MAX_ANSWER_BYTES without reading the rest. */
async function boundedText(response: Response, provider: OnrampProviderId, what: string): Promise<string> {
  const bytes = await readBoundedBody(response, MAX_ANSWER_BYTES)
  if (!bytes) throw new OnrampUpstreamError(provider, 502, `answered ${what} with more than ${MAX_ANSWER_BYTES} bytes`)
  return bytes.toString('utf8')
}
