import { randomUUID } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, type ServerConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

/** The rate-limit suite's Redis: TEST_REDIS_URL, or the one the project's machines run (see issue 3 / .ci/run). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: { error?: string; message?: string }
}

/**
 * GET from a chosen loopback address (127.0.0.2 is another caller), so per-IP limits can be seen;
 * `forwardedFor` is what a proxy in front would say the caller is (X-Forwarded-For).
 */
function get(baseUrl: string, path: string, from = '127.0.0.1', forwardedFor?: string): Promise<Answer> {
  const headers = { origin: 'https://dapp.example', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(baseUrl + path, { localAddress: from, headers }, (incoming) => {
      let text = ''
      incoming.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      incoming.on('end', () => {
        const isJson = incoming.headers['content-type']?.startsWith('application/json')
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: isJson ? JSON.parse(text) : {} })
      })
    })
    outgoing.on('error', reject).end()
  })
}

/** Each answer as the rate limits see it: 'limited' (429) or 'served' (any other answer, a refusal of the project included). */
async function outcomes(baseUrl: string, paths: readonly string[], from?: string): Promise<('served' | 'limited')[]> {
  const answers: ('served' | 'limited')[] = []
  for (const path of paths) answers.push((await get(baseUrl, path, from)).status === 429 ? 'limited' : 'served')
  return answers
}

const wallets = (projectId?: string) => `/getWallets?entries=1${projectId ? `&projectId=${projectId}` : ''}`

// Rate limits need no chain to answer: the routes used here never call one.
async function withServer(config: Partial<ServerConfig>, test: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startServer({ chains: [UNREAD_CHAIN], ...config })
  try {
    await test(server)
  } finally {
    await server.close()
  }
}

/** Starting a server opens its database too: slow on a busy machine, so this file starts few. */
const START_TIMEOUT_MS = 60_000

/** The loopback address the in-memory server takes for a proxy: its X-Forwarded-For is believed, no one else's. */
const TRUSTED_PROXY = '127.0.9.1'

