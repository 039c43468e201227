import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '@foyer/devnet'
import { chainConfigFromDevnet, type ChainConfig } from '../../src/index.ts'
import { FIXTURE_HOOK_MS, FIXTURE_START_MS } from '../../../../scripts/testing/fixtureTime.ts'
import { request, startServer, startServerOnDevnet, type RunningServer } from '../harness.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Starting a server opens its database too: slow on a busy machine, so each file starts few. */
const START_TIMEOUT_MS = 60_000

let server: RunningServer & { devnet: Devnet }
let chains: ChainConfig[]
beforeAll(async () => {
  server = await startServerOnDevnet()
  chains = server.devnet.chains.map(chainConfigFromDevnet) as ChainConfig[]
}, START_TIMEOUT_MS)
afterAll(() => server?.close())

async function listen(tcpServer: Server): Promise<number> {
  await new Promise<void>((resolve) => tcpServer.listen(0, '127.0.0.1', resolve))
  return (tcpServer.address() as AddressInfo).port
}

/** A loopback port nothing listens on: one the OS just handed out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  const port = await listen(probe)
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('GET /readyz', () => {
  it('answers 200 with every chain RPC node listed as ok when each answers eth_chainId with its own id', async () => {
    const { status, body } = await request(server.baseUrl, '/readyz')
    expect(status).toBe(200)
    expect(body).toEqual({
      ready: true,
      dependencies: expect.arrayContaining([
        { name: 'eip155:31337 (Foyer Devnet) RPC node', ok: true, latencyMs: expect.any(Number) },
        { name: 'eip155:31338 (Foyer Devnet L2) RPC node', ok: true, latencyMs: expect.any(Number) },
      ]),
    })
  })

  describe('on a server with three unusable chain RPC nodes beside a working one', () => {
    let impaired: RunningServer
    const silentConnections = new Set<Socket>()
    const silent = createServer((socket) => silentConnections.add(socket))
    beforeAll(async () => {
      const [l1, l2] = chains as [ChainConfig, ChainConfig]
      impaired = await startServer({
        chains: [
          l1,
          { ...l2, rpcUrl: `http://127.0.0.1:${await closedPort()}` },
          { ...l2, caipNetworkId: 'eip155:31339', name: 'Wrong Node', rpcUrl: l1.rpcUrl },
          { ...l2, caipNetworkId: 'eip155:31340', name: 'Silent Node', rpcUrl: `http://127.0.0.1:${await listen(silent)}` },
        ],
      })
    }, START_TIMEOUT_MS)
    afterAll(async () => {
      await impaired?.close()
      for (const socket of silentConnections) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    })

    it('answers 503 naming each node that is down and why: refused, another chain, no answer within its 1000 ms bound', async () => {
      // The bound is proven by the answer itself, not a stopwatch: a check with no bound would hang
      // on the silent node (and this test time out), and a longer one would name its own figure.
      const { status, body } = await request(impaired.baseUrl, '/readyz')
      expect(status).toBe(503)
      expect(body.error).toBe('Service Unavailable')
      expect(body.message).toBe(
        'Not ready: eip155:31338 (Foyer Devnet L2) RPC node refused the connection; ' +
          'eip155:31339 (Wrong Node) RPC node serves chain 0x7a69, not 31339; ' +
          'eip155:31340 (Silent Node) RPC node did not answer within 1000 ms',
      )
      expect(body.dependencies).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'eip155:31337 (Foyer Devnet) RPC node', ok: true }),
          expect.objectContaining({ name: 'eip155:31338 (Foyer Devnet L2) RPC node', ok: false, problem: 'refused the connection' }),
        ]),
      )
    })

    it('keeps serving every other route meanwhile, the working chain’s balances included', async () => {
      expect((await request(impaired.baseUrl, '/healthz')).status).toBe(200)
      expect((await request(impaired.baseUrl, '/getWallets?search=rain&projectId=foyer-dev')).status).toBe(200)
      expect((await request(impaired.baseUrl, `/v1/account/${ACCOUNT}/balance?chainId=eip155:31337&projectId=foyer-dev`)).status).toBe(200)
    })
  })
})

describe('GET /metrics', () => {
  it('answers the Prometheus text format with request counts and latency histograms per route pattern and status class', async () => {
    // Two addresses, one route: the label is the pattern, so the series count stays bounded.
    await request(server.baseUrl, `/v1/account/${ACCOUNT}/balance?chainId=eip155:31337&projectId=foyer-dev`)
    await request(server.baseUrl, `/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?chainId=eip155:31337&projectId=foyer-dev`)
    await request(server.baseUrl, '/v1/account/0x1/balance?chainId=eip155:31337&projectId=foyer-dev')
    const { status, headers, body } = await request(server.baseUrl, '/metrics')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(body).toContain('# TYPE http_requests_total counter')
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/v1\/account\/:address\/balance",status_class="2xx"\} 2$/m)
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/v1\/account\/:address\/balance",status_class="4xx"\} 1$/m)
    expect(body).toContain('# TYPE http_request_duration_seconds histogram')
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/account\/:address\/balance",status_class="2xx"\} \d+$/m)
    expect(body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/v1\/account\/:address\/balance",status_class="2xx"\} 2$/m)
    expect(body).not.toContain(ACCOUNT)
  })

  it('labels requests no route matched "(unmatched)", never with their URL', async () => {
    await request(server.baseUrl, '/no/such/route/3f9a')
    await request(server.baseUrl, '/getWalletImage/%E0%A4%A')
    const { body } = await request(server.baseUrl, '/metrics')
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\(unmatched\)",status_class="4xx"\} \d+$/m)
    expect(body).not.toContain('3f9a')
    expect(body).not.toContain('%E0')
  })

  it('includes the process metrics: CPU, memory, event loop lag', async () => {
    const { body } = await request(server.baseUrl, '/metrics')
    for (const metric of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(body).toMatch(new RegExp(`^${metric} `, 'm'))
    }
  })
})

describe('request ids', () => {
  it('every answer carries an x-request-id, a fresh UUID by default — errors and unparsable URLs included', async () => {
    for (const path of ['/healthz', '/getWallets?entries=x&projectId=foyer-dev', '/nowhere', '/getWalletImage/%E0%A4%A']) {
      const { headers } = await request(server.baseUrl, path)
      expect(headers.get('x-request-id'), path).toMatch(UUID)
    }
  })

  it("keeps a caller's x-request-id when it is short and plain, and replaces any other", async () => {
    const kept = await request(server.baseUrl, '/healthz', { headers: { 'x-request-id': 'lb-7f3a:42' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:42')
    const replaced = await request(server.baseUrl, '/healthz', { headers: { 'x-request-id': `${'x'.repeat(129)}` } })
    expect(replaced.headers.get('x-request-id')).toMatch(UUID)
    const spaced = await request(server.baseUrl, '/healthz', { headers: { 'x-request-id': 'a b' } })
    expect(spaced.headers.get('x-request-id')).toMatch(UUID)
  })
})

describe('request logs (the server as `npm start -w @foyer/server` runs it)', () => {
  it('logs each request exactly once as JSON with its id, method, route pattern, status and duration', { timeout: FIXTURE_HOOK_MS }, async () => {
    const devnetFile = join(mkdtempSync(join(tmpdir(), 'foyer-ops-')), 'devnet.json')
    writeFileSync(devnetFile, JSON.stringify({ chains: server.devnet.chains }))
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, FOYER_DEVNET_FILE: devnetFile, FOYER_DATA_DIR: dirname(devnetFile), FOYER_PORT: '0', FOYER_LOG_LEVEL: 'info', FOYER_DEV: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    /** Resolves with what `find` finds in the output so far, looking again on each new chunk. */
    const untilOutput = <T>(find: (output: string) => T | undefined, timeoutMs: number, what: string) =>
      new Promise<T>((resolve, reject) => {
        const look = () => {
          const found = find(output)
          if (found === undefined) return
          clearTimeout(timer)
          child.stdout.off('data', look)
          resolve(found)
        }
        const timer = setTimeout(() => {
          child.stdout.off('data', look)
          reject(new Error(`${what}:\n${output}`))
        }, timeoutMs)
        child.stdout.on('data', look)
        look()
      })
    try {
      // The server as `npm start -w @foyer/server` runs it, compiled on the fly by tsx: a fixture's start, longer on a loaded machine.
      const baseUrl = await untilOutput((text) => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1], FIXTURE_START_MS, 'the server did not start')
      const paths = [`/v1/account/${ACCOUNT}/balance?chainId=eip155:31337&projectId=foyer-dev`, '/getWallets?page=0&projectId=foyer-dev', '/missing', '/getWalletImage/%E0%A4%A']
      const ids: string[] = []
      for (const path of paths) ids.push((await request(baseUrl, path)).headers.get('x-request-id')!)
      // A request's line is written after its answer is sent: wait for the last one (on a busy
      // machine that can take well over 100 ms), then stop the server so nothing more can come.
      await untilOutput((text) => (text.includes(ids.at(-1)!) ? true : undefined), 10_000, 'no log line for the last request')
      child.kill('SIGTERM')
      await exited

      const lines = output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      const requestLines = lines.filter((line) => line.msg === 'request')
      expect(requestLines.map((line) => line.requestId)).toEqual(ids)
      expect(requestLines.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
        { method: 'GET', route: '/v1/account/:address/balance', status: 200 },
        { method: 'GET', route: '/getWallets', status: 400 },
        { method: 'GET', route: '(unmatched)', status: 404 },
        { method: 'GET', route: '(unmatched)', status: 400 },
      ])
      for (const line of requestLines) expect(line.durationMs).toEqual(expect.any(Number))
      // Fastify's own per-request lines are replaced, not doubled.
      expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([])
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  })
})
