/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnalytics } from '../src/analytics.ts'
import { createHttpClient } from '../src/api/http.ts'
import { createAlertStore } from '../src/stores/alert.ts'
import { providerErrorAlert, reportApiProblem } from '../src/stores/apiAlerts.ts'

interface Seen {
  path: string
  query: Record<string, string>
  body: unknown
}

/** A real HTTP server on 127.0.0.1 answering /getAnalyticsConfig and /e as each test says. */
async function analyticsServer(answers: { enabled?: boolean; eventStatus?: number; eventBody?: unknown }) {
  const seen: Seen[] = []
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url!, 'http://x')
    let raw = ''
    for await (const chunk of request) raw += chunk
    seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body: raw ? JSON.parse(raw) : undefined })
    const [status, body] = url.pathname === '/getAnalyticsConfig' ? [200, { isAnalyticsEnabled: answers.enabled ?? true }] : [answers.eventStatus ?? 202, answers.eventBody ?? {}]
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const servers: { close(): Promise<void> }[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => server.close()))
  vi.restoreAllMocks()
})

/** A client of the server; configuration alerts show in the modal for a host in dev mode (the default here). */
async function setup(answers: Parameters<typeof analyticsServer>[0], enabled = true, devMode = true) {
  const server = await analyticsServer(answers)
  servers.push(server)
  const alert = createAlertStore()
  const http = createHttpClient(server.url, { projectId: 'p1', st: 'foyer', sv: 'react-foyer-1.7.3' }, (error) => reportApiProblem({ alert, options: { devMode } }, error))
  // Watched, not replaced: each call's promise settles once its answer was handled (an alert raised or not).
  const requests = { get: vi.spyOn(http, 'get'), post: vi.spyOn(http, 'post') }
  return { server, alert, requests, analytics: createAnalytics(http, enabled) }
}

const settle = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2_000, interval: 10 })

/** Every request the spy saw has had its answer handled, and every step that answer set off has run (a task later). */
async function handled(spy: { mock: { results: { value: unknown }[] } }) {
  await Promise.allSettled(spy.mock.results.map((result) => result.value))
  await new Promise((resolve) => setImmediate(resolve))
}

describe('analytics (spec §7)', () => {
  it('posts /e with projectId, st and sv, and a body of eventId, url, domain, timestamp and props', async () => {
    const { server, analytics } = await setup({})
    analytics.track('CONNECT_SUCCESS', { name: 'Dev Wallet' }, '0xabc')
    await settle(() => server.seen.some((s) => s.path === '/e'))
    const event = server.seen.find((s) => s.path === '/e')!
    expect(event.query).toEqual({ projectId: 'p1', st: 'foyer', sv: 'react-foyer-1.7.3' })
    expect(event.body).toMatchObject({
      eventId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      url: '',
      domain: '',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'CONNECT_SUCCESS', address: '0xabc', properties: { name: 'Dev Wallet' } },
    })
  })

  it('skips MODAL_CREATED', async () => {
    const { server, analytics } = await setup({})
    analytics.track('MODAL_CREATED')
    analytics.track('MODAL_OPEN')
    await settle(() => server.seen.filter((s) => s.path === '/e').length === 1)
    expect(server.seen.filter((s) => s.path === '/e').map((s) => (s.body as { props: { event: string } }).props.event)).toEqual(['MODAL_OPEN'])
  })

  it('sends nothing when the host turned analytics off', async () => {
    const { server, requests, analytics } = await setup({}, false)
    // The send waits for a task after the paint: on a fake clock, every such task has run once the pending timers did.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    analytics.track('MODAL_OPEN')
    await vi.runOnlyPendingTimersAsync()
    expect(requests.get).not.toHaveBeenCalled()
    expect(requests.post).not.toHaveBeenCalled()
    expect(server.seen).toEqual([])
  })

  it('sends nothing when the server says the project has analytics disabled, and asks that only once', async () => {
    const { server, requests, analytics } = await setup({ enabled: false })
    analytics.track('MODAL_OPEN')
    analytics.track('MODAL_CLOSE')
    // Both sends run before the config's answer can arrive; once it is handled, each has decided.
    await settle(() => requests.get.mock.calls.length >= 1)
    await handled(requests.get)
    expect(requests.get).toHaveBeenCalledTimes(1)
    expect(requests.post).not.toHaveBeenCalled()
    expect(server.seen.map((s) => s.path)).toEqual(['/getAnalyticsConfig'])
  })

  it('a 403 from analytics raises Invalid App Configuration for a host in dev mode, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { alert, requests, analytics } = await setup({ eventStatus: 403, eventBody: { error: 'Forbidden', message: 'Unauthorized: origin not allowed' } })
    analytics.track('MODAL_OPEN')
    await settle(() => alert.get().key === 'INVALID_APP_CONFIGURATION')
    alert.dismiss()
    analytics.track('MODAL_CLOSE')
    await settle(() => requests.post.mock.calls.length === 2)
    await handled(requests.post)
    expect(alert.get().key, 'shown once per page').toBeUndefined()
  })

  it('never throws to the caller, even when the server cannot be reached', () => {
    const http = createHttpClient('http://127.0.0.1:9')
    expect(() => createAnalytics(http, true).track('MODAL_OPEN')).not.toThrow()
  })
})