// One server for the in-memory limits: 3 requests a minute per project and client, 10 per project
// from all its callers, 5 per IP. Each test calls from loopback addresses and with project ids of
// its own, so their counts never meet.
describe('rate limits in process memory', () => {
  let server: RunningServer
  beforeAll(async () => {
    const rateLimit = { perProjectAndClientPerMinute: 3, projectCeilingPerMinute: 10, perIpPerMinute: 5 }
    server = await startServer({ chains: [UNREAD_CHAIN], rateLimit, trustProxy: [TRUSTED_PROXY] })
  }, START_TIMEOUT_MS)
  afterAll(() => server?.close())

  describe('per projectId and client', () => {
    it('answers 429 JSON with Retry-After once a client has made N requests with a project in the minute, naming the limit, the project and the IP', async () => {
      const from = '127.0.1.1'
      expect(await outcomes(server.baseUrl, [wallets('alpha'), wallets('alpha'), wallets('alpha')], from)).toEqual(['served', 'served', 'served'])
      const limited = await get(server.baseUrl, wallets('alpha'), from)
      expect(limited.status).toBe(429)
      const retryAfter = Number(limited.headers['retry-after'])
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(limited.body).toEqual({
        error: 'Too Many Requests',
        message: `Rate limit exceeded: 3 requests per minute for project alpha from IP 127.0.1.1; retry in ${retryAfter} seconds`,
      })
      // A browser can read the answer: CORS headers are on the 429 too.
      expect(limited.headers['access-control-allow-origin']).toBe('*')
    })

    it('counts each project and client apart: another project, or another IP with the same project, has its own count', async () => {
      await outcomes(server.baseUrl, [wallets('beta'), wallets('beta'), wallets('beta')], '127.0.2.1')
      expect(await outcomes(server.baseUrl, [wallets('beta')], '127.0.2.1')).toEqual(['limited'])
      expect(await outcomes(server.baseUrl, [wallets('gamma')], '127.0.2.1')).toEqual(['served'])
      expect(await outcomes(server.baseUrl, [wallets('beta')], '127.0.2.2')).toEqual(['served'])
    })

    it('one caller cannot lock a project out: clients far over their limits leave the project to everyone else', async () => {
      // Three addresses send twenty requests each; only the three each may make count towards the project.
      const flood = Array.from({ length: 20 }, () => wallets('public-project'))
      for (const from of ['127.0.7.1', '127.0.7.2', '127.0.7.3']) {
        expect((await outcomes(server.baseUrl, flood, from)).filter((outcome) => outcome === 'served')).toHaveLength(3)
      }
      expect(await outcomes(server.baseUrl, [wallets('public-project')], '127.0.7.4')).toEqual(['served'])
    })

    it('counts an IPv6 client by its /64, and believes X-Forwarded-For only from a trusted proxy (request.ip)', async () => {
      const outcome = (answer: Answer) => (answer.status === 429 ? 'limited' : 'served')
      const viaProxy = (forwardedFor: string) => get(server.baseUrl, wallets('epsilon'), TRUSTED_PROXY, forwardedFor)
      const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2::3']
      for (const address of sameNetwork) expect(outcome(await viaProxy(address))).toBe('served')
      const limited = await viaProxy('2001:db8:1:2::4')
      expect(limited.status).toBe(429)
      expect(limited.body.message).toMatch(/^Rate limit exceeded: 3 requests per minute for project epsilon from IP 2001:db8:1:2::\/64; /)
      expect(outcome(await viaProxy('2001:db8:1:3::1'))).toBe('served')
      // Anyone else's X-Forwarded-For is ignored: new addresses in it do not make a new client.
      const answers: Answer[] = []
      for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
        answers.push(await get(server.baseUrl, wallets('zeta'), '127.0.9.2', spoofed))
      }
      expect(answers.map(outcome)).toEqual(['served', 'served', 'served', 'limited'])
      expect(answers[3]!.body.message).toMatch(/ for project zeta from IP 127\.0\.9\.2; /)
    })

    it('tells the caller where it stands on every answer (x-ratelimit-limit, -remaining, -reset)', async () => {
      const first = await get(server.baseUrl, wallets('delta'), '127.0.3.1')
      expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '2' })
      expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0)
    })
  })

  describe('per projectId, from all its callers together', () => {
    it('answers 429 naming the ceiling once the project has made that many requests in the minute, from whichever IPs', async () => {
      const callers = ['127.0.8.1', '127.0.8.2', '127.0.8.3']
      for (const from of callers) expect(await outcomes(server.baseUrl, [wallets('eta'), wallets('eta'), wallets('eta')], from)).toEqual(['served', 'served', 'served'])
      expect(await outcomes(server.baseUrl, [wallets('eta')], '127.0.8.4')).toEqual(['served'])
      const limited = await get(server.baseUrl, wallets('eta'), '127.0.8.5')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(limited.body.message).toMatch(/^Rate limit exceeded: 10 requests per minute for project eta from all its callers together; retry in \d+ seconds?$/)
    })
  })

  describe('per IP', () => {
    it('answers 429 naming the IP once it has made N requests in the minute, whatever projects it names (or none)', async () => {
      const from = '127.0.4.1'
      const five = [wallets('p1'), wallets('p2'), wallets('p3'), wallets('p4'), wallets()]
      expect(await outcomes(server.baseUrl, five, from)).toEqual(['served', 'served', 'served', 'served', 'served'])
      const limited = await get(server.baseUrl, wallets('p5'), from)
      expect(limited.status).toBe(429)
      expect(limited.body.message).toMatch(/^Rate limit exceeded: 5 requests per minute for IP 127\.0\.4\.1; retry in \d+ seconds?$/)
      expect(await outcomes(server.baseUrl, [wallets('p5')], '127.0.4.2')).toEqual(['served'])
    })

    it('counts unknown routes and bad requests too: a scanner is limited like anyone', async () => {
      const probes = ['/wp-admin', '/getWallets?page=x', '/.env', '/admin', '/getWallets?entries=-1', '/phpmyadmin']
      expect(await outcomes(server.baseUrl, probes, '127.0.5.1')).toEqual(['served', 'served', 'served', 'served', 'served', 'limited'])
    })

    it('never limits /healthz, /readyz or /metrics: probes and scrapes always get their answer', async () => {
      const from = '127.0.6.1'
      await outcomes(server.baseUrl, [wallets(), wallets(), wallets(), wallets(), wallets()], from)
      expect((await get(server.baseUrl, wallets(), from)).status).toBe(429)
      for (const path of ['/healthz', '/metrics', '/healthz', '/metrics']) expect((await get(server.baseUrl, path, from)).status, path).toBe(200)
      // /readyz answers 503 here (the chain's node is not running), but it is not a 429.
      expect((await get(server.baseUrl, '/readyz', from)).status).toBe(503)
    })
  })
})

