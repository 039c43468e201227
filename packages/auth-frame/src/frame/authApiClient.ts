import * as z from 'zod/mini'
import { AUTH_API_PREFIX, AUTH_ERROR_CODES, AUTH_ROUTES, DEVICE_HEADER } from '../protocol/authApi.ts'
import { type FrameErrorDetails, FrameRequestError } from '../protocol/frameRequestError.ts'
import { DEFAULT_ERROR_MESSAGE } from './frameErrorAnswer.ts'
import type { SessionStore } from './sessionStore.ts'

type AuthRoutes = typeof AUTH_ROUTES
export type AuthRouteName = keyof AuthRoutes
type BodyOf<N extends AuthRouteName> = AuthRoutes[N] extends { body: infer S extends z.ZodMiniType } ? z.input<S> : never
type QueryOf<N extends AuthRouteName> = AuthRoutes[N] extends { query: infer S extends z.ZodMiniType } ? z.input<S> : never
export type AuthRouteAnswer<N extends AuthRouteName> = z.output<AuthRoutes[N]['response']>

export interface AuthCallInput<N extends AuthRouteName> {
  body?: BodyOf<N>
  query?: QueryOf<N>
}

/** Calls the server's auth API (AUTH_ROUTES) and answers the parsed response, or throws an AuthApiError. */
export interface AuthApiClient {
  call<N extends AuthRouteName>(name: N, input?: AuthCallInput<N>): Promise<AuthRouteAnswer<N>>
}

/** A refused or failed call: the server's `{message, code, triesLeft?}` and the HTTP status (0: no answer). */
export class AuthApiError extends FrameRequestError {
  readonly status: number

  constructor(message: string, status: number, code?: string | number, details: FrameErrorDetails = {}) {
    super(message, code, details)
    this.name = 'AuthApiError'
    this.status = status
  }
}

export interface AuthApiClientOptions {
  /** The server's origin: the frame's own `location.origin`. */
  origin: string
  projectId: string
  deviceId: string
  session: SessionStore
  fetch?: typeof fetch
}

/** The long polls wait up to 25 s on the server; everything else answers at once. */
const LONG_POLL_ROUTES: ReadonlySet<AuthRouteName> = new Set(['connectDevice', 'farcasterConnect'])
const LONG_POLL_TIMEOUT_MS = 40_000
const RPC_TIMEOUT_MS = 60_000
const DEFAULT_TIMEOUT_MS = 20_000

const errorBodySchema = z.object({
  message: z.optional(z.string().check(z.minLength(1))),
  code: z.optional(z.union([z.string().check(z.maxLength(64)), z.int()])),
})
/** A wrong code's tries left; read on its own, so that a bad count costs only itself. */
const triesLeftSchema = z.object({ triesLeft: z.int().check(z.minimum(0), z.maximum(100)) })

export function createAuthApiClient(options: AuthApiClientOptions): AuthApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  return {
    async call(name, input = {}) {
      const route = AUTH_ROUTES[name]
      const url = new URL(AUTH_API_PREFIX + route.path, options.origin)
      url.searchParams.set('projectId', options.projectId)
      for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
        if (value !== undefined) url.searchParams.set(key, String(value))
      }
      const headers: Record<string, string> = { [DEVICE_HEADER]: options.deviceId }
      const token = options.session.token()
      if (token) headers.authorization = `Bearer ${token}`
      if (route.method === 'POST') headers['content-type'] = 'application/json'

      let response: Response
      try {
        response = await fetchImpl(url, {
          method: route.method,
          headers,
          ...(route.method === 'POST' ? { body: JSON.stringify(input.body ?? {}) } : {}),
          signal: AbortSignal.timeout(timeoutOf(name)),
        })
      } catch (error) {
        const why = (error as Error)?.name === 'TimeoutError' ? `no answer in ${timeoutOf(name)} ms` : 'no connection'
        throw new AuthApiError(`The Foyer server cannot be reached (${route.method} ${route.path}: ${why})`, 0, AUTH_ERROR_CODES.SERVER_UNREACHABLE)
      }
      const answer = await readJson(response)
      if (!response.ok) throw errorOf(response.status, answer, options.session)
      const parsed = route.response.safeParse(answer)
      if (!parsed.success) throw new AuthApiError('The Foyer server sent an answer the frame does not understand', response.status)
      return parsed.data as AuthRouteAnswer<typeof name>
    },
  }
}

function timeoutOf(name: AuthRouteName): number {
  if (LONG_POLL_ROUTES.has(name)) return LONG_POLL_TIMEOUT_MS
  return name === 'rpc' ? RPC_TIMEOUT_MS : DEFAULT_TIMEOUT_MS
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/** A 4xx/5xx answer's `{message, code}`; an expired or revoked session also forgets the token. */
function errorOf(status: number, answer: unknown, session: SessionStore): AuthApiError {
  const body = errorBodySchema.safeParse(answer)
  const message = (body.success && body.data.message) || DEFAULT_ERROR_MESSAGE
  // A server error without a code of its own is an outage to the app: it can only try again later.
  const code = (body.success ? body.data.code : undefined) ?? (status >= 500 ? AUTH_ERROR_CODES.SERVER_UNREACHABLE : undefined)
  if (code === AUTH_ERROR_CODES.SESSION_EXPIRED) session.clear()
  const triesLeft = triesLeftSchema.safeParse(answer).data?.triesLeft
  return new AuthApiError(message.slice(0, 1024), status, code, triesLeft === undefined ? {} : { triesLeft })
}
