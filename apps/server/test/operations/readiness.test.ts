import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer as createTcpServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'

const START_TIMEOUT_MS = 240_000
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PER_IP_PER_MINUTE = 6

/** A chain's RPC node that answers eth_chainId (31337) and counts the rounds of checks it is asked. */
function countingNode() {
  let rounds = 0
  const server: Server = createServer((incoming, outgoing) => {
    let body = ''
    incoming.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
    incoming.on('end', () => {
      const calls = [JSON.parse(body)].flat() as { id: number; method: string }[]
      if (calls.some((call) => call.method === 'eth_chainId')) rounds++
      const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_chainId' ? '0x7a69' : '0x' }))
      outgoing.setHeader('content-type', 'application/json')
      outgoing.end(JSON.stringify(Array.isArray(JSON.parse(body)) ? answers : answers[0]))
    })
  })
  return {
    server,
    get rounds() {
      return rounds
    },
  }
}

function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
}

/** A loopback port nothing listens on: one the OS just handed out and took back. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer()
  const port = await listen(probe)
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** GET /readyz from the loopback address `from`. */
function readyz(baseUrl: string, from: string): Promise<{ status: number; body: { message?: string; dependencies?: { name: string; ok: boolean; problem?: string }[] } }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}/readyz`, { localAddress: from, agent: false }, (incoming) => {
      let text = ''
      incoming.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode!, body: JSON.parse(text) }))
    })
    outgoing.on('error', reject).end()
  })
}

const chainAt = (rpcUrl: string): ServerConfig['chains'][number] => ({
  caipNetworkId: 'eip155:31337',
  name: 'Counted chain',
  rpcUrl,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
  testnet: false,
  tokens: [],
})

const node = countingNode()
const otherNode = countingNode()
let withRedisDown: RunningServer
let withRedisUp: RunningServer
beforeAll(async () => {
  const rpcUrl = `http://127.0.0.1:${await listen(node.server)}`
  const otherRpcUrl = `http://127.0.0.1:${await listen(otherNode.server)}`
  const deadRedis = `redis://127.0.0.1:${await closedPort()}`
  ;[withRedisDown, withRedisUp] = await Promise.all([
    startServer({ chains: [chainAt(rpcUrl)], rateLimit: { redisUrl: deadRedis }, readiness: { cacheMs: 600_000, perIpPerMinute: PER_IP_PER_MINUTE } }),
    startServer({
      chains: [chainAt(otherRpcUrl)],
      rateLimit: { redisUrl: REDIS_URL },
      relay: { redisUrl: REDIS_URL, redisKeyPrefix: `foyer-readiness-test-${process.pid}:` },
      readiness: { cacheMs: 0, perIpPerMinute: PER_IP_PER_MINUTE },
    }),
  ])
}, START_TIMEOUT_MS)
afterAll(async () => {
  await withRedisDown?.close()
  await withRedisUp?.close()
  await new Promise((resolve) => node.server.close(resolve))
  await new Promise((resolve) => otherNode.server.close(resolve))
})

describe('/readyz and Redis (REDIS_URL)', () => {
  it('answers 503 naming Redis when the configured Redis does not answer, the other dependencies ok', async () => {
    const answer = await readyz(withRedisDown.baseUrl, '127.0.15.1')
    expect(answer.status).toBe(503)
    expect(answer.body.message).toMatch(/^Not ready: Redis \(REDIS_URL\) /)
    expect(answer.body.dependencies).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Redis (REDIS_URL)', ok: false }), expect.objectContaining({ name: 'eip155:31337 (Counted chain) RPC node', ok: true })]),
    )
    expect(answer.body.message).not.toContain('redis://')
  })

  it('answers 200 listing Redis as ok when it answers', async () => {
    const answer = await readyz(withRedisUp.baseUrl, '127.0.15.2')
    expect(answer.status).toBe(200)
    expect(answer.body.dependencies).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Redis (REDIS_URL)', ok: true })]))
  })
})

describe("/readyz's budget", () => {
  it('calls within the cache period get one round of checks upstream, however many there are', async () => {
    const before = node.rounds
    const from = '127.0.16.1'
    const answers = []
    for (let call = 0; call < PER_IP_PER_MINUTE; call++) answers.push(await readyz(withRedisDown.baseUrl, from))
    expect(answers.map((answer) => answer.status)).toEqual(Array(PER_IP_PER_MINUTE).fill(503))
    // One round in the whole period: the first test's call made it, or the first of these did.
    expect(node.rounds - before).toBeLessThanOrEqual(1)
    expect(node.rounds).toBe(1)
  })

  it(`a client asking more than ${PER_IP_PER_MINUTE} times a minute is answered 429 with Retry-After; another client is not`, async () => {
    const from = '127.0.16.2'
    const statuses = []
    for (let call = 0; call <= PER_IP_PER_MINUTE; call++) statuses.push((await readyz(withRedisDown.baseUrl, from)).status)
    expect(statuses.slice(0, PER_IP_PER_MINUTE)).not.toContain(429)
    expect(statuses[PER_IP_PER_MINUTE]).toBe(429)
    const limited = await readyz(withRedisDown.baseUrl, from)
    expect(limited.body.message).toMatch(new RegExp(`^Rate limit exceeded: ${PER_IP_PER_MINUTE} /readyz requests per minute for IP 127\\.0\\.16\\.2; retry in \\d+ seconds?$`))
    expect((await readyz(withRedisDown.baseUrl, '127.0.16.3')).status).toBe(503)
  })
})