describe('rate limits in Redis (REDIS_URL)', () => {
  let redis: Redis
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 })
    await redis.connect().catch((error: Error) => {
      throw new Error(`Redis does not answer at ${REDIS_URL} (${error.message}). Start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' (or set TEST_REDIS_URL).`)
    })
  })
  afterAll(() => redis?.disconnect())

  it('shares one count between every process using the same Redis', { timeout: 2 * START_TIMEOUT_MS }, async () => {
    // A project id of this run's own: runs and other test files never share a counter.
    const project = `redis-${randomUUID()}`
    const limits = { rateLimit: { perProjectAndClientPerMinute: 3, projectCeilingPerMinute: 1_000, perIpPerMinute: 1_000, redisUrl: REDIS_URL } }
    await withServer(limits, async (first) => {
      await withServer(limits, async (second) => {
        expect(await outcomes(first.baseUrl, [wallets(project), wallets(project)])).toEqual(['served', 'served'])
        expect(await outcomes(second.baseUrl, [wallets(project), wallets(project)])).toEqual(['served', 'limited'])
        expect((await get(first.baseUrl, wallets(project))).body.message).toMatch(`for project ${project} from IP 127.0.0.1;`)
      })
    })
    expect(Number(await redis.get(`foyer-rate-limit:project-client:${project} 127.0.0.1`))).toBe(5)
    // The project's ceiling counts only the requests the client's own limits let through.
    expect(Number(await redis.get(`foyer-rate-limit:project:${project}`))).toBe(3)
  })

  it("shares a project's ceiling between every process using the same Redis", { timeout: 2 * START_TIMEOUT_MS }, async () => {
    const project = `redis-${randomUUID()}`
    const limits = { rateLimit: { perProjectAndClientPerMinute: 1_000, projectCeilingPerMinute: 3, perIpPerMinute: 1_000, redisUrl: REDIS_URL } }
    await withServer(limits, async (first) => {
      await withServer(limits, async (second) => {
        expect(await outcomes(first.baseUrl, [wallets(project), wallets(project)], '127.0.10.1')).toEqual(['served', 'served'])
        expect(await outcomes(second.baseUrl, [wallets(project), wallets(project)], '127.0.10.2')).toEqual(['served', 'limited'])
        expect((await get(first.baseUrl, wallets(project), '127.0.10.3')).body.message).toMatch(`for project ${project} from all its callers together;`)
      })
    })
  })

  it('lets requests through, uncounted, while Redis cannot be reached', { timeout: START_TIMEOUT_MS }, async () => {
    const limits = { rateLimit: { perProjectAndClientPerMinute: 1, projectCeilingPerMinute: 1, perIpPerMinute: 1, redisUrl: 'redis://127.0.0.1:1' } }
    await withServer(limits, async ({ baseUrl }) => {
      // Three served past a limit of 1: none was counted (and none waited on Redis past the test's own timeout).
      expect(await outcomes(baseUrl, [wallets('down'), wallets('down'), wallets('down')])).toEqual(['served', 'served', 'served'])
    })
  })
})

describe('rate-limit configuration from the environment', () => {
  const devnetFile = () => {
    const file = join(mkdtempSync(join(tmpdir(), 'foyer-rate-')), 'devnet.json')
    writeFileSync(
      file,
      JSON.stringify({ chains: [{ chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: UNREAD_CHAIN.nativeCurrency, nativePriceUsd: 3000, tokens: [] }] }),
    )
    return file
  }

  it('defaults to 60000 requests per minute per project and client, 600000 per project, 6000 per IP, counted in memory', async () => {
    expect((await loadConfig({ FOYER_DEVNET_FILE: devnetFile() })).rateLimit).toEqual({
      perProjectAndClientPerMinute: 60_000,
      projectCeilingPerMinute: 600_000,
      perIpPerMinute: 6_000,
    })
  })

  it('reads FOYER_RATE_LIMIT_PER_MINUTE, FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE, FOYER_RATE_LIMIT_PER_IP_PER_MINUTE, REDIS_URL and FOYER_TRUST_PROXY', async () => {
    const config = await loadConfig({
      FOYER_DEVNET_FILE: devnetFile(),
      FOYER_RATE_LIMIT_PER_MINUTE: '120',
      FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE: '5000',
      FOYER_RATE_LIMIT_PER_IP_PER_MINUTE: '30',
      REDIS_URL: 'redis://cache.internal:6379/2',
      FOYER_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    })
    expect(config.rateLimit).toEqual({
      perProjectAndClientPerMinute: 120,
      projectCeilingPerMinute: 5_000,
      perIpPerMinute: 30,
      redisUrl: 'redis://cache.internal:6379/2',
    })
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1'])
    // Anyone's X-Forwarded-For only in dev mode (trustProxy.test.ts: refused otherwise).
    expect((await loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_TRUST_PROXY: 'true', FOYER_DEV: '1' })).trustProxy).toBe(true)
  })

  it('without FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE, the project ceiling is 10 times FOYER_RATE_LIMIT_PER_MINUTE', async () => {
    expect((await loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RATE_LIMIT_PER_MINUTE: '120' })).rateLimit).toMatchObject({
      perProjectAndClientPerMinute: 120,
      projectCeilingPerMinute: 1_200,
    })
  })

  it('refuses a limit that is not a whole number above 0, or a REDIS_URL that is not redis://, naming the variable', async () => {
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RATE_LIMIT_PER_MINUTE: '0' })).rejects.toThrow('Invalid environment: FOYER_RATE_LIMIT_PER_MINUTE must be a whole number above 0')
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE: 'lots' })).rejects.toThrow(
      'FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE must be a whole number above 0',
    )
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RATE_LIMIT_PER_IP_PER_MINUTE: '1.5' })).rejects.toThrow('FOYER_RATE_LIMIT_PER_IP_PER_MINUTE must be a whole number above 0')
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), REDIS_URL: 'http://cache:6379' })).rejects.toThrow('REDIS_URL must be a redis:// or rediss:// URL')
  })
})
