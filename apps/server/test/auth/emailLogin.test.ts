import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { approveFromLink, call, inbox, latestApprovalLink, latestCode, logIn, newDevice, newEmail, startAuthServer, type AuthServer } from './authHarness.ts'

let server: AuthServer
beforeAll(async () => {
  server = await startAuthServer()
})
afterAll(() => server.close())

/** Far enough past the 30 s mail cooldown. */
const AFTER_COOLDOWN_MS = 31_000

describe('email login', () => {
  it("mails in the name of the app the visitor logs in to: its project's name, kept to one line", async () => {
    await createProjectRepository(server.app.database.db).create({ id: 'ada-shop', name: "Ada's Shop\r\nBcc: thief@example.com", allowedOrigins: ['https://shop.example'] })
    const email = newEmail()
    expect((await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email }, projectId: 'ada-shop' })).status).toBe(200)
    const [mail] = await inbox(server, email)
    expect(mail!.subject).toBe("Approve this device to log in to Ada's Shop Bcc: thief@example.com")
    expect(mail!.to).toEqual([email])
    expect(mail!.text).toContain("Someone asked to log in to Ada's Shop Bcc: thief@example.com with this email address from a new device.")
    expect(mail!.text).not.toContain('Foyer')
  })

  it('a new device is approved from the mailed link, then a mailed code signs in and the user has an EVM address', async () => {
    const email = newEmail()
    const device = newDevice()
    const first = await call(server, 'POST', '/email/connect', { device, body: { email } })
    expect(first).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const [approvalMail] = await inbox(server, email)
    expect(approvalMail!.subject).toBe('Approve this device to log in to Foyer development')

    // The frame waits on device/connect while the visitor opens the link.
    const waiting = call(server, 'POST', '/device/connect', { device, body: { email } })
    const page = await approveFromLink(await latestApprovalLink(server, email))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved — return to the app')
    expect((await waiting).body).toEqual({ approved: true })

    expect((await call(server, 'POST', '/email/connect', { device, body: { email } })).body).toEqual({ action: 'VERIFY_OTP' })
    const [codeMail] = await inbox(server, email)
    const code = await latestCode(server, email)
    expect(codeMail!.subject).toBe(`Your Foyer development login code is ${code}`)

    const session = await call(server, 'POST', '/otp/connect', { device, body: { email, otp: code } })
    expect(session.status).toBe(200)
    expect(session.body.token).toEqual(expect.any(String))
    expect(session.body.user).toMatchObject({ email, chainId: 'eip155:31337', preferredAccountType: 'eoa' })

    const user = await call(server, 'GET', '/user', { device, token: session.body.token })
    expect(user.status).toBe(200)
    expect(user.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.body).toEqual({
      email,
      address: user.body.address,
      chainId: 'eip155:31337',
      accounts: [{ address: user.body.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(user.body.address).toBe(session.body.user.address)
    const session2 = await call(server, 'GET', '/session', { device, token: session.body.token })
    expect(session2.body).toEqual({ isConnected: true, expiresAt: session.body.expiresAt })
  })

  it('GET /user answers the address of the chain asked for: CAIP-2 or a number for eip155, the Solana address for solana', async () => {
    const { token, device, user } = await logIn(server, newEmail())
    expect((await call(server, 'GET', '/user?chainId=31337', { device, token })).body).toMatchObject({ address: user.address, chainId: 'eip155:31337' })
    const solana = await call(server, 'GET', '/user?chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', { device, token })
    expect(solana.status).toBe(200)
    expect(solana.body.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(solana.body.address).not.toBe(user.address)
    const unserved = await call(server, 'GET', '/user?chainId=eip155:1', { device, token })
    expect(unserved.status).toBe(400)
    expect(unserved.body.message).toMatch(/^querystring\.chainId must be a chain this server serves: eip155:31337/)
  })

  it('a device already approved for the email goes straight to VERIFY_OTP, and the same user signs in again', async () => {
    const email = newEmail()
    const first = await logIn(server, email)
    server.clock.advance(AFTER_COOLDOWN_MS)
    const again = await call(server, 'POST', '/email/connect', { device: first.device, body: { email } })
    expect(again.body).toEqual({ action: 'VERIFY_OTP' })
    const session = await call(server, 'POST', '/otp/connect', { device: first.device, body: { email, otp: await latestCode(server, email) } })
    expect(session.status).toBe(200)
    expect(session.body.user.address).toBe(first.user.address)
  })

  it('a frame already signed in as that email gets CONNECT and no mail; signed in as another email it gets the usual flow', async () => {
    const email = newEmail()
    const { token, device } = await logIn(server, email)
    const mailsBefore = (await inbox(server, email)).length
    expect((await call(server, 'POST', '/email/connect', { device, token, body: { email } })).body).toEqual({ action: 'CONNECT' })
    expect((await inbox(server, email)).length).toBe(mailsBefore)
    const other = newEmail()
    expect((await call(server, 'POST', '/email/connect', { device, token, body: { email: other } })).body).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('an email is matched whatever its case', async () => {
    const email = newEmail('MixedCase')
    const { user } = await logIn(server, email)
    expect(user.email).toBe(email.toLowerCase())
  })

  it('the approval link works once: opened again, a browser gets a page saying so, other clients a JSON 400', async () => {
    const email = newEmail()
    const device = newDevice()
    await call(server, 'POST', '/email/connect', { device, body: { email } })
    const link = await latestApprovalLink(server, email)
    expect((await approveFromLink(link)).status).toBe(200)
    const second = await fetch(link, { headers: { accept: 'text/html,application/xhtml+xml' } })
    expect(second.status).toBe(400)
    expect(await second.text()).toContain('This link cannot be used')
    const json = await fetch(link)
    expect(json.status).toBe(400)
    expect((await json.json()).message).toMatch(/^This approval link cannot be used: It was already used/)
  })

  it('device/connect answers approved: false when the wait ends unapproved, and 400 when no approval was asked', async () => {
    const email = newEmail()
    const device = newDevice()
    const unasked = await call(server, 'POST', '/device/connect', { device, body: { email } })
    expect(unasked.status).toBe(400)
    expect(unasked.body.message).toMatch(/No approval was asked for this device/)
    await call(server, 'POST', '/email/connect', { device, body: { email } })
    expect((await call(server, 'POST', '/device/connect', { device, body: { email } })).body).toEqual({ approved: false })
  })

  it('a code asked on one device does not sign in another', async () => {
    const email = newEmail()
    const { device } = await logIn(server, email)
    server.clock.advance(AFTER_COOLDOWN_MS)
    await call(server, 'POST', '/email/connect', { device, body: { email } })
    const other = await call(server, 'POST', '/otp/connect', { device: newDevice(), body: { email, otp: await latestCode(server, email) } })
    expect(other).toMatchObject({ status: 400, body: { code: 'CODE_INVALID' } })
  })
})

describe('codes', () => {
  /** A device approved for a fresh email, with a code just mailed to it. */
  async function codeMailed() {
    const email = newEmail()
    const { device } = await logIn(server, email)
    server.clock.advance(AFTER_COOLDOWN_MS)
    expect((await call(server, 'POST', '/email/connect', { device, body: { email } })).body).toEqual({ action: 'VERIFY_OTP' })
    return { email, device, code: await latestCode(server, email) }
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('five wrong tries burn the code: each wrong one says how many tries are left (in words and as triesLeft); even the right code is refused after, with a message to ask for a new one', async () => {
    const { email, device, code } = await codeMailed()
    const answers = []
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await call(server, 'POST', '/otp/connect', { device, body: { email, otp: wrong(code) } }))
    expect(answers.slice(0, 4).map((answer) => answer.body.message)).toEqual([
      'That code is not right: 4 tries left',
      'That code is not right: 3 tries left',
      'That code is not right: 2 tries left',
      'That code is not right: 1 try left',
    ])
    expect(answers.slice(0, 4).map((answer) => answer.body.triesLeft)).toEqual([4, 3, 2, 1])
    expect(answers[4]!.body.triesLeft).toBeUndefined()
    expect(answers[4]).toMatchObject({ status: 400, body: { code: 'CODE_BURNED', message: 'Too many wrong codes: this code no longer works. Request a new code.' } })
    const right = await call(server, 'POST', '/otp/connect', { device, body: { email, otp: code } })
    expect(right).toMatchObject({ status: 400, body: { code: 'CODE_BURNED' } })
  })

  it('parallel guesses share the five tries', async () => {
    const { email, device, code } = await codeMailed()
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(server, 'POST', '/otp/connect', { device, body: { email, otp: wrong(code) } })))
    expect(answers.every((answer) => answer.status === 400)).toBe(true)
    expect(answers.filter((answer) => answer.body.code === 'CODE_INVALID').length).toBeLessThanOrEqual(4)
    expect((await call(server, 'POST', '/otp/connect', { device, body: { email, otp: code } })).body.code).toBe('CODE_BURNED')
  })

  it('a code works once: replaying it is refused', async () => {
    const { email, device, code } = await codeMailed()
    expect((await call(server, 'POST', '/otp/connect', { device, body: { email, otp: code } })).status).toBe(200)
    const replay = await call(server, 'POST', '/otp/connect', { device, body: { email, otp: code } })
    expect(replay).toMatchObject({ status: 400, body: { code: 'CODE_INVALID', message: 'This code was already used: ask for a new code' } })
  })

  it('a code expires after 10 minutes', async () => {
    const { email, device, code } = await codeMailed()
    server.clock.advance(10 * 60_000 + 1_000)
    const late = await call(server, 'POST', '/otp/connect', { device, body: { email, otp: code } })
    expect(late).toMatchObject({ status: 400, body: { code: 'CODE_INVALID', message: 'This code has expired: ask for a new code' } })
  })

  it('a new code replaces the last one: only one is live per email', async () => {
    const { email, device, code } = await codeMailed()
    server.clock.advance(AFTER_COOLDOWN_MS)
    await call(server, 'POST', '/email/connect', { device, body: { email } })
    const fresh = await latestCode(server, email)
    if (fresh !== code) expect((await call(server, 'POST', '/otp/connect', { device, body: { email, otp: code } })).status).toBe(400)
    expect((await call(server, 'POST', '/otp/connect', { device, body: { email, otp: fresh } })).status).toBe(200)
  })

  it('the same email is not mailed again within 30 s: 429 "Please try again after N seconds" with N the whole seconds left, rounded up', async () => {
    const { email, device } = await codeMailed()
    const soon = await call(server, 'POST', '/email/connect', { device, body: { email } })
    expect(soon).toMatchObject({ status: 429, body: { code: 'EMAIL_COOLDOWN', message: 'Please try again after 30 seconds' } })
    expect(soon.headers.get('retry-after')).toBe('30')
    server.clock.advance(12_000)
    expect((await call(server, 'POST', '/email/connect', { device, body: { email } })).body.message).toBe('Please try again after 18 seconds')
    server.clock.advance(18_000)
    expect((await call(server, 'POST', '/email/connect', { device, body: { email } })).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it("approval mails are held back 30 s per device, and nobody else can hold back a visitor's mail by asking first", async () => {
    const email = newEmail()
    const visitor = newDevice()
    expect((await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email } })).body).toEqual({ action: 'VERIFY_DEVICE' })
    expect((await call(server, 'POST', '/email/connect', { device: visitor, body: { email } })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const again = await call(server, 'POST', '/email/connect', { device: visitor, body: { email } })
    expect(again).toMatchObject({ status: 429, body: { code: 'EMAIL_COOLDOWN', message: 'Please try again after 30 seconds' } })
    server.clock.advance(AFTER_COOLDOWN_MS)
    expect((await call(server, 'POST', '/email/connect', { device: visitor, body: { email } })).body).toEqual({ action: 'VERIFY_DEVICE' })
  })
})

describe('sessions', () => {
  it('a session token expires after 7 days: 401 JWT_TOKEN_NOT_VALID "Session Expired"', async () => {
    const { token, device } = await logIn(server, newEmail())
    expect((await call(server, 'GET', '/user', { device, token })).status).toBe(200)
    server.clock.advance(7 * 86_400_000 + 1_000)
    const expired = await call(server, 'GET', '/user', { device, token })
    expect(expired).toMatchObject({ status: 401, body: { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' } })
    expect((await call(server, 'GET', '/session', { device, token })).body).toEqual({ isConnected: false })
  })

  it('signing out revokes the session: its token is refused after', async () => {
    const { token, device } = await logIn(server, newEmail())
    expect((await call(server, 'POST', '/session/signout', { device, token, body: {} })).status).toBe(200)
    expect(await call(server, 'GET', '/user', { device, token })).toMatchObject({ status: 401, body: { code: 'JWT_TOKEN_NOT_VALID' } })
    expect((await call(server, 'GET', '/session', { device, token })).body).toEqual({ isConnected: false })
  })

  it('a token is refused from another device, altered, or missing', async () => {
    const { token, device } = await logIn(server, newEmail())
    const [header, payload, signature] = token.split('.')
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`
    for (const attempt of [{ device: newDevice(), token }, { device, token: altered }, { device }]) {
      expect(await call(server, 'GET', '/user', attempt)).toMatchObject({ status: 401, body: { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' } })
    }
  })
})

describe('email update', () => {
  it('a code to the current email, then one to the new email, stores the new email; the new email then logs in to the same user', async () => {
    const oldEmail = newEmail('old')
    const newAddress = newEmail('new')
    const { token, device, user } = await logIn(server, oldEmail)
    expect((await call(server, 'POST', '/email/update', { device, token, body: { email: newAddress } })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await call(server, 'POST', '/email/update/primary', { device, token, body: { otp: await latestCode(server, oldEmail) } })
    expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await call(server, 'POST', '/email/update/secondary', { device, token, body: { otp: await latestCode(server, newAddress) } })
    expect(secondary).toMatchObject({ status: 200, body: { email: newAddress } })
    expect((await call(server, 'GET', '/user', { device, token })).body.email).toBe(newAddress)

    server.clock.advance(31_000)
    const again = await logIn(server, newAddress, newDevice())
    expect(again.user.address).toBe(user.address)
    // The old address no longer names the user: logging in with it makes a new one.
    const old = await logIn(server, oldEmail, newDevice())
    expect(old.user.address).not.toBe(user.address)
  })

  it("moving to another account's address answers as for a free one (no enumeration); its owner gets a notice, never a code", async () => {
    const taken = newEmail('taken')
    await logIn(server, taken)
    const free = newEmail('free')
    const answers = []
    for (const target of [taken, free]) {
      const email = newEmail()
      const { token, device } = await logIn(server, email)
      const started = await call(server, 'POST', '/email/update', { device, token, body: { email: target } })
      const confirmed = await call(server, 'POST', '/email/update/primary', { device, token, body: { otp: await latestCode(server, email) } })
      answers.push({ started: [started.status, started.body], confirmed: [confirmed.status, confirmed.body] })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]!.confirmed).toEqual([200, { action: 'VERIFY_SECONDARY_OTP' }])
    const [notice] = await inbox(server, taken)
    expect(notice!.subject).toBe('Someone tried to use your email for another Foyer development account')
    expect(notice!.text).not.toMatch(/\d{6}/)
    expect((await inbox(server, free))[0]!.subject).toMatch(/^Your Foyer development code to confirm this email is \d{6}$/)
  })

  it('the code to the new address is mailed again on asking (after the 30 s cooldown), the new code replaces the old, and it finishes the change; without a change waiting, asking is a 400', async () => {
    const email = newEmail()
    const target = newEmail('again')
    const { token, device } = await logIn(server, email)
    expect(await call(server, 'POST', '/email/update/secondary/resend', { device, token, body: {} })).toMatchObject({
      status: 400,
      body: { message: 'No email change is waiting for the code to the new address: start the change again' },
    })
    await call(server, 'POST', '/email/update', { device, token, body: { email: target } })
    await call(server, 'POST', '/email/update/primary', { device, token, body: { otp: await latestCode(server, email) } })
    const first = await latestCode(server, target)
    expect(await call(server, 'POST', '/email/update/secondary/resend', { device, token, body: {} })).toMatchObject({ status: 429 })
    server.clock.advance(AFTER_COOLDOWN_MS)
    expect(await call(server, 'POST', '/email/update/secondary/resend', { device, token, body: {} })).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    expect(await inbox(server, target)).toHaveLength(2)
    const second = await latestCode(server, target)
    if (second !== first) expect(await call(server, 'POST', '/email/update/secondary', { device, token, body: { otp: first } })).toMatchObject({ status: 400, body: { code: 'CODE_INVALID' } })
    expect(await call(server, 'POST', '/email/update/secondary', { device, token, body: { otp: second } })).toMatchObject({ status: 200, body: { email: target } })
    // Done: nothing waits any more.
    server.clock.advance(AFTER_COOLDOWN_MS)
    expect(await call(server, 'POST', '/email/update/secondary/resend', { device, token, body: {} })).toMatchObject({ status: 400 })
  })

  it('the update codes are checked like login codes: a wrong one is refused', async () => {
    const email = newEmail()
    const { token, device } = await logIn(server, email)
    await call(server, 'POST', '/email/update', { device, token, body: { email: newEmail() } })
    const code = await latestCode(server, email)
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await call(server, 'POST', '/email/update/primary', { device, token, body: { otp: wrongCode } })).toMatchObject({ status: 400, body: { code: 'CODE_INVALID' } })
  })
})

describe('many logins at once', () => {
  it('100 concurrent logins with distinct emails all succeed and make 100 distinct users', async () => {
    const emails = Array.from({ length: 100 }, () => newEmail('crowd'))
    const sessions = await Promise.all(emails.map((email) => logIn(server, email)))
    expect(sessions.map((session) => session.user.email)).toEqual(emails.map((email) => email.toLowerCase()))
    expect(new Set(sessions.map((session) => session.user.address)).size).toBe(100)
    const users = await Promise.all(sessions.map(({ token, device }) => call(server, 'GET', '/user', { device, token })))
    expect(users.map((user) => user.body.email)).toEqual(emails.map((email) => email.toLowerCase()))
  })
})

describe('requests the auth API refuses', () => {
  it("a browser Origin other than the frame's is refused with 403, even one on the project's allow-list", async () => {
    for (const origin of ['http://evil.example', 'http://127.0.0.1:5173']) {
      const answer = await call(server, 'POST', '/email/connect', { device: newDevice(), origin, body: { email: newEmail() } })
      expect(answer.status).toBe(403)
      expect(answer.body.message).toMatch(/answers only the embedded wallet's frame/)
    }
  })

  it('the device header is required and checked: 400 naming x-foyer-device', async () => {
    const missing = await call(server, 'POST', '/email/connect', { body: { email: newEmail() } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^headers\.x-foyer-device is required/)
    const bad = await call(server, 'POST', '/email/connect', { device: 'short', body: { email: newEmail() } })
    expect(bad.body.message).toBe('headers.x-foyer-device must be 43 base64url characters (32 random bytes)')
  })

  it('bad bodies are 400s naming the field', async () => {
    const device = newDevice()
    const cases: [string, unknown, RegExp][] = [
      ['/email/connect', { email: 'not-an-email' }, /^body\.email must be a valid email address/],
      ['/email/connect', {}, /^body\.email /],
      ['/otp/connect', { email: newEmail(), otp: '12345' }, /^body\.otp must be the 6-digit code from the email/],
      ['/otp/connect', { email: newEmail(), otp: '123456', extra: 1 }, /^body has unknown field extra/],
      ['/rpc', { chainId: 'eip155', method: 'eth_chainId' }, /^body\.chainId must be a CAIP-2 chain id/],
    ]
    for (const [path, body, message] of cases) {
      const answer = await call(server, 'POST', path, { device, body })
      expect(answer.status, path).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
  })

  it('an unknown project is refused with 401 before anything else', async () => {
    const answer = await call(server, 'POST', '/email/connect', { device: newDevice(), projectId: 'no-such-project', body: { email: newEmail() } })
    expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_PROJECT_ID' } })
  })
})

describe('the dev inbox', () => {
  it('GET /dev/inbox lists the mails newest first as a page, their text escaped', async () => {
    const older = newEmail('older')
    const newer = newEmail('newer')
    await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email: older } })
    await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email: newer } })
    const page = await fetch(`${server.baseUrl}/dev/inbox`)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html.indexOf(newer)).toBeGreaterThan(0)
    expect(html.indexOf(newer)).toBeLessThan(html.indexOf(older))
    // The link's & is written as an entity: the mail's text is never markup.
    expect(html).toMatch(/projectId=foyer-dev&#38;token=/)
    expect((await inbox(server, newer))[0]).toMatchObject({ to: [newer], subject: 'Approve this device to log in to Foyer development', receivedAt: expect.any(String) })
  })
})
