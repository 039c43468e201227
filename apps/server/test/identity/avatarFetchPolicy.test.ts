/**
 * A name's avatar (and the CCIP-read gateway its resolver names) is chosen by someone else: the
 * server fetches it only through its outbound policy, and visitors' browsers load it only from
 * the server. ENS is a stand-in mainnet node (fakeEnsNode.ts); the "inside" hosts are loopback.
 */
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request, startServer, type RunningServer } from '../harness.ts'
import { startFakeEnsNode } from './fakeEnsNode.ts'
import { deadLoopbackOrigin, startHitCounter } from './hitCounter.ts'

const chain = {
  caipNetworkId: 'eip155:31337' as const,
  name: 'Foyer Devnet',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  testnet: false,
  tokens: [],
}
const LIVE = '0x00000000000000000000000000000000000a11ce' as const
const DEAD = '0x0000000000000000000000000000000000000dea' as const
const OFFCHAIN = '0x00000000000000000000000000000000000000cc' as const

let inside: Awaited<ReturnType<typeof startHitCounter>>
let gateway: Awaited<ReturnType<typeof startHitCounter>>
let node: Awaited<ReturnType<typeof startFakeEnsNode>>
let server: RunningServer
let allowing: RunningServer
beforeAll(async () => {
  inside = await startHitCounter()
  gateway = await startHitCounter({ type: 'application/json', body: JSON.stringify({ data: '0x' }) })
  const dead = await deadLoopbackOrigin()
  node = await startFakeEnsNode({
    'live.eth': { address: LIVE, avatar: `${inside.origin}/router.png` },
    'dead.eth': { address: DEAD, avatar: `${dead}/router.png` },
    'offchain.eth': { address: OFFCHAIN, offchainGateways: [`${gateway.origin}/{sender}/{data}.json`, `${gateway.origin}/lookup`] },
  })
  ;[server, allowing] = await Promise.all([
    startServer({ chains: [chain], ensRpcUrl: node.url }),
    // The test-only allowance the NFT fetcher has too: a setting no environment variable or request sets.
    startServer({ chains: [chain], ensRpcUrl: node.url, identityFetches: { allowPrivateHosts: true } }),
  ])
}, 120_000)
afterAll(() => Promise.all([server?.close(), allowing?.close(), node?.close(), inside?.close(), gateway?.close()]))

describe("a name's avatar on a private address", () => {
  it('is never fetched by the server: it does not connect, and a live target answers exactly as a dead one', async () => {
    const live = await request(server.baseUrl, `/v1/identity/${LIVE}`)
    const dead = await request(server.baseUrl, `/v1/identity/${DEAD}`)
    expect(live).toMatchObject({ status: 200, body: { name: 'live.eth', avatar: `${server.baseUrl}/public/avatar/live.eth` } })
    expect(dead).toMatchObject({ status: 200, body: { name: 'dead.eth', avatar: `${server.baseUrl}/public/avatar/dead.eth` } })
    expect((await request(server.baseUrl, '/v1/identity/name/live.eth')).body).toEqual({ address: getAddress(LIVE), avatar: `${server.baseUrl}/public/avatar/live.eth` })

    const livePicture = await request(server.baseUrl, '/public/avatar/live.eth')
    const deadPicture = await request(server.baseUrl, '/public/avatar/dead.eth')
    expect(livePicture.status).toBe(404)
    expect(deadPicture.status).toBe(404)
    expect(livePicture.body.message.replace('live.eth', 'NAME')).toBe(deadPicture.body.message.replace('dead.eth', 'NAME'))
    expect(inside.hits()).toBe(0)
  })

  it("is answered as the server's URL from its configured origin, whatever Host or X-Forwarded-Host the request names", async () => {
    const { body } = await request(server.baseUrl, `/v1/identity/${LIVE}`, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })
    expect(body.avatar).toBe(`${server.baseUrl}/public/avatar/live.eth`)
  })
})

describe('the outbound policy still fetches what it allows', () => {
  it('serves the picture through the server when the host is allowed (here by the test-only allowance), checked as an image', async () => {
    const before = inside.hits()
    const picture = await fetch(`${allowing.baseUrl}/public/avatar/live.eth`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(picture.headers.get('content-security-policy')).toContain('sandbox')
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(inside.png)
    expect(inside.hits()).toBe(before + 1)
  })

  it('answers 404 for a name without an avatar, and 400 for a string that is not a name', async () => {
    expect((await request(server.baseUrl, '/public/avatar/nobody.eth')).status).toBe(404)
    expect((await request(server.baseUrl, '/public/avatar/no%20dot')).status).toBe(400)
  })
})

describe("a resolver's CCIP-read gateway on a private address", () => {
  it('is refused without a request reaching it: the name resolves to nothing, not an error', async () => {
    const answer = await request(server.baseUrl, '/v1/identity/name/offchain.eth')
    expect(answer).toMatchObject({ status: 200, body: { address: null, avatar: null } })
    expect(gateway.hits()).toBe(0)
  })
})
