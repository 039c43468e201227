import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverConfigFromEnv } from '../../src/config.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startJsonRpcNode } from './jsonRpcNode.ts'
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlpReceiver.ts'

/** In the node's URL, as providers put keys there: none of it may reach a span. */
const NODE_KEY = 'node-key-3f9a1c77'
const QUERY_KEY = 'query-key-8e21bb04'
const COLLECTOR_KEY = 'collector-key-51d0e6a2'

const SERVER = 2
const CLIENT = 3

describe('traces exported over OTLP/HTTP (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)', () => {
  let receiver: OtlpReceiver
  let node: Awaited<ReturnType<typeof startJsonRpcNode>>
  let server: RunningServer
  let spans: ReceivedSpan[]

  beforeAll(async () => {
    receiver = await startOtlpReceiver()
    node = await startJsonRpcNode('0x2a')
    // The settings as the environment gives them, through the server's own reader.
    const { tracing } = serverConfigFromEnv(
      {
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: receiver.tracesUrl,
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_HEADERS: `x-collector-key=${COLLECTOR_KEY}`,
        OTEL_SERVICE_NAME: 'foyer-under-test',
      },
      {},
    ) as { tracing: object }
    server = await startServer({ chains: [{ ...UNREAD_CHAIN, rpcUrl: `${node.origin}/v2/${NODE_KEY}?apikey=${QUERY_KEY}` }], tracing })

    const answer = await fetch(`${server.baseUrl}/v1/?chainId=eip155:31337&projectId=foyer-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'traced-request-1' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2a' })
    expect(node.paths).toEqual([`/v2/${NODE_KEY}?apikey=${QUERY_KEY}`])
    // Closing flushes the batch: what the receiver has then is everything.
    await server.close()
    spans = receiver.spans
  }, 60_000)

  afterAll(async () => {
    await receiver?.close()
    await node?.close()
  })

  it('exports one SERVER span for the request, with its route, method, status and request id', () => {
    const requestSpans = spans.filter((span) => span.kind === SERVER)
    expect(requestSpans).toHaveLength(1)
    expect(requestSpans[0]).toMatchObject({
      name: 'POST /v1/',
      parentSpanId: undefined,
      attributes: { 'http.request.method': 'POST', 'http.route': '/v1/', 'http.response.status_code': 200, 'foyer.request_id': 'traced-request-1' },
      resource: { 'service.name': 'foyer-under-test' },
    })
  })

  it('nests the database call, the upstream RPC call and its HTTP request under the request span', () => {
    const request = spans.find((span) => span.kind === SERVER)!
    const database = spans.find((span) => span.attributes['db.system'] === 'postgresql')
    const rpc = spans.find((span) => span.attributes['rpc.system'] === 'jsonrpc')
    const http = spans.find((span) => span.kind === CLIENT && span.attributes['server.address'] === '127.0.0.1')
    expect(database).toMatchObject({ kind: CLIENT, attributes: { 'db.operation.name': 'SELECT', 'db.collection.name': 'projects' } })
    expect(rpc).toMatchObject({ name: 'jsonrpc eth_blockNumber', attributes: { 'rpc.method': 'eth_blockNumber', 'foyer.chain_id': 'eip155:31337', 'foyer.rpc.batch_size': 1 } })
    expect(http).toMatchObject({ attributes: { 'http.request.method': 'POST', 'http.response.status_code': 200, 'server.port': Number(new URL(node.origin).port) } })
    expect(ancestors(database!)).toContain(request.spanId)
    expect(ancestors(rpc!)).toContain(request.spanId)
    expect(http!.parentSpanId).toBe(rpc!.spanId)
    expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([request.traceId]))
  })

  it('puts no key, secret or upstream URL in any span', () => {
    const exported = receiver.exports.map((request) => request.body).join('\n')
    expect(exported).toContain('eth_blockNumber')
    for (const secret of [NODE_KEY, QUERY_KEY, COLLECTOR_KEY, '/v2/', 'apikey']) expect(exported).not.toContain(secret)
  })

  it('sends the configured headers to the collector', () => {
    expect(receiver.exports.length).toBeGreaterThan(0)
    for (const request of receiver.exports) expect(request.headers['x-collector-key']).toBe(COLLECTOR_KEY)
  })

  function ancestors(span: ReceivedSpan): string[] {
    const byId = new Map(spans.map((each) => [each.spanId, each]))
    const found: string[] = []
    for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) found.push(parent)
    return found
  }
})
