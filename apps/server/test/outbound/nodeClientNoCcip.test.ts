/**
 * The server's node clients (rpc/nodeClient.ts) follow no CCIP-read gateway: a contract anyone
 * deploys — a token the indexer meets, a smart account signing in, a call the embedded wallet makes —
 * can revert with EIP-3668's OffchainLookup naming a URL inside the server's network.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, encodeErrorResult, erc20Abi, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeClient } from '../../src/rpc/nodeClient.ts'
import { startHitCounter } from '../identity/hitCounter.ts'

const offchainLookupAbi = parseAbi(['error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)'])
const CONTRACT = '0x00000000000000000000000000000000000c011e' as const
const SIGNER = '0x000000000000000000000000000000000000a11c' as const

let gateway: Awaited<ReturnType<typeof startHitCounter>>
let node: Server
let nodeUrl: string
beforeAll(async () => {
  gateway = await startHitCounter({ type: 'application/json', body: JSON.stringify({ data: '0x' }) })
  // A chain node whose every call reverts with OffchainLookup, naming a gateway on loopback; other methods answer 0x.
  node = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; method: string; params: [{ to?: `0x${string}`; data?: `0x${string}` }] }
    if (method !== 'eth_call') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x' }))
    const sender = params[0].to ?? CONTRACT
    const data = encodeErrorResult({ abi: offchainLookupAbi, errorName: 'OffchainLookup', args: [sender, [`${gateway.origin}/{sender}/{data}.json`], params[0].data ?? '0x', '0x12345678', '0x'] })
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data } }))
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => Promise.all([gateway.close(), new Promise((resolve) => node.close(resolve))]))

describe("the server's node clients follow no CCIP-read gateway", () => {
  it('a read of a contract that answers OffchainLookup fails, and the gateway it names is never asked', async () => {
    const client = nodeClient(http(nodeUrl, { retryCount: 0 }))
    await expect(client.readContract({ address: CONTRACT, abi: erc20Abi, functionName: 'symbol' })).rejects.toThrow()
    await expect(client.call({ to: CONTRACT, data: '0x95d89b41' })).rejects.toThrow()
    expect(gateway.hits()).toBe(0)
  })

  it("a smart account's signature check (EIP-1271/6492 through eth_call) asks no gateway", async () => {
    const client = nodeClient(http(nodeUrl, { retryCount: 0 }))
    const signature = `0x${'11'.repeat(65)}` as const
    await client.verifyMessage({ address: SIGNER, message: 'Sign in', signature }).catch(() => false)
    expect(gateway.hits()).toBe(0)
  })

  it("viem's default client would have asked it (the double's revert is a real OffchainLookup)", async () => {
    const before = gateway.hits()
    const client = createPublicClient({ transport: http(nodeUrl, { retryCount: 0 }) })
    await client.readContract({ address: CONTRACT, abi: erc20Abi, functionName: 'symbol' }).catch(() => undefined)
    expect(gateway.hits()).toBeGreaterThan(before)
  })
})
