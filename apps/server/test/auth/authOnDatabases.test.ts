import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'
import { call, logIn, newEmail, startAuthServer, type AuthServer } from './authHarness.ts'

describeOnEachDatabase('email login and its rules', (kind) => {
  let fresh: FreshDatabase | undefined
  let server: AuthServer
  beforeAll(async () => {
    fresh = await kind.fresh()
    server = await startAuthServer({ database: fresh.config, auth: { masterKey: Buffer.alloc(32, 3).toString('base64') } })
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
  })

  it('a login makes a user with an address; the next mail to that email within 30 s is 429 with the seconds left', async () => {
    const email = newEmail()
    const alice = await logIn(server, email)
    expect((await call(server, 'GET', '/user', { device: alice.device, token: alice.token })).body).toMatchObject({ email, address: alice.user.address })
    server.clock.advance(31_000)
    expect((await call(server, 'POST', '/email/connect', { device: alice.device, body: { email } })).body).toEqual({ action: 'VERIFY_OTP' })
    server.clock.advance(5_000)
    expect((await call(server, 'POST', '/email/connect', { device: alice.device, body: { email } })).body.message).toBe('Please try again after 25 seconds')
  })

  it('an email taken by another user cannot be moved to (409)', async () => {
    const taken = newEmail()
    await logIn(server, taken)
    const bob = await logIn(server, newEmail())
    expect((await call(server, 'POST', '/email/update', { device: bob.device, token: bob.token, body: { email: taken } })).status).toBe(409)
  })
})
