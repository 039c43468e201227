import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'
import { call, inbox, latestCode, logIn, newDevice, newEmail, startAuthServer, type AuthServer } from './authHarness.ts'

// P5: guessing codes, flooding mailboxes and holding long polls each have a budget that holds
// across codes and processes (the counters are in the database). Clients are told apart by
// X-Forwarded-For behind a trusted proxy, as request.ip sees them.
const AFTER_COOLDOWN_MS = 31_000
const HOUR_MS = 3_600_000
const from = (ip: string) => ({ 'x-forwarded-for': ip })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

let server: AuthServer
beforeAll(async () => {
  server = await startAuthServer({
    trustProxy: true,
    auth: {
      deviceWaitMs: 1_000,
      longPollsPerClient: 2,
      throttle: { codeFailuresPerAddress: 10, codeFailuresPerClient: 1_000, lockMinutes: 60, mailsPerAddressPerHour: 1_000, mailsPerClientPerHour: 1_000 },
    },
  })
})
afterAll(() => server?.close())

/** A fresh code to an approved device of `email`, asked from `ip`. */
async function freshCode(email: string, device: string, ip = '198.51.100.1') {
  server.clock.advance(AFTER_COOLDOWN_MS)
  expect((await call(server, 'POST', '/email/connect', { device, body: { email }, headers: from(ip) })).body).toEqual({ action: 'VERIFY_OTP' })
  return latestCode(server, email)
}

function tryCode(email: string, device: string, otp: string, ip = '198.51.100.1') {
  return call(server, 'POST', '/otp/connect', { device, body: { email, otp }, headers: from(ip) })
}

describe('wrong codes', () => {
  it('count per address across codes: the 10th wrong code over three codes locks the address for an hour, even against the right code', async () => {
    const email = newEmail()
    const { device } = await logIn(server, email)
    const answers: number[] = []
    for (const guesses of [4, 4, 2]) {
      const code = await freshCode(email, device)
      for (let i = 0; i < guesses; i++) answers.push((await tryCode(email, device, wrong(code))).status)
    }
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(400))
    const locked = await tryCode(email, device, '000000')
    expect(locked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_WRONG_CODES', message: 'Too many wrong codes: try again in 60 minutes' } })
    expect(locked.headers.get('retry-after')).toBe('3600')
    expect(answers[9]).toBe(429)

    const right = await freshCode(email, device)
    expect((await tryCode(email, device, right)).status).toBe(429)
    server.clock.advance(HOUR_MS)
    expect((await tryCode(email, device, await freshCode(email, device))).status).toBe(200)
  })

  it('a second lockout of the same address lasts twice as long', async () => {
    const email = newEmail()
    const { device } = await logIn(server, email)
    const lockOut = async () => {
      let last
      for (let round = 0; round < 3; round++) {
        const code = await freshCode(email, device)
        for (let i = 0; i < 4 && last?.status !== 429; i++) last = await tryCode(email, device, wrong(code))
      }
      return last!
    }
    expect((await lockOut()).body.message).toBe('Too many wrong codes: try again in 60 minutes')
    server.clock.advance(HOUR_MS)
    expect((await lockOut()).body.message).toBe('Too many wrong codes: try again in 120 minutes')
  })

  it('count per client across addresses: one IP guessing many addresses is locked, another IP is not', async () => {
    const guesser = await startAuthServer({
      trustProxy: true,
      auth: { throttle: { codeFailuresPerAddress: 100, codeFailuresPerClient: 6, mailsPerAddressPerHour: 1_000, mailsPerClientPerHour: 1_000 } },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        const email = newEmail()
        const { device } = await logIn(guesser, email)
        guesser.clock.advance(AFTER_COOLDOWN_MS)
        await call(guesser, 'POST', '/email/connect', { device, body: { email }, headers: from('203.0.113.9') })
        const code = await latestCode(guesser, email)
        for (let j = 0; j < 2; j++) statuses.push((await call(guesser, 'POST', '/otp/connect', { device, body: { email, otp: wrong(code) }, headers: from('203.0.113.9') })).status)
        if (i === 2) {
          expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
          const elsewhere = await call(guesser, 'POST', '/otp/connect', { device, body: { email, otp: code }, headers: from('203.0.113.10') })
          expect(elsewhere.status).toBe(200)
        }
      }
    } finally {
      await guesser.close()
    }
  })

  it("the email update's second code counts toward the new address's lockout: an unregistered address cannot be claimed by guessing", async () => {
    const target = newEmail('unclaimed')
    const answers: number[] = []
    // Three accounts each start a move to the same address and guess its code.
    for (let attacker = 0; attacker < 3 && !answers.includes(429); attacker++) {
      const email = newEmail()
      const { token, device } = await logIn(server, email)
      server.clock.advance(AFTER_COOLDOWN_MS)
      await call(server, 'POST', '/email/update', { device, token, body: { email: target } })
      await call(server, 'POST', '/email/update/primary', { device, token, body: { otp: await latestCode(server, email) } })
      for (let i = 0; i < 4 && !answers.includes(429); i++) {
        answers.push((await call(server, 'POST', '/email/update/secondary', { device, token, body: { otp: String(100_000 + i) } })).status)
      }
    }
    expect(answers).toEqual([...Array(9).fill(400), 429])
  })
})

