import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'
import { call, inbox, latestCode, logIn, newEmail, startAuthServer, type AuthServer } from './authHarness.ts'

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

  it('an email taken by another user is never moved to: its owner gets a notice instead of the code, and the update cannot finish', async () => {
    const taken = newEmail()
    await logIn(server, taken)
    const bobEmail = newEmail()
    const bob = await logIn(server, bobEmail)
    expect((await call(server, 'POST', '/email/update', { device: bob.device, token: bob.token, body: { email: taken } })).status).toBe(200)
    const primary = await call(server, 'POST', '/email/update/primary', { device: bob.device, token: bob.token, body: { otp: await latestCode(server, bobEmail) } })
    expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const [notice] = await inbox(server, taken)
    expect(notice!.subject).toBe('Someone tried to use your email for another Foyer development account')
    const guess = await call(server, 'POST', '/email/update/secondary', { device: bob.device, token: bob.token, body: { otp: '000000' } })
    expect(guess.status).toBe(400)
    expect((await call(server, 'GET', '/user', { device: bob.device, token: bob.token })).body.email).toBe(bobEmail)
  })
})