describe('project errors are configuration problems (spec §8)', () => {
  it('outside dev mode a 403 raises no alert a visitor would read: the console names it, once per page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { alert, requests, analytics } = await setup({ eventStatus: 403, eventBody: { error: 'Forbidden', message: 'Unauthorized: origin not allowed' } }, true, false)
    analytics.track('MODAL_OPEN')
    analytics.track('MODAL_CLOSE')
    await settle(() => requests.post.mock.calls.length === 2)
    await handled(requests.post)
    expect(alert.get().key).toBeUndefined()
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      'Foyer: Invalid App Configuration. The origin of this app is not on the allowlist of its project. (the Foyer server answered 403: Unauthorized: origin not allowed)',
    ])
  })

  it('an unknown projectId raises INVALID_PROJECT_ID and a missing one PROJECT_ID_NOT_CONFIGURED for a host in dev mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const code of ['INVALID_PROJECT_ID', 'PROJECT_ID_NOT_CONFIGURED'] as const) {
      const { alert, analytics } = await setup({ eventStatus: code === 'INVALID_PROJECT_ID' ? 401 : 400, eventBody: { error: 'x', message: 'y', code } })
      analytics.track('MODAL_OPEN')
      await settle(() => alert.get().key === code)
    }
  })

  it("a provider's 'Unauthorized: invalid key' with no code raises INVALID_PROJECT_ID for a host in dev mode (spec §8's mappings)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { alert, analytics } = await setup({ eventStatus: 401, eventBody: { error: 'Unauthorized', message: 'Unauthorized: invalid key' } })
    analytics.track('MODAL_OPEN')
    await settle(() => alert.get().key === 'INVALID_PROJECT_ID')
  })

  it("'JWT validation error: JWT Token is not yet valid' raises Session Expired for any visitor (their clock, not the host's setup), once", async () => {
    const { alert, requests, analytics } = await setup({ eventStatus: 401, eventBody: { error: 'Unauthorized', message: 'JWT validation error: JWT Token is not yet valid' } }, true, false)
    analytics.track('MODAL_OPEN')
    await settle(() => alert.get().key === 'JWT_TOKEN_NOT_VALID')
    alert.dismiss()
    analytics.track('MODAL_CLOSE')
    await settle(() => requests.post.mock.calls.length === 2)
    await handled(requests.post)
    expect(alert.get().key, 'shown once per page').toBeUndefined()
  })

  it("each of spec §8's provider messages maps to its alert by its opening words; other words map to none", () => {
    expect(providerErrorAlert('Unauthorized: origin not allowed')).toBe('INVALID_APP_CONFIGURATION')
    expect(providerErrorAlert('Unauthorized: origin not allowed: https://shop.example')).toBe('INVALID_APP_CONFIGURATION')
    expect(providerErrorAlert('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
    expect(providerErrorAlert('JWT validation error: JWT Token is not yet valid')).toBe('JWT_TOKEN_NOT_VALID')
    expect(providerErrorAlert('Unauthorized')).toBeUndefined()
    expect(providerErrorAlert('the key is invalid: Unauthorized: invalid key')).toBeUndefined()
    expect(providerErrorAlert(undefined)).toBeUndefined()
  })

  it('other errors raise no alert', async () => {
    const { alert, requests, analytics } = await setup({ eventStatus: 500, eventBody: { error: 'Internal Server Error', message: 'boom' } })
    analytics.track('MODAL_OPEN')
    await settle(() => requests.post.mock.calls.length === 1)
    await handled(requests.post)
    expect(alert.get().key).toBeUndefined()
  })
})
