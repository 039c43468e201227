import { beforeAll, describe, expect, it } from 'vitest'
import { projectIdSchema, originSchema } from '../../src/projects/projectFields.ts'
import { cachedProjectLookup, PROJECT_CACHE_TTL_MS } from '../../src/projects/projectLookup.ts'
import { createProjectRepository, ProjectExistsError, type Project } from '../../src/projects/projectRepository.ts'
import { describeOnEachDatabase, useFreshDatabase } from '../db/testDatabases.ts'
import { send, useServerOnDatabase } from '../db/serverOnDatabase.ts'

describe('project fields', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173'],
    ['HTTP://LocalHost:5173/', 'http://localhost:5173'],
    ['https://app.example.com:443', 'https://app.example.com'],
    [' https://app.example.com ', 'https://app.example.com'],
  ])('an origin is normalised as browsers send it: %s → %s', (input, origin) => {
    expect(originSchema.parse(input)).toBe(origin)
  })

  it.each(['app.example.com', 'ftp://example.com', 'https://example.com/app', 'https://example.com?x=1', 'https://user@example.com', 'null', ''])(
    'an origin has a scheme and host and nothing else: "%s" is refused',
    (input) => {
      expect(originSchema.safeParse(input).error?.issues[0]?.message).toMatch(/^must be an origin \(http\(s\):\/\/host\[:port\], no path\)/)
    },
  )

  it.each(['foyer-dev', '0123456789abcdef0123456789abcdef'])('a project id like %s is valid', (id) => {
    expect(projectIdSchema.parse(id)).toBe(id)
  })

  it.each(['ab', 'Foyer', '-dev', 'a'.repeat(65), 'x y', 'x/y'])('a project id like "%s" is refused', (id) => {
    expect(projectIdSchema.safeParse(id).success).toBe(false)
  })
})

describe('cached project lookup', () => {
  const project = { id: 'p-1' } as Project
  const counting = (answer: () => Promise<Project | undefined>) => {
    const calls: string[] = []
    return { calls, find: (id: string) => (calls.push(id), answer()) }
  }

  it(`reads each id once per ${PROJECT_CACHE_TTL_MS / 1000} s, unknown ids included`, async () => {
    let now = 0
    const source = counting(async () => project)
    const lookup = cachedProjectLookup(source.find, PROJECT_CACHE_TTL_MS, () => now)
    await lookup('p-1')
    await lookup('p-1')
    await lookup('nope')
    await lookup('nope')
    expect(source.calls).toEqual(['p-1', 'nope'])
    now = PROJECT_CACHE_TTL_MS + 1
    expect(await lookup('p-1')).toBe(project)
    expect(source.calls).toEqual(['p-1', 'nope', 'p-1'])
  })

  it('concurrent lookups of one id share one query', async () => {
    const source = counting(async () => project)
    const lookup = cachedProjectLookup(source.find)
    await Promise.all([lookup('p-1'), lookup('p-1'), lookup('p-1')])
    expect(source.calls).toEqual(['p-1'])
  })

  it('a failed lookup is not kept: the next one asks again', async () => {
    let fail = true
    const source = counting(async () => {
      if (fail) throw new Error('database down')
      return project
    })
    const lookup = cachedProjectLookup(source.find)
    await expect(lookup('p-1')).rejects.toThrow('database down')
    fail = false
    expect(await lookup('p-1')).toBe(project)
    expect(source.calls).toHaveLength(2)
  })
})

