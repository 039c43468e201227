import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, encodeErrorResult, http, parseAbi, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCollectionName, readNftUri } from '../../src/nfts/readNftOnChain.ts'
import { startHitCounter } from '../identity/hitCounter.ts'

const offchainLookupAbi = parseAbi(['error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)'])
const CONTRACT = '0x00000000000000000000000000000000000c011e' as const

let gateway: Awaited<ReturnType<typeof startHitCounter>>
let node: Server
let client: PublicClient
beforeAll(async () => {
  gateway = await startHitCounter({ type: 'application/json', body: JSON.stringify({ data: '0x' }) })
  // A chain node whose every contract call reverts with EIP-3668's OffchainLookup, naming a gateway inside the network.
  node = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { id, params } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; params: [{ to: `0x${string}`; data: `0x${string}` }] }
    const data = encodeErrorResult({ abi: offchainLookupAbi, errorName: 'OffchainLookup', args: [params[0].to, [`${gateway.origin}/{sender}/{data}.json`], params[0].data, '0x12345678', '0x'] })
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data } }))
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  client = createPublicClient({ transport: http(`http://127.0.0.1:${(node.address() as AddressInfo).port}`, { retryCount: 0 }) })
})
afterAll(() => Promise.all([gateway.close(), new Promise((resolve) => node.close(resolve))]))

describe("an NFT contract's reads follow no CCIP-read gateway", () => {
  it('a tokenURI or name() that answers OffchainLookup is no answer, and the gateway it names is never asked', async () => {
    expect(await readNftUri(client, { contract: CONTRACT, tokenId: 1n, standard: 'erc721' })).toBeUndefined()
    expect(await readNftUri(client, { contract: CONTRACT, tokenId: 1n, standard: 'erc1155' })).toBeUndefined()
    expect(await readCollectionName(client, CONTRACT)).toBeUndefined()
    expect(gateway.hits()).toBe(0)
  })
})
