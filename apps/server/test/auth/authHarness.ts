/**
 * What the auth tests share: a real server (buildServer on port 0, PGlite) whose login mails go
 * over SMTP to its own mail sink, a clock the tests move, devices as the frame makes them, and the
 * email login walked as the frame walks it, reading each mail back from GET /dev/inbox/messages.
 */
import { randomBytes } from 'node:crypto'
import { AUTH_API_PREFIX, DEVICE_HEADER } from '@foyer/auth-frame/protocol'
import type { ServerConfig } from '../../src/index.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { DEV_PROJECT_ID, startServer, type RunningServer } from '../harness.ts'

/** A clock that starts at the real time and moves only when told (the server's settings.auth.now). */
export function testClock() {
  let offsetMs = 0
  return {
    now: () => Date.now() + offsetMs,
    advance(ms: number) {
      offsetMs += ms
    },
  }
}
export type TestClock = ReturnType<typeof testClock>

export interface AuthServer extends RunningServer {
  clock: TestClock
}

/**
 * Budgets no test of the login flows reaches: every test here logs in from 127.0.0.1, many times.
 * The throttle tests set the real ones.
 */
export const GENEROUS_THROTTLE = {
  codeFailuresPerAddress: 1_000,
  codeFailuresPerClient: 100_000,
  mailsPerAddressPerHour: 1_000,
  mailsPerClientPerHour: 100_000,
  approvalMailsPerAddressPerHour: 1_000,
  approvalMailsPerAddressPerClientPerHour: 1_000,
}

/** A server with the mail sink on, the test clock, and a short device wait unless the test says otherwise. */
export async function startAuthServer(config: Partial<ServerConfig> = {}): Promise<AuthServer> {
  const clock = testClock()
  const { auth, ...rest } = config
  const server = await startServer({
    chains: [UNREAD_CHAIN],
    ...rest,
    auth: { mailSink: true, now: clock.now, deviceWaitMs: 2_000, throttle: GENEROUS_THROTTLE, longPollsPerClient: 1_000, ...auth },
  })
  return { ...server, clock }
}

/** A device id as the frame makes one: 32 random bytes, base64url. */
export function newDevice(): string {
  return randomBytes(32).toString('base64url')
}

let emailCounter = 0
/** An address no other test uses. */
export function newEmail(label = 'visitor'): string {
  return `${label}-${process.pid}-${++emailCounter}-${randomBytes(3).toString('hex')}@example.com`
}

export interface CallOptions {
  body?: unknown
  device?: string
  token?: string
  /** The browser Origin; default the server's own (the frame's). */
  origin?: string | null
  projectId?: string
  /** More request headers (X-Forwarded-For, to play another client behind a trusted proxy). */
  headers?: Record<string, string>
}

export interface Answer<T = any> {
  status: number
  headers: Headers
  body: T
}

/** Calls an auth route (`/email/connect`) as the frame does: projectId, device header, bearer token, its Origin. */
export async function call<T = any>(server: RunningServer, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(path.startsWith('/dev/') || path.startsWith('/auth-frame') ? path : AUTH_API_PREFIX + path, server.baseUrl)
  if (!url.searchParams.has('projectId')) url.searchParams.set('projectId', options.projectId ?? DEV_PROJECT_ID)
  const headers: Record<string, string> = { ...options.headers }
  if (options.device) headers[DEVICE_HEADER] = options.device
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const origin = options.origin === undefined ? new URL(server.baseUrl).origin : options.origin
  if (origin !== null) headers.origin = origin
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text }
}

export interface InboxMail {
  to: string[]
  subject: string
  text: string
  html?: string
  receivedAt: string
}

/** The mails the server's sink received for an address, newest first. */
export async function inbox(server: RunningServer, email: string): Promise<InboxMail[]> {
  const response = await fetch(`${server.baseUrl}/dev/inbox/messages?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`GET /dev/inbox/messages answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as InboxMail[]
}

/** The 6-digit code of the newest mail to an address. */
export async function latestCode(server: RunningServer, email: string): Promise<string> {
  const [mail] = await inbox(server, email)
  const code = mail && /^Code: (\d{6})$/m.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in the newest mail to ${email}: ${mail?.subject ?? 'no mail at all'}`)
  return code
}

/** The approval link of the newest mail to an address. */
export async function latestApprovalLink(server: RunningServer, email: string): Promise<string> {
  const [mail] = await inbox(server, email)
  const link = mail && /(https?:\/\/\S+\/device\/approve\?\S+)/.exec(mail.text)?.[1]
  if (!link) throw new Error(`No approval link in the newest mail to ${email}: ${mail?.subject ?? 'no mail at all'}`)
  return link
}

export interface SignedIn {
  token: string
  expiresAt: number
  user: { email?: string | null; address: string; chainId: string | number }
  device: string
  /** The project the session belongs to, when not the dev project. */
  projectId?: string
}

/**
 * Approves a device as its owner does from the mail: opens the link (a page with a button, which
 * approves nothing by itself), then presses the button (a form POST from the page's origin).
 */
export async function approveFromLink(link: string): Promise<Response> {
  const page = await fetch(link, { headers: { accept: 'text/html' } })
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1]
  if (page.status !== 200 || !action || !token) throw new Error(`the approval link answered ${page.status} without its button: ${html.slice(0, 200)}`)
  const target = new URL(action.replace(/&amp;/g, '&'), link)
  return fetch(target, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: target.origin },
    body: new URLSearchParams({ token }),
  })
}

/** The whole email login of a new device: connect, approve from the mailed link, connect again, the mailed code. */
export async function logIn(server: RunningServer, email: string, device = newDevice(), projectId?: string): Promise<SignedIn> {
  const first = await call(server, 'POST', '/email/connect', { device, body: { email }, ...(projectId && { projectId }) })
  if (first.status !== 200) throw new Error(`email/connect answered ${first.status}: ${JSON.stringify(first.body)}`)
  if (first.body.action === 'VERIFY_DEVICE') {
    const approved = await approveFromLink(await latestApprovalLink(server, email))
    if (approved.status !== 200) throw new Error(`the approval link answered ${approved.status}`)
    const again = await call(server, 'POST', '/email/connect', { device, body: { email }, ...(projectId && { projectId }) })
    if (again.body.action !== 'VERIFY_OTP') throw new Error(`email/connect after approval answered ${again.status} ${JSON.stringify(again.body)}`)
  }
  const session = await call(server, 'POST', '/otp/connect', { device, body: { email, otp: await latestCode(server, email) }, ...(projectId && { projectId }) })
  if (session.status !== 200) throw new Error(`otp/connect answered ${session.status}: ${JSON.stringify(session.body)}`)
  return { ...session.body, device, ...(projectId && { projectId }) }
}
