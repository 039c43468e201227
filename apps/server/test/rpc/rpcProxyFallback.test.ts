import { rpcUrl } from '@foyer/core/internal'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigFromDevnet, type ServerConfig } from '../../src/index.ts'
import type { JsonRpcRequest } from '../../src/rpc/jsonRpc.ts'
import { fallbackUpstreams, type RetryWait } from '../../src/rpc/upstreams.ts'
import { parseServerConfig } from '../../src/serverConfig.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { closedPortUrl, startUpstreamDouble, type UpstreamBehaviour, type UpstreamDouble, type UpstreamScript } from '../rpcProxyUpstreamDouble.ts'

type ChainInput = ServerConfig['chains'][number]

/**
 * The retry and fallback policy (spec §9): each upstream gets 1 + 3 attempts, 150 ms apart; only
 * unreachable, 5xx and 429 attempts are retried, then the next upstream; an attempt cut at the
 * timeout is sent to no node again (P13 finding 6).
 */

/**
 * One server for the file (a server starts with its database): eip155:31337 is proxied to two
 * scriptable doubles, primary then fallback, scripted by each test; eip155:31338's primary is a
 * closed port before its devnet node; eip155:9999 has only closed ports. Timeouts are 2 s here: long
 * enough that a busy machine's forwarded calls never meet them, and only the hanging test waits one out.
 */
const SCRIPTED = 'eip155:31337'
const PRIMARY_DOWN = 'eip155:31338'
const UNREACHABLE = 'eip155:9999'
const TIMEOUT_MS = 2_000

let devnet: Devnet
let server: RunningServer
let primary: UpstreamDouble
let fallback: UpstreamDouble
beforeAll(async () => {
  devnet = await startDevnet()
  const doubles = { watched: ['eth_chainId', 'eth_getBalance'], node: devnet.chains[0]!.rpcUrl }
  ;[primary, fallback] = await Promise.all([startUpstreamDouble(doubles), startUpstreamDouble(doubles)])
  const [mainChain, secondChain] = devnet.chains.map(chainConfigFromDevnet) as [ChainInput, ChainInput]
  server = await startServer({
    chains: [
      { ...mainChain, rpcUrl: primary.url, rpcUrls: [fallback.url] },
      { ...secondChain, rpcUrl: await closedPortUrl(), rpcUrls: [secondChain.rpcUrl] },
      { ...mainChain, caipNetworkId: UNREACHABLE, name: 'Unreachable', rpcUrl: await closedPortUrl(), rpcUrls: [await closedPortUrl()] },
    ],
    rpcUpstream: { timeoutMs: TIMEOUT_MS },
  })
})
afterAll(async () => {
  // A caller that went away leaves a half-closed socket that a plain close waits seconds for.
  server?.app.server.closeAllConnections()
  await server?.close()
  await Promise.all([primary?.close(), fallback?.close(), devnet?.stop()])
})

const forward = (): UpstreamBehaviour => ({ forwardTo: devnet.chains[0]!.rpcUrl })
const CHAIN_ID_CALL = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }
const CHAIN_ID_ANSWER = { jsonrpc: '2.0', id: 1, result: '0x7a69' }

/** Scripts both doubles of eip155:31337 for one test. */
function upstreams(scripts: { primary: UpstreamScript; fallback?: UpstreamScript }) {
  primary.script(scripts.primary)
  fallback.script(scripts.fallback ?? forward)
}