describe('login mails', () => {
  let mailer: AuthServer
  beforeAll(async () => {
    mailer = await startAuthServer({
      trustProxy: true,
      auth: {
        throttle: {
          codeFailuresPerAddress: 100,
          codeFailuresPerClient: 100,
          mailsPerAddressPerHour: 4,
          approvalMailsPerAddressPerHour: 4,
          approvalMailsPerAddressPerClientPerHour: 2,
          mailsPerClientPerHour: 5,
        },
      },
    })
  })
  afterAll(() => mailer?.close())
  const connect = (email: string, ip: string) => call(mailer, 'POST', '/email/connect', { device: newDevice(), body: { email }, headers: from(ip) })

  it('are budgeted per mailbox: +tag variants of one address share it, one client may spend only its share (2 of 4), and a refused mail is not sent', async () => {
    const base = newEmail('mailbox').replace('@', '+0@')
    const variant = (tag: number) => base.replace('+0@', `+${tag}@`)
    expect((await connect(variant(1), '192.0.2.1')).status).toBe(200)
    expect((await connect(variant(2).toUpperCase(), '192.0.2.1')).status).toBe(200)
    const third = await connect(variant(3), '192.0.2.1')
    expect(third).toMatchObject({ status: 429, body: { code: 'TOO_MANY_MAILS', message: 'Too many login emails were asked for: try again in 60 minutes' } })
    expect(await inbox(mailer, variant(3))).toEqual([])
    // Another client still reaches the mailbox: one sender cannot spend a victim's whole budget.
    expect((await connect(variant(4), '192.0.2.2')).status).toBe(200)
    expect((await connect(variant(5), '192.0.2.3')).status).toBe(200)
    expect((await connect(variant(6), '192.0.2.4')).status).toBe(429)
    mailer.clock.advance(HOUR_MS)
    expect((await connect(variant(7), '192.0.2.4')).status).toBe(200)
  })

  it('are budgeted per client: one IP cannot mail address after address', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await connect(newEmail(), '192.0.2.50')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect((await connect(newEmail(), '192.0.2.51')).status).toBe(200)
  })
})

