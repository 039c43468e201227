import { encodeFunctionData, namehash, toHex, type Hex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extendedResolverAbi, recordsAbi } from '../../src/identity/names/gatewayQuery.ts'
import { NAMES_GATEWAY_PATH } from '../../src/identity/names/namesGatewayRoute.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { request, startServer, type RunningServer } from '../harness.ts'
import { highSTwin } from '../signatures/highSTwin.ts'
import { registrationMessage, signedRegistration } from './nameRegistration.ts'

// P13 #13 and #15: a registration's signature binds its coin type and zone and must be low-s; a
// label must be one ENS clients resolve; the gateway signs answers only for its zone's names.
const OTHER_COIN_TYPE = (0x80000000 | 31337) >>> 0
const newAccount = () => privateKeyToAccount(generatePrivateKey())
let labels = 0
const freshLabel = (stem: string) => `${stem}${process.pid}x${++labels}`

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ chains: [UNREAD_CHAIN], trustProxy: true, namesGatewayKey: toHex(new Uint8Array(32).fill(7)) })
}, 120_000)
afterAll(() => server?.close())

let posts = 0
const post = (body: unknown) =>
  request(server.baseUrl, '/v1/profile/account', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++posts}` }, body: JSON.stringify(body) })

describe('a signed registration binds what it registers', () => {
  it('a signature for coin type 60 presented with another coin type is refused, and the name stays free', async () => {
    const account = newAccount()
    const label = freshLabel('copied')
    const signed = await signedRegistration(account, `${label}.foyer.id`, { coin_type: 60 })
    const copied = await post({ ...signed, coin_type: OTHER_COIN_TYPE })
    expect(copied.status).toBe(400)
    expect(copied.body.message).toBe(`body.message: the message was signed for coin type 60, not body.coin_type ${OTHER_COIN_TYPE}`)
    expect((await request(server.baseUrl, `/v1/profile/account/${label}.foyer.id`)).status).toBe(404)
    expect((await post(signed)).status).toBe(200)
  })

  it('a message signed for another zone is refused', async () => {
    const account = newAccount()
    const message = registrationMessage(`${freshLabel('zone')}.foyer.id`, { zone: 'other.id' })
    const answer = await post({ coin_type: 60, address: account.address, message, signature: await account.signMessage({ message }) })
    expect(answer).toMatchObject({ status: 400, body: { message: "body.message: the message was signed for the zone other.id, not this server's foyer.id" } })
  })

  it('a message that names no coin type or zone (the old form) is refused', async () => {
    const account = newAccount()
    const message = JSON.stringify({ name: `${freshLabel('old')}.foyer.id`, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const answer = await post({ coin_type: 60, address: account.address, message, signature: await account.signMessage({ message }) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/coinType.*zone|zone.*coinType/s)
  })

  it("a registration's high-s twin (s flipped to n − s, v flipped: the same signer) is refused; its low-s original registers", async () => {
    const signed = await signedRegistration(newAccount(), `${freshLabel('twin')}.foyer.id`)
    const twin = await post({ ...signed, signature: highSTwin(signed.signature) })
    expect(twin.status).toBe(400)
    expect(twin.body.message).toMatch(/^body\.signature has a high s/)
    expect((await post(signed)).status).toBe(200)
  })
})

describe('labels ENS clients cannot resolve (ENSIP-15) are refused', () => {
  it.each([
    ['xn--abcd', /hyphens third and fourth/],
    ['ab--cdef', /hyphens third and fourth/],
    ['-abcdef', /begin or end with a hyphen/],
    ['abcdef-', /begin or end with a hyphen/],
  ])('%s', async (label, words) => {
    const answer = await post(await signedRegistration(newAccount(), `${label}.foyer.id`))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(words)
    const suggestions = await request(server.baseUrl, `/v1/profile/suggestions/${label}`)
    expect(suggestions.status).toBe(400)
    expect(suggestions.body.message).toMatch(words)
  })
})

describe('the gateway answers only for its zone', () => {
  const gatewayCall = (name: string, record: 'addr' | 'name' = 'addr') =>
    request(server.baseUrl, NAMES_GATEWAY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sender: '0x1111111111111111111111111111111111111111',
        data: encodeFunctionData({
          abi: extendedResolverAbi,
          functionName: 'resolve',
          args: [toHex(packetToBytes(name)), encodeFunctionData({ abi: recordsAbi, functionName: record, args: [namehash(name)] }) as Hex],
        }),
      }),
    })

  it.each(['vitalik.eth', 'foyer.id.eth', 'xfoyer.id'])('refuses to sign an answer for %s', async (name) => {
    const answer = await gatewayCall(name)
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe(`${name} is not a name of the foyer.id zone: this gateway answers only for its zone's names`)
  })

  it("signs an answer for a name of its zone (registered or not), and for an address's reverse name", async () => {
    expect((await gatewayCall(`${freshLabel('free')}.foyer.id`)).status).toBe(200)
    expect((await gatewayCall('foyer.id')).status).toBe(200)
    expect((await gatewayCall(`${'ab'.repeat(20)}.addr.reverse`, 'name')).status).toBe(200)
  })
})