describeOnEachDatabase('project repository', (kind) => {
  const fresh = useFreshDatabase(kind)
  const projects = () => createProjectRepository(fresh.database.db)

  it('a created project is found by its id, with its origins, analytics on and a creation time', async () => {
    const created = await projects().create({ id: 'repo-find', name: 'Find me', allowedOrigins: ['https://a.example', 'https://b.example'] })
    expect(await projects().find('repo-find')).toEqual(created)
    expect(created).toMatchObject({ name: 'Find me', allowedOrigins: ['https://a.example', 'https://b.example'], analyticsEnabled: true })
    expect(Date.now() - created.createdAt.getTime()).toBeLessThan(60_000)
    expect(await projects().find('repo-missing')).toBeUndefined()
  })

  it('creating a project whose id is taken fails with ProjectExistsError and changes nothing', async () => {
    await projects().create({ id: 'repo-taken', name: 'First', allowedOrigins: [] })
    await expect(projects().create({ id: 'repo-taken', name: 'Second', allowedOrigins: [] })).rejects.toThrow(ProjectExistsError)
    expect((await projects().find('repo-taken'))?.name).toBe('First')
  })

  it('createIfMissing creates a missing project and leaves an existing one as it is', async () => {
    await projects().createIfMissing({ id: 'repo-seeded', name: 'Seeded', allowedOrigins: ['https://a.example'] })
    await projects().addOrigin('repo-seeded', 'https://b.example')
    await projects().createIfMissing({ id: 'repo-seeded', name: 'Seeded again', allowedOrigins: ['https://a.example'] })
    expect(await projects().find('repo-seeded')).toMatchObject({ name: 'Seeded', allowedOrigins: ['https://a.example', 'https://b.example'] })
  })

  it('addOrigin adds an origin once, keeps concurrent additions, and answers undefined for an unknown project', async () => {
    await projects().create({ id: 'repo-origins', name: 'Origins', allowedOrigins: [] })
    await projects().addOrigin('repo-origins', 'https://a.example')
    await projects().addOrigin('repo-origins', 'https://a.example')
    await Promise.all(['https://b.example', 'https://c.example', 'https://d.example'].map((origin) => projects().addOrigin('repo-origins', origin)))
    const { allowedOrigins } = (await projects().find('repo-origins'))!
    expect(allowedOrigins[0]).toBe('https://a.example')
    expect([...allowedOrigins].sort()).toEqual(['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'])
    expect(await projects().addOrigin('repo-nobody', 'https://a.example')).toBeUndefined()
  })

  it('setAnalyticsEnabled turns analytics off and on', async () => {
    await projects().create({ id: 'repo-analytics', name: 'Analytics', allowedOrigins: [] })
    expect((await projects().setAnalyticsEnabled('repo-analytics', false))?.analyticsEnabled).toBe(false)
    expect((await projects().find('repo-analytics'))?.analyticsEnabled).toBe(false)
    expect((await projects().setAnalyticsEnabled('repo-analytics', true))?.analyticsEnabled).toBe(true)
    expect(await projects().setAnalyticsEnabled('repo-nobody', true)).toBeUndefined()
  })

  it('list answers every project, oldest first', async () => {
    const ids = (await projects().list()).map((project) => project.id)
    expect(ids.indexOf('repo-find')).toBeLessThan(ids.indexOf('repo-taken'))
    expect(ids).toEqual(expect.arrayContaining(['repo-find', 'repo-taken', 'repo-seeded', 'repo-origins', 'repo-analytics']))
  })
})

const ALLOWED = 'https://app.example.com'
const wallets = (projectId?: string) => `/getWallets?entries=1${projectId === undefined ? '' : `&projectId=${projectId}`}`