describe('long polls', () => {
  it('device waits are capped per client (2 here): a third is refused while two wait, another client is not', async () => {
    const email = newEmail()
    const devices = [newDevice(), newDevice(), newDevice(), newDevice()]
    for (const device of devices) {
      server.clock.advance(AFTER_COOLDOWN_MS)
      await call(server, 'POST', '/email/connect', { device, body: { email }, headers: from('198.51.100.77') })
    }
    const wait = (device: string, ip: string) => call(server, 'POST', '/device/connect', { device, body: { email }, headers: from(ip) })
    const waiting = [wait(devices[0]!, '198.51.100.77'), wait(devices[1]!, '198.51.100.77')]
    await expect.poll(() => server.app.authLongPolls.held).toBe(2)
    const third = await wait(devices[2]!, '198.51.100.77')
    expect(third.status).toBe(429)
    expect(third.body.message).toMatch(/^Too many login waits are open from this address \(2 at most\)/)
    const other = wait(devices[3]!, '198.51.100.78')
    expect((await Promise.all([...waiting, other])).map((answer) => answer.body)).toEqual(Array(3).fill({ approved: false }))
    expect((await wait(devices[2]!, '198.51.100.77')).body).toEqual({ approved: false })
  })
})

describe('sessions', () => {
  it('a session works only for the project it was made under', async () => {
    await createProjectRepository(server.app.database.db).create({ id: 'other-app', name: 'Other app', allowedOrigins: ['https://other.example'] })
    const { token, device } = await logIn(server, newEmail())
    expect((await call(server, 'GET', '/user', { device, token })).status).toBe(200)
    const elsewhere = await call(server, 'GET', '/user', { device, token, projectId: 'other-app' })
    expect(elsewhere).toMatchObject({ status: 401, body: { code: 'JWT_TOKEN_NOT_VALID', message: 'Session Expired' } })
    expect((await call(server, 'GET', '/session', { device, token, projectId: 'other-app' })).body).toEqual({ isConnected: false })
  })
})

describeOnEachDatabase('the login budgets’ counters', (kind) => {
  let fresh: FreshDatabase | undefined
  let onDatabase: AuthServer
  beforeAll(async () => {
    fresh = await kind.fresh()
    onDatabase = await startAuthServer({
      database: fresh.config,
      trustProxy: true,
      auth: {
        throttle: {
          codeFailuresPerAddress: 3,
          codeFailuresPerClient: 1_000,
          lockMinutes: 60,
          mailsPerAddressPerHour: 6,
          approvalMailsPerAddressPerHour: 6,
          approvalMailsPerAddressPerClientPerHour: 3,
          mailsPerClientPerHour: 1_000,
        },
      },
    })
  })
  afterAll(async () => {
    await onDatabase?.close()
    await fresh?.drop()
  })

  it('lock an address after its wrong codes, twice as long the second time, and a refused mail spends no budget', async () => {
    const email = newEmail()
    const { device } = await logIn(onDatabase, email)
    const lockOut = async () => {
      onDatabase.clock.advance(AFTER_COOLDOWN_MS)
      await call(onDatabase, 'POST', '/email/connect', { device, body: { email } })
      const code = await latestCode(onDatabase, email)
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await call(onDatabase, 'POST', '/otp/connect', { device, body: { email, otp: wrong(code) } }))
      return answers.map((answer) => answer.body.message)
    }
    expect(await lockOut()).toEqual([expect.stringMatching(/not right/), expect.stringMatching(/not right/), 'Too many wrong codes: try again in 60 minutes'])
    onDatabase.clock.advance(HOUR_MS)
    expect((await lockOut())[2]).toBe('Too many wrong codes: try again in 120 minutes')

    const mailbox = newEmail('budget')
    const connect = (ip: string) => call(onDatabase, 'POST', '/email/connect', { device: newDevice(), body: { email: mailbox }, headers: from(ip) })
    const statuses = async (ip: string, times: number) => {
      const answers = []
      for (let i = 0; i < times; i++) answers.push((await connect(ip)).status)
      return answers
    }
    // One client may ask for 3 of the mailbox's 6 approval mails; its refused asks spend nothing of the rest.
    expect(await statuses('192.0.2.1', 5)).toEqual([200, 200, 200, 429, 429])
    expect(await statuses('192.0.2.2', 4)).toEqual([200, 200, 200, 429])
    expect(await statuses('192.0.2.3', 1)).toEqual([429])
  })
})
