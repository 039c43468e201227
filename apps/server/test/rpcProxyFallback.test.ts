import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { rpcUrl } from '@foyer/core'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigFromDevnet, type ServerConfig } from '../src/index.ts'
import { parseServerConfig } from '../src/serverConfig.ts'
import { startServer } from './harness.ts'
import { closedPortUrl, gaps, startUpstreamDouble, type UpstreamBehaviour, type UpstreamDouble } from './rpcProxyUpstreamDouble.ts'

/**
 * The retry and fallback policy (spec §9): each upstream gets 1 + 3 attempts, 150 ms apart, each cut
 * at the timeout; only unreachable, timed-out, 5xx and 429 attempts are retried; then the next upstream.
 */

let devnet: Devnet
const cleanups: Array<() => Promise<void>> = []
beforeAll(async () => {
  devnet = await startDevnet()
})
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})
afterAll(() => devnet?.stop())

const nodeUrl = () => devnet.chains[0]!.rpcUrl
const forward = (): UpstreamBehaviour => ({ forwardTo: nodeUrl() })
const CHAIN_ID_CALL = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }
const CHAIN_ID_ANSWER = { jsonrpc: '2.0', id: 1, result: '0x7a69' }

async function double(behaviour: (requestNumber: number) => UpstreamBehaviour): Promise<UpstreamDouble> {
  const upstream = await startUpstreamDouble(behaviour)
  cleanups.push(upstream.close)
  return upstream
}

/** A server proxying eip155:31337 to these upstreams, in order; answers the proxy URL. */
async function proxyOver(upstreams: string[], rpcUpstream?: ServerConfig['rpcUpstream']): Promise<string> {
  const [rpcUrlOfPrimary, ...rpcUrls] = upstreams
  const chain = { ...chainConfigFromDevnet(devnet.chains[0]!), rpcUrl: rpcUrlOfPrimary!, rpcUrls }
  const server = await startServer({ chains: [chain], rpcUpstream })
  cleanups.push(async () => {
    // A caller that went away leaves a half-closed socket that a plain close waits seconds for.
    server.app.server.closeAllConnections()
    await server.close()
  })
  return rpcUrl(server.baseUrl, 'eip155:31337', 'foyer-dev')
}

async function post(url: string, body: unknown, signal?: AbortSignal) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal })
  return { status: response.status, body: await response.json() }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; elapsedMs: number }> {
  const start = performance.now()
  const result = await work()
  return { result, elapsedMs: performance.now() - start }
}

// Node's timers count from the event loop's cached clock, so a wait measured from outside can
// come out a few ms short of what was asked; the policy is checked to that precision.
const TIMER_SLACK_MS = 5
const AT_LEAST_150_MS = 150 - TIMER_SLACK_MS

