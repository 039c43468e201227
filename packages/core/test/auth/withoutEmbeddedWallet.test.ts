import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { THROWN } from '../../src/errors.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer, settleClients } from '../fixtures/foyer.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())

describe('the embedded wallet asked for on a site that turned email and social login off', () => {
  it("its account choice, its requests and its logins are refused with 'Address or auth connector not found', and no frame is asked", async () => {
    const { client, ctx } = createTestFoyer(api, { features: { email: false, socials: false } })
    client.start()
    expect(ctx.connectors.get().some((connector) => connector.type === 'AUTH')).toBe(false)
    await expect(client.auth.setPreferredAccountType('smartAccount')).rejects.toThrow(THROWN.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
    await expect(client.auth.rpcRequest('eth_accounts')).rejects.toThrow(THROWN.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
    // A login step's failure reads the catalogue's words; the cause is the thrown message.
    const login = await client.auth.connectEmail('ada@example.com').catch((error: Error) => error)
    expect((login as Error).cause).toMatchObject({ message: THROWN.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND })
  })
})
