import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rpcUrl } from '@foyer/core/internal'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { closedPortUrl, startUpstreamDouble, type UpstreamDouble, type UpstreamScript } from '../rpcProxyUpstreamDouble.ts'

/**
 * What one caller may ask of the nodes through the proxy (P13 finding 6): batches of at most 100
 * requests, each request of a batch counted against the rate limits (eth_getLogs as 10), a call
 * that timed out never sent again, and answers cut at a byte cap. The chain's nodes are two
 * scriptable doubles, primary and fallback; each test calls as a client of its own (X-Forwarded-For
 * from a trusted loopback proxy), so their rate-limit counts never meet.
 */
const CHAIN = 'eip155:31337'
const TIMEOUT_MS = 2_000
const MAX_ANSWER_BYTES = 1024 * 1024
const PER_CLIENT_PER_MINUTE = 100

const chain = {
  caipNetworkId: CHAIN,
  name: 'Scripted chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
  testnet: false,
  tokens: [],
}

let server: RunningServer
let primary: UpstreamDouble
let fallback: UpstreamDouble
beforeAll(async () => {
  const doubles = { watched: ['eth_blockNumber', 'eth_getLogs'], node: await closedPortUrl() }
  ;[primary, fallback] = await Promise.all([startUpstreamDouble(doubles), startUpstreamDouble(doubles)])
  server = await startServer({
    chains: [{ ...chain, rpcUrl: primary.url, rpcUrls: [fallback.url] }],
    rpcUpstream: { timeoutMs: TIMEOUT_MS, retryDelayMs: 0 },
    rpcProxy: { maxAnswerBytes: MAX_ANSWER_BYTES },
    rateLimit: { perProjectAndClientPerMinute: PER_CLIENT_PER_MINUTE, perIpPerMinute: 10 * PER_CLIENT_PER_MINUTE },
    trustProxy: ['127.0.0.1'],
  })
})
afterAll(async () => {
  server?.app.server.closeAllConnections()
  await server?.close()
  await Promise.all([primary?.close(), fallback?.close()])
})

function upstreams(scripts: { primary: UpstreamScript; fallback?: UpstreamScript }) {
  primary.script(scripts.primary)
  fallback.script(scripts.fallback ?? (() => ({ answerEach: '0x2' })))
}

const call = (method: string, id: number | string = 1, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })
const LOGS = [{ fromBlock: '0x0', toBlock: 'latest' }]