async function post(body: unknown, { chainId = SCRIPTED, signal }: { chainId?: string; signal?: AbortSignal } = {}) {
  const response = await fetch(rpcUrl(server.baseUrl, chainId as `eip155:${string}`, 'foyer-dev'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
  return { status: response.status, body: await response.json() }
}

const FLAKY_POLICY = { retryCount: 3, retryDelayMs: 150, timeoutMs: TIMEOUT_MS }

/**
 * The upstreams of eip155:31337 as the proxy builds them, with a wait that records itself instead
 * of sleeping: the order of attempts and waits is the policy, checked without a clock. `events`
 * lists them as they come ('primary 2', 'wait 150', 'fallback 1').
 */
function recordedUpstreams(urls: string[], scripts: { primary: UpstreamScript; fallback?: UpstreamScript }, onWait?: () => void) {
  const events: string[] = []
  const logged =
    (name: string, script: UpstreamScript): UpstreamScript =>
    (n) => (events.push(`${name} ${n}`), script(n))
  upstreams({ primary: logged('primary', scripts.primary), fallback: logged('fallback', scripts.fallback ?? forward) })
  const wait: RetryWait = async (ms, signal) => {
    events.push(`wait ${ms}`)
    onWait?.()
    signal?.throwIfAborted()
  }
  return { events, upstreams: fallbackUpstreams(urls, FLAKY_POLICY, wait) }
}

describe('retry and fallback policy of the RPC proxy', () => {
  it('defaults to 3 retries, 150 ms apart, and a 10 s timeout per attempt', () => {
    const config = parseServerConfig({ host: '127.0.0.1', port: 0, chains: [chainConfigFromDevnet(devnet.chains[0]!)] })
    expect(config.rpcUpstream).toEqual({ retryCount: 3, retryDelayMs: 150, timeoutMs: 10_000 })
  })

  it('a flaky upstream (503 twice) answers on the third attempt', async () => {
    upstreams({ primary: (n) => (n <= 2 ? { status: 503, body: 'busy' } : forward()) })
    expect(await post(CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(primary.arrivals).toHaveLength(3)
    expect(fallback.arrivals).toHaveLength(0)
  })

  it('waits retryDelayMs (150 ms) before each retry of an upstream, and none before the next upstream', async () => {
    const { events, upstreams } = recordedUpstreams([primary.url, fallback.url], { primary: () => ({ status: 502, body: 'bad gateway' }) })
    expect(await upstreams.send(CHAIN_ID_CALL as JsonRpcRequest)).toEqual([CHAIN_ID_ANSWER])
    expect(events).toEqual(['primary 1', 'wait 150', 'primary 2', 'wait 150', 'primary 3', 'wait 150', 'primary 4', 'fallback 1'])
  })

  it('429 (rate limited) is retried like a 5xx', async () => {
    upstreams({ primary: (n) => (n === 1 ? { status: 429, body: 'slow down' } : forward()) })
    expect(await post(CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(primary.arrivals).toHaveLength(2)
  })

  it('an upstream is given 1 + 3 attempts, then the next upstream answers', async () => {
    upstreams({ primary: () => ({ status: 502, body: 'bad gateway' }) })
    expect(await post(CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(primary.arrivals).toHaveLength(4)
    expect(fallback.arrivals).toHaveLength(1)
  })

  it('a primary that is down (connection refused) is retried, then the second upstream answers', async () => {
    expect(await post(CHAIN_ID_CALL, { chainId: PRIMARY_DOWN })).toEqual({ status: 200, body: { ...CHAIN_ID_ANSWER, result: '0x7a6a' } })
    const { events, upstreams } = recordedUpstreams([await closedPortUrl(), fallback.url], { primary: forward })
    expect(await upstreams.send(CHAIN_ID_CALL as JsonRpcRequest)).toEqual([CHAIN_ID_ANSWER])
    expect(events).toEqual(['wait 150', 'wait 150', 'wait 150', 'fallback 1'])
  })

  it('a hanging upstream is cut at the timeout and asked only once: no retry, no other upstream, 503 saying so', async () => {
    upstreams({ primary: () => 'hang' })
    expect(await post(CHAIN_ID_CALL)).toEqual({
      status: 503,
      body: {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32603,
          message: `No RPC node of ${SCRIPTED} could be reached: 1 attempt on 1 upstream failed (last: no answer within ${TIMEOUT_MS} ms (not sent again)). Try again shortly.`,
        },
      },
    })
    expect(primary.arrivals).toHaveLength(1)
    expect(fallback.arrivals).toHaveLength(0)
  })

  it('a JSON-RPC error from the node is the answer: not retried, and no other upstream is asked', async () => {
    upstreams({ primary: forward })
    const response = await post({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['not an address'] })
    expect(response).toMatchObject({ status: 200, body: { id: 1, error: { code: expect.any(Number) } } })
    expect(primary.arrivals).toHaveLength(1)
    expect(fallback.arrivals).toHaveLength(0)
  })

  it('an answer that is not JSON-RPC (a 404 page) is not retried: the next upstream is asked at once', async () => {
    upstreams({ primary: () => ({ status: 404, body: '<html>Not Found</html>' }) })
    expect(await post(CHAIN_ID_CALL)).toEqual({ status: 200, body: CHAIN_ID_ANSWER })
    expect(primary.arrivals).toHaveLength(1)
    expect(fallback.arrivals).toHaveLength(1)
  })

  it('a node refusing a whole batch with one null-id error: that error answers each request', async () => {
    const error = { code: -32600, message: 'batch too large' }
    upstreams({ primary: () => ({ status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: null, error }) }) })
    const response = await post([CHAIN_ID_CALL, { ...CHAIN_ID_CALL, id: 'b' }])
    expect(response).toEqual({
      status: 200,
      body: [
        { jsonrpc: '2.0', id: 1, error },
        { jsonrpc: '2.0', id: 'b', error },
      ],
    })
  })

  it('when no upstream answers, the caller gets 503 and -32603 for each forwarded request, naming the chain', async () => {
    const unreachable = {
      code: -32603,
      message: expect.stringMatching(/^No RPC node of eip155:9999 could be reached: 8 attempts on 2 upstreams failed \(last: unreachable \(ECONNREFUSED\)\)/),
    }
    const [single, batch] = await Promise.all([post(CHAIN_ID_CALL, { chainId: UNREACHABLE }), post([CHAIN_ID_CALL, { ...CHAIN_ID_CALL, id: 2, method: 'evm_mine' }], { chainId: UNREACHABLE })])
    expect(single).toEqual({ status: 503, body: { jsonrpc: '2.0', id: 1, error: unreachable } })
    expect(batch).toEqual({
      status: 503,
      body: [
        { jsonrpc: '2.0', id: 1, error: unreachable },
        { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not allowed on this proxy: evm_mine' } },
      ],
    })
  })

  it('retries stop when the caller goes away: gone during the wait before a retry, nothing more is sent', async () => {
    const callerGone = new AbortController()
    const { events, upstreams } = recordedUpstreams([primary.url, fallback.url], { primary: () => ({ status: 503, body: 'busy' }) }, () =>
      callerGone.abort(new Error('The caller closed the connection')),
    )
    await expect(upstreams.send(CHAIN_ID_CALL as JsonRpcRequest, { signal: callerGone.signal })).rejects.toThrow('The caller closed the connection')
    expect(events).toEqual(['primary 1', 'wait 150'])
  })
})
