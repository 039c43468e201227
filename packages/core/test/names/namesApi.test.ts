import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient, HttpError } from '../../src/api/http.ts'
import { createNamesApi } from '../../src/api/namesApi.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { takeName } from '../fixtures/fakeNames.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2 } from '../fixtures/networks.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

const namesApi = () => createNamesApi(createHttpClient(api.url, { projectId: 'names' }))

describe('the names API client (spec §7 /v1/profile/…)', () => {
  it('asks the zone, with the project id every call carries', async () => {
    api.accountNames.zone = 'names.example.org'
    await expect(namesApi().zone()).resolves.toBe('names.example.org')
    expect(api.requestsTo('/v1/profile/zone')[0]?.query).toEqual({ projectId: 'names' })
  })

  it('answers a registered name’s profile, and null for a name nobody has (a 404)', async () => {
    takeName(api.accountNames, 'alice', EVM_ADDRESS)
    await expect(namesApi().profile('alice.foyer.id')).resolves.toMatchObject({ name: 'alice.foyer.id', addresses: { '60': { address: EVM_ADDRESS } } })
    await expect(namesApi().profile('nobody.foyer.id')).resolves.toBeNull()
  })

  it('answers an address’s names, and the suggestions as full names with whether each is taken', async () => {
    takeName(api.accountNames, 'alice', EVM_ADDRESS)
    await expect(namesApi().reverse(EVM_ADDRESS)).resolves.toHaveLength(1)
    await expect(namesApi().reverse(EVM_ADDRESS_2)).resolves.toEqual([])
    const suggestions = await namesApi().suggestions('alice')
    expect(suggestions[0]).toEqual({ name: 'alice.foyer.id', registered: true })
    expect(suggestions.slice(1).every((suggestion) => !suggestion.registered && suggestion.name.endsWith('.foyer.id'))).toBe(true)
  })

  it('posts a registration as the server takes it and answers the new profile; a taken name rejects with the 409', async () => {
    const message = JSON.stringify({ name: 'carol.foyer.id', attributes: {}, timestamp: 1 })
    const registration = { coin_type: 60, address: EVM_ADDRESS, message, signature: `0x${'ab'.repeat(65)}` }
    await expect(namesApi().register(registration)).resolves.toMatchObject({ name: 'carol.foyer.id' })
    expect(api.requestsTo('/v1/profile/account').at(-1)).toMatchObject({ method: 'POST', body: registration })
    await expect(namesApi().register({ ...registration, address: EVM_ADDRESS_2 })).rejects.toMatchObject({ status: 409 })
  })

  it('refuses an answer of another shape (zod at the boundary), and passes other failures on', async () => {
    api.accountNames.zone = 'Not a zone!'
    await expect(namesApi().zone()).rejects.toThrow()
    api.accountNames.failure = 503
    await expect(namesApi().profile('alice.foyer.id')).rejects.toBeInstanceOf(HttpError)
    await expect(namesApi().suggestions('alice')).rejects.toMatchObject({ status: 503 })
  })
})
