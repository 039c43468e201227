import type { z } from 'zod'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { readBoundedBody } from '../kernel/http/readBoundedBody.ts'
import { networkErrorCode } from '../rpc/upstreams.ts'
import { swapBadUpstream, swapRefused, swapUnavailable } from './swapErrors.ts'

/** A quote or a transaction is a few KB; anything far larger is not one. */
const MAX_ANSWER_BYTES = 512 * 1024
/** The longest piece of a provider's own refusal passed on to the caller. */
const MAX_REASON_CHARS = 200

/** Where a production provider's API is, and how it is asked. */
export interface SwapApi {
  /** "0x at https://api.0x.org": names the API in errors and logs without a path, query or key. */
  upstream: string
  baseUrl: string
  headers: Record<string, string>
  timeoutMs: number
  /** The variable holding its key, named when the provider refuses the key. */
  keyVariable: string
}

/**
 * GETs `path` from a provider and checks the answer against `schema`. Every failure is an HttpError:
 * no answer in time, no connection or a 429 → 503; a refused key, a 5xx, a redirect, a body that is
 * not JSON or not of the schema's shape → 502; a 400/404/422 (the provider refusing the swap, with its
 * own reason) → 422. Redirects are never followed: the key header must not travel to another host.
 */
export async function getProviderJson<Schema extends z.ZodType>(api: SwapApi, path: string, query: Record<string, string | undefined>, schema: Schema): Promise<z.output<Schema>> {
  const url = new URL(api.baseUrl.replace(/\/+$/, '') + path)
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value)
  const timeout = AbortSignal.timeout(api.timeoutMs)
  let text: string
  let status: number
  try {
    const response = await fetch(url, { headers: { accept: 'application/json', ...api.headers }, signal: timeout, redirect: 'manual' })
    status = response.status
    text = await boundedText(response, api.upstream)
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (timeout.aborted) throw swapUnavailable(api.upstream, `gave no answer within ${api.timeoutMs} ms`, { cause: error })
    throw swapUnavailable(api.upstream, `cannot be reached (${networkErrorCode(error)})`, { cause: error })
  }
  if (status < 200 || status >= 300) throw statusError(api, path, status, text)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw swapBadUpstream(api.upstream, `answered ${path} with something that is not JSON`, { cause: error })
  }
  const parsed = schema.safeParse(json, { reportInput: true })
  if (!parsed.success) throw swapBadUpstream(api.upstream, `answered ${path} with an unexpected shape (${describeIssues(parsed.error.issues.slice(0, 3), 'answer')})`)
  return parsed.data
}

function statusError(api: SwapApi, path: string, status: number, text: string) {
  if (status === 429) return swapUnavailable(api.upstream, 'is limiting this server’s requests (HTTP 429)')
  if (status === 401 || status === 403) return swapBadUpstream(api.upstream, `refused this server’s API key (HTTP ${status}): check ${api.keyVariable}`)
  if (status === 400 || status === 404 || status === 422) return swapRefused(api.upstream, providerReason(text) ?? `HTTP ${status} on ${path}`)
  return swapBadUpstream(api.upstream, `failed to answer ${path} (HTTP ${status})`)
}

/** The reason in a provider's error body: 1inch's `description`, 0x's `message` or `reason`, shortened to one line. */
function providerReason(text: string): string | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof body !== 'object' || body === null) return undefined
  const fields = body as Record<string, unknown>
  const reason = [fields.description, fields.message, fields.reason, fields.error].find((value): value is string => typeof value === 'string' && value.trim() !== '')
  // eslint-disable-next-line no-control-regex
  return reason
    ?.replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, MAX_REASON_CHARS)
}

/** The body as text, refused past MAX_ANSWER_BYTES without reading the rest. */
async function boundedText(response: Response, upstream: string): Promise<string> {
  const bytes = await readBoundedBody(response, MAX_ANSWER_BYTES)
  if (!bytes) throw swapBadUpstream(upstream, `answered more than the ${MAX_ANSWER_BYTES} bytes a swap answer can need`)
  return bytes.toString('utf8')
}
