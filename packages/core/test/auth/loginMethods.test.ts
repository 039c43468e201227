import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadLoginMethods, offeredLogins } from '../../src/auth/loginMethods.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer } from '../fixtures/foyer.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.reset()
  vi.restoreAllMocks()
})

const ALL_FEATURES = { email: true, socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const }

describe('the logins the server serves (GET /v1/login-methods)', () => {
  it('offers nothing before the server has answered', () => {
    expect(offeredLogins({ ...ALL_FEATURES, socials: [...ALL_FEATURES.socials] }, { status: 'unknown' })).toEqual({ email: false, socials: [] })
    expect(offeredLogins({ ...ALL_FEATURES, socials: [...ALL_FEATURES.socials] }, { status: 'unavailable' })).toEqual({ email: false, socials: [] })
  })

  it('offers what both the host turned on and the server serves, in the host’s order', () => {
    const state = { status: 'known', methods: { email: true, socials: ['github', 'google', 'apple'] } } as const
    expect(offeredLogins({ email: true, socials: ['apple', 'google', 'x'] }, state)).toEqual({ email: true, socials: ['apple', 'google'] })
    expect(offeredLogins({ email: false, socials: false }, state)).toEqual({ email: false, socials: [] })
  })

  it('asks once per page, and names what the server lacks to the developer in the console, never to visitors', async () => {
    api.loginMethods = { email: false, socials: ['google', 'myspace'] }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { ctx } = createTestFoyer(api)
    await Promise.all([loadLoginMethods(ctx), loadLoginMethods(ctx)])
    await loadLoginMethods(ctx)
    expect(api.requestsTo('/v1/login-methods')).toHaveLength(1)
    expect(api.requestsTo('/v1/login-methods')[0]!.query.projectId).toBe('test-project')
    // A provider this client does not know is left out.
    expect(ctx.auth.get().loginMethods).toEqual({ status: 'known', methods: { email: false, socials: ['google'] } })
    const warnings = warn.mock.calls.map((call) => String(call[0]))
    expect(warnings).toEqual([
      expect.stringContaining('email login is on (features.email) but the server at'),
      expect.stringContaining('x, discord, farcaster, github, apple, facebook login is on (features.socials) but the server at'),
    ])
    expect(ctx.alert.get().key).toBeUndefined()
  })

  it('a server that cannot answer leaves the logins hidden, and the next ask tries again', async () => {
    api.failures.loginMethods = 503
    const { ctx } = createTestFoyer(api)
    await loadLoginMethods(ctx)
    expect(ctx.auth.get().loginMethods).toEqual({ status: 'unavailable' })
    api.failures = {}
    await loadLoginMethods(ctx)
    expect(ctx.auth.get().loginMethods).toMatchObject({ status: 'known', methods: { email: true } })
    expect(api.requestsTo('/v1/login-methods')).toHaveLength(2)
  })
})
