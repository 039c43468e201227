import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCollectionName, readNftUri } from '../../src/nfts/readNftOnChain.ts'
import { startHitCounter } from '../identity/hitCounter.ts'
import { startOffchainLookupNode } from './offchainLookupNode.ts'

const CONTRACT = '0x00000000000000000000000000000000000c011e' as const

let gateway: Awaited<ReturnType<typeof startHitCounter>>
let node: Awaited<ReturnType<typeof startOffchainLookupNode>>
let client: PublicClient
beforeAll(async () => {
  gateway = await startHitCounter({ type: 'application/json', body: JSON.stringify({ data: '0x' }) })
  node = await startOffchainLookupNode(gateway.origin, CONTRACT)
  client = createPublicClient({ transport: http(node.url, { retryCount: 0 }) })
})
afterAll(() => Promise.all([gateway.close(), node.close()]))

describe("an NFT contract's reads follow no CCIP-read gateway", () => {
  it('a tokenURI or name() that answers OffchainLookup is no answer, and the gateway it names is never asked', async () => {
    expect(await readNftUri(client, { contract: CONTRACT, tokenId: 1n, standard: 'erc721' })).toBeUndefined()
    expect(await readNftUri(client, { contract: CONTRACT, tokenId: 1n, standard: 'erc1155' })).toBeUndefined()
    expect(await readCollectionName(client, CONTRACT)).toBeUndefined()
    expect(gateway.hits()).toBe(0)
  })
})
