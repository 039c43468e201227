/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { callChainRpc, ChainRpcError } from '../../src/api/chainRpc.ts'
import { RPC_DEFAULTS } from '../../src/constants.ts'

/** A node on 127.0.0.1 that answers each POST as `answer` says (given the JSON it was sent), counting them. */
async function node(answer: (count: number, body: unknown) => { status: number; body?: unknown } | 'hang') {
  let count = 0
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    count += 1
    const said = answer(count, JSON.parse(Buffer.concat(chunks).toString('utf8')))
    if (said === 'hang') return
    response.writeHead(said.status, { 'content-type': 'application/json' }).end(JSON.stringify(said.body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  nodes.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked: () => count }
}
const nodes: Server[] = []
afterEach(async () => {
  for (const server of nodes.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const ok = (result: unknown) => ({ status: 200, body: { jsonrpc: '2.0', id: 1, result } })
const fast = { ...RPC_DEFAULTS, retryDelayMs: 1, timeoutMs: 300 }
/** A port nothing listens on: the connection is refused. */
const CLOSED = 'http://127.0.0.1:9'

describe("the modal's chain reads (spec §7 Chain RPC, §9 RPC defaults)", () => {
  it('the defaults are 3 retries 150 ms apart, 10 s for an answer and batches of up to 1,000 calls', () => {
    expect(RPC_DEFAULTS).toMatchObject({ retryCount: 3, retryDelayMs: 150, timeoutMs: 10_000, batchSize: 1_000 })
  })

  /** A node that takes batches: each request answered with its method's name, under its own id. */
  const echo = (count: number, body: unknown) => {
    void count
    const one = (request: { id: unknown; method: string }) => ({ jsonrpc: '2.0', id: request.id, result: `${request.method} answered` })
    return { status: 200, body: Array.isArray(body) ? body.map(one).reverse() : one(body as { id: unknown; method: string }) }
  }

  it('reads of one chain made together (a Promise.all) leave as one JSON-RPC batch, and each gets its own answer by id', async () => {
    const bodies: unknown[] = []
    const batching = await node((count, body) => (bodies.push(body), echo(count, body)))
    const answers = await Promise.all(['eth_gasPrice', 'eth_chainId', 'eth_blockNumber'].map((method) => callChainRpc(batching.url, { method }, fast)))
    expect(answers).toEqual(['eth_gasPrice answered', 'eth_chainId answered', 'eth_blockNumber answered'])
    expect(batching.asked()).toBe(1)
    expect(bodies[0]).toEqual([
      expect.objectContaining({ jsonrpc: '2.0', method: 'eth_gasPrice', params: [] }),
      expect.objectContaining({ method: 'eth_chainId' }),
      expect.objectContaining({ method: 'eth_blockNumber' }),
    ])
  })

  it('a read alone leaves as a single request, not a batch of one; reads awaited one after another leave on their own', async () => {
    const bodies: unknown[] = []
    const batching = await node((count, body) => (bodies.push(body), echo(count, body)))
    await callChainRpc(batching.url, { method: 'eth_chainId' }, fast)
    await callChainRpc(batching.url, { method: 'eth_chainId' }, fast)
    expect(bodies.map((body) => Array.isArray(body))).toEqual([false, false])
  })

  it('a batch carries at most batchSize calls: more leave in several', async () => {
    const sizes: number[] = []
    const batching = await node((count, body) => (sizes.push(Array.isArray(body) ? body.length : 1), echo(count, body)))
    const methods = Array.from({ length: 5 }, (_, index) => `m_${index}`)
    await expect(Promise.all(methods.map((method) => callChainRpc(batching.url, { method }, { ...fast, batchSize: 2 })))).resolves.toEqual(methods.map((method) => `${method} answered`))
    expect(sizes).toEqual([2, 2, 1])
  })

  it("a batch the node finds too long (413, as Foyer's RPC proxy past its limit) goes again in halves until each part is taken", async () => {
    const sizes: number[] = []
    const limited = await node((count, body) => {
      const size = Array.isArray(body) ? body.length : 1
      sizes.push(size)
      return size > 2 ? { status: 413, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: at most 2 requests in a batch' } } } : echo(count, body)
    })
    const methods = ['a', 'b', 'c', 'd', 'e']
    await expect(Promise.all(methods.map((method) => callChainRpc(limited.url, { method }, fast)))).resolves.toEqual(methods.map((method) => `${method} answered`))
    expect(
      [...sizes].sort((a, b) => b - a),
      'the sizes sent, longest first',
    ).toEqual([5, 3, 2, 2, 1])
  })

  it("one call's JSON-RPC error in a batch is that call's alone; the others get their results", async () => {
    const mixed = await node((_, body) => ({
      status: 200,
      body: (body as { id: number; method: string }[]).map((request) =>
        request.method === 'eth_estimateGas' ? { jsonrpc: '2.0', id: request.id, error: { code: 3, message: 'execution reverted' } } : { jsonrpc: '2.0', id: request.id, result: '0x9' },
      ),
    }))
    const [gas, price] = await Promise.allSettled([callChainRpc(mixed.url, { method: 'eth_estimateGas', params: [{}] }, fast), callChainRpc(mixed.url, { method: 'eth_gasPrice' }, fast)])
    expect(gas).toMatchObject({ status: 'rejected', reason: { message: 'eth_estimateGas: execution reverted', code: 3 } })
    expect(price).toEqual({ status: 'fulfilled', value: '0x9' })
  })

  it('a node that refuses batches (one error for the whole array) is asked each call on its own', async () => {
    const single = await node((count, body) =>
      Array.isArray(body) ? { status: 200, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batches are not supported' } } } : echo(count, body),
    )
    const answers = await Promise.all([callChainRpc(single.url, { method: 'a' }, fast), callChainRpc(single.url, { method: 'b' }, fast)])
    expect(answers).toEqual(['a answered', 'b answered'])
    expect(single.asked()).toBe(3)
  })

  it('a call the node leaves out of its batch answer fails on its own, saying so', async () => {
    const forgetful = await node((_, body) => ({ status: 200, body: [{ jsonrpc: '2.0', id: (body as { id: number }[])[0]!.id, result: '0x1' }] }))
    const [first, second] = await Promise.allSettled([callChainRpc(forgetful.url, { method: 'a' }, fast), callChainRpc(forgetful.url, { method: 'b' }, fast)])
    expect(first).toEqual({ status: 'fulfilled', value: '0x1' })
    expect(second).toMatchObject({ status: 'rejected', reason: { message: 'b: the node left it out of its answer to the batch' } })
  })

  it('a batch whose URL is down moves whole to the next URL; past the last, each call says the failure after its method', async () => {
    const down = await node(() => ({ status: 502 }))
    const backup = await node(echo)
    await expect(Promise.all([callChainRpc([down.url, backup.url], { method: 'a' }, fast), callChainRpc([down.url, backup.url], { method: 'b' }, fast)])).resolves.toEqual(['a answered', 'b answered'])
    expect([down.asked(), backup.asked()]).toEqual([4, 1])
    const failed = await Promise.allSettled([callChainRpc(down.url, { method: 'a' }, fast), callChainRpc(down.url, { method: 'b' }, fast)])
    expect(failed.map((settled) => (settled as PromiseRejectedResult).reason.message)).toEqual(['a: the node answered HTTP 502', 'b: the node answered HTTP 502'])
  })

  it('a node answering 503 or 429 is asked again, up to 3 more times, and its answer is taken', async () => {
    const busy = await node((count) => (count === 1 ? { status: 503 } : count === 2 ? { status: 429 } : ok('0x1')))
    await expect(callChainRpc(busy.url, { method: 'eth_chainId' }, fast)).resolves.toBe('0x1')
    expect(busy.asked()).toBe(3)
  })

  it('past its retries a failing URL gives way to the next (a fallback transport); the last one’s failure is said', async () => {
    const down = await node(() => ({ status: 502 }))
    const backup = await node(() => ok('0x2'))
    await expect(callChainRpc([down.url, backup.url], { method: 'eth_chainId' }, fast)).resolves.toBe('0x2')
    expect(down.asked()).toBe(4)
    await expect(callChainRpc([down.url], { method: 'eth_chainId' }, fast)).rejects.toThrow('eth_chainId: the node answered HTTP 502')
  })

  it('a URL that cannot be reached is tried again, then the next one', async () => {
    const backup = await node(() => ok('0x3'))
    await expect(callChainRpc([CLOSED, backup.url], { method: 'eth_blockNumber' }, fast)).resolves.toBe('0x3')
    await expect(callChainRpc(CLOSED, { method: 'eth_blockNumber' }, fast)).rejects.toThrow('eth_blockNumber: the node cannot be reached')
  })

  it('a node that does not answer in time is left for the next URL, and not asked again', async () => {
    const silent = await node(() => 'hang')
    const backup = await node(() => ok('0x4'))
    await expect(callChainRpc([silent.url, backup.url], { method: 'eth_gasPrice' }, fast)).resolves.toBe('0x4')
    expect(silent.asked()).toBe(1)
  })

  it("a JSON-RPC error is the node's answer: thrown at once, no retry, no fallback", async () => {
    const refusing = await node(() => ({ status: 200, body: { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } } }))
    const backup = await node(() => ok('0x5'))
    const error = await callChainRpc([refusing.url, backup.url], { method: 'eth_estimateGas', params: [{}] }, fast).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainRpcError)
    expect(error).toMatchObject({ message: 'eth_estimateGas: execution reverted', code: 3 })
    expect([refusing.asked(), backup.asked()]).toEqual([1, 0])
  })
})
