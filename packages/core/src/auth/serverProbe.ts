import { ServiceError } from '../serviceError.ts'

/** Past this the server counts as unreachable: sooner than the frame's 30 s READY timeout. */
export const SERVER_PROBE_TIMEOUT_MS = 8_000

/** The server's codes for a page it will not serve, and the alert each is (the rest: the frame failed to load). */
const REFUSAL_ALERTS = { INVALID_PROJECT_ID: 'INVALID_PROJECT_ID', PROJECT_ID_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED' } as const

/** Why the frame will not start, when the probe found out. */
export class FrameUnavailableError extends ServiceError {
  override name = 'FrameUnavailableError'
  constructor(
    problem: 'unreachable' | 'notAllowed',
    message: string,
    /** The configuration alert a refusal is. */
    readonly alert: 'SOCIALS_TIMEOUT' | (typeof REFUSAL_ALERTS)[keyof typeof REFUSAL_ALERTS] = 'SOCIALS_TIMEOUT',
    options?: ErrorOptions,
  ) {
    super(problem, message, options)
  }
}

/**
 * Asks the Foyer server behind the frame whether it serves this page, as the frame itself must before
 * it says READY: `GET /v1/login-methods` checks the projectId and this page's origin like every
 * project route. Answers why the frame cannot start, or undefined when the server serves this page.
 */
export async function probeServer(baseUrl: string, projectId: string, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<FrameUnavailableError | undefined> {
  const server = baseUrl.replace(/\/+$/, '')
  let response: Response
  try {
    response = await fetchImpl(`${server}/v1/login-methods?projectId=${encodeURIComponent(projectId)}`, {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(SERVER_PROBE_TIMEOUT_MS),
    })
  } catch (error) {
    const why = (error as Error)?.name === 'TimeoutError' ? `no answer in ${SERVER_PROBE_TIMEOUT_MS} ms` : 'no connection'
    return new FrameUnavailableError('unreachable', `the Foyer server at ${server} cannot be reached (${why})`, undefined, { cause: error })
  }
  if (response.status >= 500) return new FrameUnavailableError('unreachable', `the Foyer server at ${server} answered ${response.status}`)
  if (response.status !== 400 && response.status !== 401 && response.status !== 403) return undefined
  const body = (await response.json().catch(() => undefined)) as { message?: unknown; code?: unknown } | undefined
  const code = typeof body?.code === 'string' ? body.code : undefined
  const said = typeof body?.message === 'string' ? `: ${body.message}` : ''
  const alert = code && Object.hasOwn(REFUSAL_ALERTS, code) ? REFUSAL_ALERTS[code as keyof typeof REFUSAL_ALERTS] : 'SOCIALS_TIMEOUT'
  return new FrameUnavailableError('notAllowed', `the Foyer server at ${server} refuses this page (${response.status}${said})`, alert)
}