/** POSTs to the proxy as the client `client` (an address the trusted proxy names). */
async function post(body: unknown, client: string) {
  const response = await fetch(rpcUrl(server.baseUrl, CHAIN, 'foyer-dev'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

describe('batches are capped', () => {
  it('a batch of 101 requests is refused with 413 and -32600, and no node is asked', async () => {
    upstreams({ primary: () => ({ answerEach: '0x1' }) })
    const batch = Array.from({ length: 101 }, (_, index) => call('eth_blockNumber', index))
    expect(await post(batch, '10.6.0.1')).toEqual({
      status: 413,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid Request: the batch has 101 requests; this proxy takes at most 100: send them in batches of 100 or fewer' },
      },
    })
    expect(primary.arrivals).toHaveLength(0)
  })

  it('the cap is FOYER_RPC_MAX_BATCH_SIZE, and an answer’s byte cap FOYER_RPC_MAX_ANSWER_BYTES (defaults: 100, 10 MiB)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'foyer-rpc-')), 'devnet.json')
    writeFileSync(file, JSON.stringify({ chains: [{ chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: chain.nativeCurrency, nativePriceUsd: 3000, tokens: [] }] }))
    expect((await loadConfig({ FOYER_DEVNET_FILE: file })).rpcProxy).toEqual({ maxBatchSize: 100, maxAnswerBytes: 10 * 1024 * 1024 })
    expect((await loadConfig({ FOYER_DEVNET_FILE: file, FOYER_RPC_MAX_BATCH_SIZE: '20', FOYER_RPC_MAX_ANSWER_BYTES: '65536' })).rpcProxy).toEqual({
      maxBatchSize: 20,
      maxAnswerBytes: 65536,
    })
    await expect(loadConfig({ FOYER_DEVNET_FILE: file, FOYER_RPC_MAX_BATCH_SIZE: 'many' })).rejects.toThrow(/FOYER_RPC_MAX_BATCH_SIZE must be a whole number above 0/)
  })
})

describe('every request of a batch counts against the rate limits', () => {
  const limited = {
    status: 429,
    body: { jsonrpc: '2.0', id: null, error: { code: -32005, message: expect.stringMatching(/^Rate limit exceeded: 100 requests per minute for project foyer-dev from IP/) } },
  }

  it('a batch of 100 spends 100 of the minute’s 100: the next request answers 429', async () => {
    upstreams({ primary: () => ({ answerEach: '0x1' }) })
    const batch = Array.from({ length: 100 }, (_, index) => call('eth_blockNumber', index))
    const answered = await post(batch, '10.6.1.1')
    expect(answered.status).toBe(200)
    expect(answered.body).toEqual(batch.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x1' })))
    expect(await post(call('eth_blockNumber'), '10.6.1.1')).toEqual(limited)
    expect(primary.arrivals).toHaveLength(1)
  })

  it('eth_getLogs weighs 10: ten of them spend the minute, and eleven in one batch are refused before any node is asked', async () => {
    upstreams({ primary: () => ({ answerEach: '0x1' }) })
    const logs = (count: number) => Array.from({ length: count }, (_, index) => call('eth_getLogs', index, LOGS))
    expect((await post(logs(10), '10.6.2.1')).status).toBe(200)
    expect(await post(call('eth_blockNumber'), '10.6.2.1')).toEqual(limited)
    expect(await post(logs(11), '10.6.2.2')).toEqual(limited)
    expect(primary.arrivals).toHaveLength(1)
  })
})

describe('a call the node could not answer in time is not sent again', () => {
  it('a hanging primary is asked exactly once, the fallback not at all, and the caller gets 503 saying so', async () => {
    upstreams({ primary: () => 'hang' })
    expect(await post(call('eth_getLogs', 'slow', LOGS), '10.6.3.1')).toEqual({
      status: 503,
      body: {
        jsonrpc: '2.0',
        id: 'slow',
        error: {
          code: -32603,
          message: `No RPC node of ${CHAIN} could be reached: 1 attempt on 1 upstream failed (last: no answer within ${TIMEOUT_MS} ms (not sent again)). Try again shortly.`,
        },
      },
    })
    expect(primary.arrivals).toHaveLength(1)
    expect(fallback.arrivals).toHaveLength(0)
  })

  it('a failure that costs the node nothing (HTTP 503) is still retried, then the fallback answers', async () => {
    upstreams({ primary: () => ({ status: 503, body: 'busy' }) })
    expect(await post(call('eth_blockNumber', 7), '10.6.3.2')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x2' } })
    expect(primary.arrivals).toHaveLength(4)
    expect(fallback.arrivals).toHaveLength(1)
  })
})

describe('answers are cut at the byte cap', () => {
  it('a 48 MiB answer is cut at 1 MiB with -32005, read no further, and not asked for again', async () => {
    upstreams({ primary: () => ({ streamBytes: 48 * 1024 * 1024 }) })
    expect(await post(call('eth_getLogs', 'big', LOGS), '10.6.4.1')).toEqual({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: 'big',
        error: {
          code: -32005,
          message: `The RPC node's answer is over ${MAX_ANSWER_BYTES} bytes, more than this proxy relays; ask for less at a time (a narrower block range, fewer requests in a batch)`,
        },
      },
    })
    // The double stops writing when the proxy drops the connection: what it wrote is the cap and
    // the sockets' buffers, far from the whole answer.
    await vi.waitFor(() => expect(primary.streamed).toHaveLength(1), { timeout: 30_000 })
    expect(primary.streamed[0]).toBeLessThan(16 * 1024 * 1024)
    expect(primary.arrivals).toHaveLength(1)
    expect(fallback.arrivals).toHaveLength(0)
  })
})