describe('retry and fallback policy of the RPC proxy', () => {
  it('defaults to 3 retries, 150 ms apart, and a 10 s timeout per attempt', () => {
    const config = parseServerConfig({ host: '127.0.0.1', port: 0, chains: [chainConfigFromDevnet(devnet.chains[0]!)] })
    expect(config.rpcUpstream).toEqual({ retryCount: 3, retryDelayMs: 150, timeoutMs: 10_000 })
  })

  it('a flaky upstream (503 twice) answers on the third attempt, attempts ≥150 ms apart', async () => {
    const flaky = await double((n) => (n <= 2 ? { status: 503, body: 'busy' } : forward()))
    const proxy = await proxyOver([flaky.url])
    expect(await post(proxy, CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(flaky.arrivals).toHaveLength(3)
    for (const gap of gaps(flaky.arrivals)) expect(gap).toBeGreaterThanOrEqual(AT_LEAST_150_MS)
  })

  it('429 (rate limited) is retried like a 5xx', async () => {
    const limited = await double((n) => (n === 1 ? { status: 429, body: 'slow down' } : forward()))
    const proxy = await proxyOver([limited.url])
    expect(await post(proxy, CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(limited.arrivals).toHaveLength(2)
  })

  it('an upstream is given 1 + 3 attempts, then the next upstream answers', async () => {
    const failing = await double(() => ({ status: 502, body: 'bad gateway' }))
    const fallback = await double(forward)
    const proxy = await proxyOver([failing.url, fallback.url])
    expect(await post(proxy, CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(failing.arrivals).toHaveLength(4)
    for (const gap of gaps(failing.arrivals)) expect(gap).toBeGreaterThanOrEqual(AT_LEAST_150_MS)
    expect(fallback.arrivals).toHaveLength(1)
    expect(fallback.arrivals[0]! - failing.arrivals[3]!).toBeLessThan(150)
  })

  it('a primary that is down (connection refused) is retried, then the second upstream answers', async () => {
    const fallback = await double(forward)
    const proxy = await proxyOver([await closedPortUrl(), fallback.url])
    const { result, elapsedMs } = await timed(() => post(proxy, CHAIN_ID_CALL))
    expect(result).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(elapsedMs).toBeGreaterThanOrEqual(3 * 150 - TIMER_SLACK_MS)
    expect(fallback.arrivals).toHaveLength(1)
  })

  it('a hanging upstream is cut at the timeout (300 ms here) on each attempt, then the next upstream answers', async () => {
    const hanging = await double(() => 'hang')
    const proxy = await proxyOver([hanging.url, nodeUrl()], { timeoutMs: 300 })
    const { result, elapsedMs } = await timed(() => post(proxy, CHAIN_ID_CALL))
    expect(result).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(hanging.arrivals).toHaveLength(4)
    // Each attempt is held its 300 ms, then 150 ms pass before the next. The timeout starts before a
    // request reaches the double, so gaps seen there can be short by the trip; the total cannot.
    for (const gap of gaps(hanging.arrivals)) expect(gap).toBeGreaterThanOrEqual(300)
    expect(elapsedMs).toBeGreaterThanOrEqual(4 * 300 + 3 * 150 - 2 * TIMER_SLACK_MS)
    expect(elapsedMs).toBeLessThan(4 * 300 + 3 * 150 + 1_000)
  })

  it('a JSON-RPC error from the node is the answer: not retried, and no other upstream is asked', async () => {
    const primary = await double(forward)
    const fallback = await double(forward)
    const proxy = await proxyOver([primary.url, fallback.url])
    const response = await post(proxy, { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['not an address'] })
    expect(response).toMatchObject({ status: 200, body: { id: 1, error: { code: expect.any(Number) } } })
    expect(primary.arrivals).toHaveLength(1)
    expect(fallback.arrivals).toHaveLength(0)
  })

  it('an answer that is not JSON-RPC (a 404 page) is not retried: the next upstream is asked at once', async () => {
    const misconfigured = await double(() => ({ status: 404, body: '<html>Not Found</html>' }))
    const fallback = await double(forward)
    const proxy = await proxyOver([misconfigured.url, fallback.url])
    expect(await post(proxy, CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(misconfigured.arrivals).toHaveLength(1)
    expect(fallback.arrivals).toHaveLength(1)
  })

  it('a node refusing a whole batch with one null-id error: that error answers each request', async () => {
    const error = { code: -32600, message: 'batch too large' }
    const refusing = await double(() => ({ status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: null, error }) }))
    const proxy = await proxyOver([refusing.url])
    const response = await post(proxy, [CHAIN_ID_CALL, { ...CHAIN_ID_CALL, id: 'b' }])
    expect(response).toEqual({ status: 200, body: [{ jsonrpc: '2.0', id: 1, error }, { jsonrpc: '2.0', id: 'b', error }] })
  })

  it('when no upstream answers, the caller gets 503 and -32603 for each forwarded request, naming the chain', async () => {
    const proxy = await proxyOver([await closedPortUrl(), await closedPortUrl()], { retryCount: 0 })
    const unreachable = {
      code: -32603,
      message: expect.stringMatching(/^No RPC node of eip155:31337 could be reached: 2 attempts on 2 upstreams failed \(last: unreachable \(ECONNREFUSED\)\)/),
    }
    expect(await post(proxy, CHAIN_ID_CALL)).toEqual({ status: 503, body: { jsonrpc: '2.0', id: 1, error: unreachable } })
    const batch = await post(proxy, [CHAIN_ID_CALL, { ...CHAIN_ID_CALL, id: 2, method: 'evm_mine' }])
    expect(batch).toEqual({
      status: 503,
      body: [
        { jsonrpc: '2.0', id: 1, error: unreachable },
        { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not allowed on this proxy: evm_mine' } },
      ],
    })
  })

  it('retries stop when the caller goes away', async () => {
    const hanging = await double(() => 'hang')
    const proxy = await proxyOver([hanging.url], { timeoutMs: 300 })
    await expect(post(proxy, CHAIN_ID_CALL, AbortSignal.timeout(100))).rejects.toThrow()
    await sleep(300 + 150 + 250)
    expect(hanging.arrivals).toHaveLength(1)
  })
})
