import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { REGISTRATIONS_PER_CLIENT_PER_HOUR } from '../../src/identity/names/profileRoutes.ts'
import { isEvmCoinType } from '../../src/identity/names/registrationMessage.ts'
import { describeOnEachDatabase } from '../db/testDatabases.ts'
import { useServerOnDatabase } from '../db/serverOnDatabase.ts'
import { request } from '../harness.ts'
import { signedRegistration as registration } from './nameRegistration.ts'

const newAccount = () => privateKeyToAccount(generatePrivateKey())
const nowSeconds = () => Math.floor(Date.now() / 1000)
let labelCount = 0
/** A label no other test of the run uses (the database outlives single tests). */
const freshLabel = (stem: string) => `${stem}${process.pid}x${++labelCount}`

describe('coin types (spec §5: a name registry chain id must be below 2^31)', () => {
  it('takes 60 and ENSIP-11 EVM coin types, refuses a chain id of 2^31 or more', () => {
    expect(isEvmCoinType(60)).toBe(true)
    expect(isEvmCoinType(0x80000000 + 10)).toBe(true)
    expect(isEvmCoinType(0x80000000)).toBe(false)
    expect(isEvmCoinType(0xffffffff + 1)).toBe(false)
    expect(isEvmCoinType(501)).toBe(false)
  })
})

describeOnEachDatabase('names of the foyer.id zone', (kind) => {
  // X-Forwarded-For is believed, so each test can be a client address of its own.
  const running = useServerOnDatabase(kind, { trustProxy: true })
  let posts = 0
  // Each request from a client address of its own unless a test names one (only the budget's test counts them).
  const post = (body: unknown, ip = `10.1.${Math.floor(++posts / 250)}.${posts % 250}`) =>
    request(running.server.baseUrl, '/v1/profile/account', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) })
  const get = (path: string) => request(running.server.baseUrl, path)

  it('a signed registration takes the name; the profile, the reverse lookup, the identity and the name lookup all answer it', async () => {
    const account = newAccount()
    const label = freshLabel('alice')
    const registered = await post(await registration(account, `${label}.foyer.id`, { attributes: { avatar: 'https://images.example/alice.png' } }))
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({ name: `${label}.foyer.id`, addresses: { '60': { address: account.address } }, attributes: { avatar: 'https://images.example/alice.png' } })

    expect((await get(`/v1/profile/account/${label}.foyer.id`)).body).toEqual(registered.body)
    expect((await get(`/v1/profile/account/${label.toUpperCase()}.FOYER.ID`)).body).toEqual(registered.body)
    expect((await get(`/v1/profile/reverse/${account.address}`)).body).toEqual([registered.body])
    // The avatar is the server's own picture URL, never the record's (P13 #14: a name's owner chose that host).
    const avatar = `${running.server.baseUrl}/public/avatar/${label}.foyer.id`
    expect((await get(`/v1/identity/${account.address}`)).body).toEqual({ name: `${label}.foyer.id`, avatar })
    expect((await get(`/v1/identity/name/${label}.foyer.id`)).body).toEqual({ address: account.address, avatar })
  })

  it('an ENSIP-11 coin type (0x80000000 | chainId, above what a Postgres integer holds) is stored and answered as signed', async () => {
    const account = newAccount()
    const label = freshLabel('chain')
    const coinType = (0x80000000 | 31337) >>> 0
    const registered = await post(await registration(account, `${label}.foyer.id`, { coin_type: coinType }))
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    expect((await get(`/v1/profile/account/${label}.foyer.id`)).body.addresses).toEqual({ [String(coinType)]: { address: account.address } })
  })

  it('first come: a taken name is refused 409, and an address keeps its one name', async () => {
    const first = newAccount()
    const label = freshLabel('taken')
    expect((await post(await registration(first, `${label}.foyer.id`))).status).toBe(200)
    const second = await post(await registration(newAccount(), `${label}.foyer.id`))
    expect(second).toMatchObject({ status: 409, body: { message: `${label}.foyer.id is already registered` } })
    const again = await post(await registration(first, `${freshLabel('other')}.foyer.id`))
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/already has a name/)
    expect((await get(`/v1/profile/reverse/${first.address}`)).body).toHaveLength(1)
  })

  it('two registrations of one name at once: exactly one wins', async () => {
    const label = freshLabel('race')
    const bodies = await Promise.all([newAccount(), newAccount(), newAccount()].map((account) => registration(account, `${label}.foyer.id`)))
    const statuses = (await Promise.all(bodies.map((body, index) => post(body, `198.51.100.${index + 1}`)))).map((response) => response.status)
    expect(statuses.sort()).toEqual([200, 409, 409])
  })

  it('refuses, saying what is wrong: a signature by another key, an old timestamp, another zone, a short or odd label, a chain id of 2^31', async () => {
    const account = newAccount()
    const label = freshLabel('bad')
    const forged = { ...(await registration(account, `${label}.foyer.id`)), address: newAccount().address }
    const cases: [unknown, RegExp][] = [
      [forged, /signature is not/],
      [await registration(account, `${label}.foyer.id`, { timestamp: nowSeconds() - 3600 }), /not recent/],
      [await registration(account, `${label}.eth`), /must end in \.foyer\.id/],
      [await registration(account, 'abc.foyer.id'), /letters, digits and hyphens only, 4 to 63 characters/],
      [await registration(account, 'al_ce.foyer.id'), /letters, digits and hyphens only/],
      [await registration(account, `${label}.foyer.id`, { coin_type: 0x80000000 }), /Invalid chainId/],
      [{ ...(await registration(account, `${label}.foyer.id`)), message: 'not json' }, /JSON/],
      [{ coin_type: 60, address: 'nope', message: '{}', signature: '0x00' }, /body\.address/],
    ]
    for (const [body, words] of cases) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toMatch(words)
    }
    expect((await get(`/v1/profile/account/${label}.foyer.id`)).status).toBe(404)
  })

  it(`budgets registrations: ${REGISTRATIONS_PER_CLIENT_PER_HOUR} an hour from one client address, then 429`, async () => {
    const ip = '192.0.2.55'
    const statuses: number[] = []
    for (let attempt = 0; attempt <= REGISTRATIONS_PER_CLIENT_PER_HOUR; attempt++) {
      statuses.push((await post(await registration(newAccount(), `${freshLabel('budget')}.foyer.id`), ip)).status)
    }
    expect(statuses.slice(0, REGISTRATIONS_PER_CLIENT_PER_HOUR).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect((await post(await registration(newAccount(), `${freshLabel('elsewhere')}.foyer.id`), '192.0.2.56')).status).toBe(200)
  })

  it('suggests the name when free, else free variants; a label that breaks the rule is a 400', async () => {
    const label = freshLabel('sugg')
    expect((await get(`/v1/profile/suggestions/${label}`)).body.suggestions[0]).toEqual({ name: `${label}.foyer.id`, registered: false })
    await post(await registration(newAccount(), `${label}.foyer.id`))
    const { suggestions } = (await get(`/v1/profile/suggestions/${label}.foyer.id`)).body as { suggestions: { name: string; registered: boolean }[] }
    expect(suggestions[0]).toEqual({ name: `${label}.foyer.id`, registered: true })
    expect(suggestions.slice(1).every((suggestion) => !suggestion.registered && suggestion.name.startsWith(label))).toBe(true)
    expect((await get('/v1/profile/suggestions/ab')).status).toBe(400)
  })
})
