/**
 * The server's node clients (rpc/nodeClient.ts) follow no CCIP-read gateway: a contract anyone
 * deploys — a token the indexer meets, a smart account signing in, a call the embedded wallet makes —
 * can revert with EIP-3668's OffchainLookup naming a URL inside the server's network.
 */
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeClient } from '../../src/rpc/nodeClient.ts'
import { startHitCounter } from '../identity/hitCounter.ts'
import { startOffchainLookupNode } from './offchainLookupNode.ts'

const CONTRACT = '0x00000000000000000000000000000000000c011e' as const
const SIGNER = '0x000000000000000000000000000000000000a11c' as const

let gateway: Awaited<ReturnType<typeof startHitCounter>>
let node: Awaited<ReturnType<typeof startOffchainLookupNode>>
let nodeUrl: string
beforeAll(async () => {
  gateway = await startHitCounter({ type: 'application/json', body: JSON.stringify({ data: '0x' }) })
  node = await startOffchainLookupNode(gateway.origin, CONTRACT)
  nodeUrl = node.url
})
afterAll(() => Promise.all([gateway.close(), node.close()]))

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
