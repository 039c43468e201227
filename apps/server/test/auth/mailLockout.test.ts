import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, inbox, latestCode, logIn, newDevice, newEmail, startAuthServer, type AuthServer } from './authHarness.ts'

// P13 #8: strangers asking approval links for a victim's address spend budgets of their own, never
// the one the address's known devices log in with. Clients are told apart by X-Forwarded-For
// behind a trusted proxy; each connect is from a new device (a device's own cooldown is 30 s).
const from = (ip: string) => ({ 'x-forwarded-for': ip })
const VICTIM_IP = '198.51.100.20'
const STRANGERS = ['203.0.113.1', '203.0.113.2']

let server: AuthServer
beforeAll(async () => {
  server = await startAuthServer({
    trustProxy: true,
    auth: {
      throttle: {
        codeFailuresPerAddress: 100,
        codeFailuresPerClient: 100,
        mailsPerAddressPerHour: 3,
        approvalMailsPerAddressPerHour: 4,
        approvalMailsPerAddressPerClientPerHour: 2,
        mailsPerClientPerHour: 100,
      },
    },
  })
  // Starting a server (PGlite, migrations) takes seconds, far more on a loaded machine.
}, 120_000)
afterAll(() => server?.close())

const connect = (email: string, ip: string, device = newDevice()) => call(server, 'POST', '/email/connect', { device, body: { email }, headers: from(ip) })
const approvalMails = async (email: string) => (await inbox(server, email)).filter((mail) => /device\/approve/.test(mail.text)).length

it("strangers' approval mails cannot lock the owner's known device out: each stranger and all of them together have a bounded budget, the known device its own", async () => {
  const victim = newEmail('victim')
  const { device } = await logIn(server, victim)
  const statuses = async (ip: string, times: number) => {
    const answers = []
    for (let i = 0; i < times; i++) answers.push((await connect(victim, ip)).status)
    return answers
  }
  // The first stranger may have 2 approval mails sent to the address; the second stranger the
  // rest of the address's 4 (the owner's own approval spent one).
  expect(await statuses(STRANGERS[0]!, 3)).toEqual([200, 200, 429])
  expect(await statuses(STRANGERS[1]!, 3)).toEqual([200, 429, 429])
  expect(await statuses('203.0.113.3', 1)).toEqual([429])

  server.clock.advance(31_000) // past the cooldown of the code logIn mailed
  const known = await connect(victim, VICTIM_IP, device)
  expect(known).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
  const code = await latestCode(server, victim)
  const session = await call(server, 'POST', '/otp/connect', { device, body: { email: victim, otp: code }, headers: from(VICTIM_IP) })
  expect(session.status).toBe(200)

  // The strangers stay refused, and the inbox holds no more approval mails than the address's budget.
  expect(await statuses(STRANGERS[0]!, 1)).toEqual([429])
  expect(await statuses(STRANGERS[1]!, 1)).toEqual([429])
  expect(await approvalMails(victim)).toBe(4)
})

it("a known device's codes have their own budget per address, which strangers do not touch", async () => {
  const owner = newEmail('owner')
  const { device } = await logIn(server, owner)
  server.clock.advance(31_000)
  // logIn spent one code mail; two more, then the known devices' budget of 3 is spent.
  const answers = []
  for (let i = 0; i < 3; i++) {
    answers.push((await connect(owner, VICTIM_IP, device)).status)
    server.clock.advance(31_000)
  }
  expect(answers).toEqual([200, 200, 429])
  // A stranger's approval mail is paid from the other budget.
  expect((await connect(owner, STRANGERS[0]!)).status).toBe(200)
})