describeOnEachDatabase('the project guard', (kind) => {
  const running = useServerOnDatabase(kind)
  const get = (path: string, headers: Record<string, string> = {}) => send(running.server.baseUrl, path, { headers })
  const projects = () => createProjectRepository(running.server.app.database.db)
  let projectId: string
  beforeAll(async () => {
    projectId = (await projects().create({ id: 'guarded-app', name: 'Guarded', allowedOrigins: [ALLOWED] })).id
  })

  it('a request without projectId is 400 PROJECT_ID_NOT_CONFIGURED', async () => {
    for (const path of [wallets(), wallets('')]) {
      expect(await get(path)).toMatchObject({
        status: 400,
        body: {
          error: 'Bad Request',
          message: expect.stringMatching(/^querystring\.projectId is required: send your project id as the projectId query parameter/),
          code: 'PROJECT_ID_NOT_CONFIGURED',
        },
      })
    }
  })

  it('a projectId given twice is 400 naming it', async () => {
    expect(await get(`${wallets(projectId)}&projectId=${projectId}`)).toMatchObject({
      status: 400,
      body: { error: 'Bad Request', message: 'querystring.projectId must be given once' },
    })
  })

  it('an unknown or malformed projectId is 401 INVALID_PROJECT_ID', async () => {
    for (const id of ['no-such-project', 'Not%20An%20Id']) {
      expect(await get(wallets(id))).toMatchObject({
        status: 401,
        body: { error: 'Unauthorized', message: expect.stringMatching(/^Unauthorized: invalid projectId "/), code: 'INVALID_PROJECT_ID' },
      })
    }
  })

  it('a browser origin on the allow-list passes; the project is known to the route', async () => {
    expect((await get(wallets(projectId), { origin: ALLOWED })).status).toBe(200)
    expect(await get(`/getAnalyticsConfig?projectId=${projectId}`, { origin: ALLOWED })).toMatchObject({
      status: 200,
      body: { isAnalyticsEnabled: true },
    })
  })

  it('a browser origin not on the allow-list is 403 INVALID_APP_CONFIGURATION, readable cross-origin', async () => {
    for (const origin of ['https://evil.example', 'http://app.example.com', 'https://app.example.com:8443', 'null']) {
      const answer = await get(wallets(projectId), { origin })
      expect(answer).toMatchObject({
        status: 403,
        body: { error: 'Forbidden', message: 'Unauthorized: origin not allowed', code: 'INVALID_APP_CONFIGURATION' },
      })
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    }
  })

  it('a request without an Origin header (server to server) passes the origin check', async () => {
    expect((await get(wallets(projectId))).status).toBe(200)
  })

  it('images, health, readiness, metrics and the OpenAPI document need no projectId', async () => {
    const walletImage = (await get(wallets('foyer-dev'))).body.data[0].image_id as string
    for (const path of [`/getWalletImage/${walletImage}`, '/public/getTokenImage/ETH', '/healthz', '/metrics', '/openapi.json']) {
      expect((await get(path, { origin: 'https://evil.example' })).status, path).toBe(200)
    }
    expect((await get('/readyz')).status).not.toBe(400)
  })

  it('a CORS preflight is answered without a projectId', async () => {
    const preflight = await send(running.server.baseUrl, '/getWallets', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('an unknown route is still 404, not a missing projectId', async () => {
    expect((await get('/no/such/route')).status).toBe(404)
  })

  it('a fresh server has the dev project, allowing the demo origins and, outside dev mode, no other loopback origin', async () => {
    expect(await projects().find('foyer-dev')).toMatchObject({ allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'] })
    expect((await get(wallets('foyer-dev'), { origin: 'http://localhost:5173' })).status).toBe(200)
    expect((await get(wallets('foyer-dev'), { origin: 'http://127.0.0.1:41234' })).status).toBe(403)
  })
})

describeOnEachDatabase('dev mode (FOYER_DEV=1)', (kind) => {
  const running = useServerOnDatabase(kind, { devMode: true })
  const get = (path: string, origin: string) => send(running.server.baseUrl, path, { headers: { origin } })

  it('the dev project accepts any loopback http origin, whatever its port', async () => {
    for (const origin of ['http://127.0.0.1:41234', 'http://localhost:3000', 'http://localhost']) {
      expect((await get(wallets('foyer-dev'), origin)).status, origin).toBe(200)
    }
  })

  it('other origins, and other projects, still follow their allow-lists', async () => {
    await createProjectRepository(running.server.app.database.db).create({ id: 'strict-app', name: 'Strict', allowedOrigins: [ALLOWED] })
    expect((await get(wallets('foyer-dev'), 'https://evil.example')).status).toBe(403)
    expect((await get(wallets('foyer-dev'), 'https://localhost:3000')).status).toBe(403)
    expect((await get(wallets('strict-app'), 'http://localhost:3000')).status).toBe(403)
  })
})
