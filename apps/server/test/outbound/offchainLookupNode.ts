import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeErrorResult, parseAbi } from 'viem'

const offchainLookupAbi = parseAbi(['error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)'])

/**
 * A chain node on loopback whose every eth_call reverts with EIP-3668's OffchainLookup, naming
 * `gatewayOrigin` (a host inside the network) as the gateway; other methods answer 0x.
 */
export async function startOffchainLookupNode(gatewayOrigin: string, fallbackSender: `0x${string}`): Promise<{ url: string; close(): Promise<void> }> {
  const node: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; method: string; params: [{ to?: `0x${string}`; data?: `0x${string}` }] }
    const answer = (body: object) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, ...body }))
    if (method !== 'eth_call') return answer({ result: '0x' })
    const sender = params[0].to ?? fallbackSender
    const data = encodeErrorResult({ abi: offchainLookupAbi, errorName: 'OffchainLookup', args: [sender, [`${gatewayOrigin}/{sender}/{data}.json`], params[0].data ?? '0x', '0x12345678', '0x'] })
    answer({ error: { code: 3, message: 'execution reverted', data } })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(node.address() as AddressInfo).port}`, close: () => new Promise((resolve) => node.close(() => resolve())) }
}
