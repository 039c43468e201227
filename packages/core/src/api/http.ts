import { FoyerError } from '@foyer/auth-frame/protocol'
import { httpStatusMessage } from '../errors.ts'

export type QueryValue = string | number | boolean | undefined | readonly string[]

/** Thrown for a non-OK answer; `message` is 'HTTP status code: N', the body's message is kept. */
export class HttpError extends FoyerError {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(httpStatusMessage(status))
  }
}

export interface HttpClient {
  get<T>(path: string, query?: Record<string, QueryValue>, init?: RequestInit): Promise<T>
  post<T>(path: string, body: unknown, query?: Record<string, QueryValue>): Promise<T>
  put<T>(path: string, body: unknown, query?: Record<string, QueryValue>): Promise<T>
  delete<T>(path: string, query?: Record<string, QueryValue>): Promise<T>
  url(path: string, query?: Record<string, QueryValue>): string
}

/**
 * A small JSON client: optional query, JSON bodies, and a throw with the status for non-OK answers.
 * `onError` sees every non-OK answer first (the client turns project errors into alerts there).
 */
export function createHttpClient(baseUrl: string, defaults: Record<string, QueryValue> = {}, onError: (error: HttpError) => void = () => undefined): HttpClient {
  const url = (path: string, query: Record<string, QueryValue> = {}) => {
    const target = new URL(path.replace(/^\//, ''), `${baseUrl.replace(/\/$/, '')}/`)
    for (const [key, value] of Object.entries({ ...defaults, ...query })) {
      if (value === undefined) continue
      target.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return target.toString()
  }
  const send = async <T>(method: string, path: string, query?: Record<string, QueryValue>, body?: unknown, init?: RequestInit) => {
    const response = await fetch(url(path, query), {
      ...init,
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // Not JSON: keep the text for the error.
    }
    if (!response.ok) {
      const error = new HttpError(response.status, parsed)
      onError(error)
      throw error
    }
    return parsed as T
  }
  return {
    url,
    get: (path, query, init) => send('GET', path, query, undefined, init),
    post: (path, body, query) => send('POST', path, query, body),
    put: (path, body, query) => send('PUT', path, query, body),
    delete: (path, query) => send('DELETE', path, query),
  }
}
