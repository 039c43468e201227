/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { callChainRpc, ChainRpcError } from '../../src/api/chainRpc.ts'
import { RPC_DEFAULTS } from '../../src/constants.ts'

/** A node on 127.0.0.1 that answers each POST as `answer` says, counting them. */
async function node(answer: (count: number) => { status: number; body?: unknown } | 'hang') {
  let count = 0
  const server: Server = createServer(async (request, response) => {
    for await (const _ of request);
    count += 1
    const said = answer(count)
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
  it('the defaults are 3 retries 150 ms apart and 10 s for an answer', () => {
    expect(RPC_DEFAULTS).toMatchObject({ retryCount: 3, retryDelayMs: 150, timeoutMs: 10_000 })
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
