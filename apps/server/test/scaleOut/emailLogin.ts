/**
 * The embedded wallet's email login walked through the proxy as the frame walks it (the frame's
 * origin is the server's public URL), its mails read from a sink of the test's own: a production
 * server has no /dev/inbox.
 */
import { randomBytes } from 'node:crypto'
import { AUTH_API_PREFIX, DEVICE_HEADER } from '@foyer/auth-frame/protocol'
import type { MailSink } from '../../src/dev/mailSink.ts'
import { approveFromLink } from '../auth/authHarness.ts'
import { SERVED_BY } from './haproxy.ts'

export interface EmailSession {
  token: string
  device: string
  address: string
  /** The processes that answered the login's requests. */
  servedBy: Set<string>
}

export interface FrameAnswer {
  status: number
  servedBy: string | null
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer the test reads field by field
  body: any
}

/** Calls an auth route (`/user`) through the proxy as the frame does: its Origin, the device, the bearer token. */
export async function frameCall(
  proxyUrl: string,
  projectId: string,
  method: 'GET' | 'POST',
  path: string,
  options: { session?: Pick<EmailSession, 'token' | 'device'>; device?: string; visitor: string; body?: unknown },
): Promise<FrameAnswer> {
  const device = options.session?.device ?? options.device
  const response = await fetch(`${proxyUrl}${AUTH_API_PREFIX}${path}?projectId=${projectId}`, {
    method,
    headers: {
      origin: proxyUrl,
      'x-forwarded-for': options.visitor,
      ...(device && { [DEVICE_HEADER]: device }),
      ...(options.session && { authorization: `Bearer ${options.session.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  })
  const text = await response.text()
  return { status: response.status, servedBy: response.headers.get(SERVED_BY), body: text.startsWith('{') ? JSON.parse(text) : text }
}

/** A new address logs in on a new device: connect, the mailed approval when asked, the mailed code. */
export async function emailLogIn(proxyUrl: string, projectId: string, mails: MailSink, visitor: string): Promise<EmailSession> {
  const email = `scale-out-${randomBytes(4).toString('hex')}@example.com`
  const device = randomBytes(32).toString('base64url')
  const servedBy = new Set<string>()
  const step = async (path: string, body: unknown) => {
    const answer = await frameCall(proxyUrl, projectId, 'POST', path, { device, visitor, body })
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    if (answer.servedBy) servedBy.add(answer.servedBy)
    return answer.body
  }
  let connected = await step('/email/connect', { email })
  if (connected.action === 'VERIFY_DEVICE') {
    const link = /(https?:\/\/\S+\/device\/approve\?\S+)/.exec(newestMail(mails, email))?.[1]
    if (!link) throw new Error(`no approval link in the mail to ${email}`)
    const approved = await approveFromLink(link)
    if (approved.status !== 200) throw new Error(`the approval link answered ${approved.status}`)
    connected = await step('/email/connect', { email })
  }
  if (connected.action !== 'VERIFY_OTP') throw new Error(`email/connect answered ${JSON.stringify(connected)}`)
  const otp = /^Code: (\d{6})$/m.exec(newestMail(mails, email))?.[1]
  if (!otp) throw new Error(`no code in the newest mail to ${email}`)
  const session = await step('/otp/connect', { email, otp })
  return { token: session.token, device, address: session.user.address, servedBy }
}

function newestMail(mails: MailSink, email: string): string {
  const [mail] = mails.messages(email)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail.text
}
