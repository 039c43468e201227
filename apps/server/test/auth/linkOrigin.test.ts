import { request as httpRequest } from 'node:http'
import { AUTH_API_PREFIX, DEVICE_HEADER } from '@foyer/auth-frame/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSocialSettings, startDevOidcProvider, type DevOidcProvider } from '../../src/dev/oidcProvider.ts'
import { DEV_PROJECT_ID } from '../harness.ts'
import { approveFromLink, call, latestApprovalLink, newDevice, newEmail, startAuthServer, type AuthServer } from './authHarness.ts'

// P5: mailed links, OAuth redirect URIs, image URLs and the frame-origin check are built from
// configuration only. An attacker who sends `Host: attacker.example` (or X-Forwarded-Host through a
// trusted proxy) must not get the victim's login mail pointing at attacker.example.
const PUBLIC_URL = 'https://foyer.example.com'
const ATTACKER = 'attacker.example'

/** A request with headers fetch() will not send as given (Host). */
function raw(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const url = new URL(path, baseUrl)
  if (!url.searchParams.has('projectId')) url.searchParams.set('projectId', DEV_PROJECT_ID)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise<{ status: number; headers: Record<string, unknown>; body: any }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { ...headers, ...(payload && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }) } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: res.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : text }))
    })
    req.on('error', reject)
    req.end(payload)
  })
}

describe('with FOYER_PUBLIC_URL behind a trusted proxy', () => {
  let server: AuthServer
  let provider: DevOidcProvider
  beforeAll(async () => {
    provider = await startDevOidcProvider()
    server = await startAuthServer({ publicUrl: PUBLIC_URL, trustProxy: true, social: { google: devSocialSettings(provider.issuerUrl).google } })
  })
  afterAll(async () => {
    await server?.close()
    await provider?.close()
  })

  it('the mailed approval link points at the configured public URL whatever Host and X-Forwarded-Host the request names', async () => {
    const email = newEmail()
    const answer = await raw(
      server.baseUrl,
      'POST',
      `${AUTH_API_PREFIX}/email/connect`,
      {
        host: ATTACKER,
        'x-forwarded-host': ATTACKER,
        'x-forwarded-proto': 'https',
        origin: PUBLIC_URL,
        [DEVICE_HEADER]: newDevice(),
      },
      { email },
    )
    expect(answer).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const link = new URL(await latestApprovalLink(server, email))
    expect(link.origin).toBe(PUBLIC_URL)
  })

  it("the OAuth redirect_uri is the configured public URL's callback whatever Host the request names", async () => {
    const answer = await raw(server.baseUrl, 'GET', `${AUTH_API_PREFIX}/social/authorize?provider=google&openerOrigin=http://127.0.0.1:5173`, {
      host: ATTACKER,
      'x-forwarded-host': ATTACKER,
      origin: PUBLIC_URL,
      [DEVICE_HEADER]: newDevice(),
    })
    expect(answer.status).toBe(200)
    expect(new URL(answer.body.uri).searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}${AUTH_API_PREFIX}/social/callback`)
  })

  it('image URLs are built on the configured public URL whatever Host the request names', async () => {
    const answer = await raw(
      server.baseUrl,
      'POST',
      '/v1/fungible/price',
      { host: ATTACKER, 'x-forwarded-host': ATTACKER },
      {
        currency: 'usd',
        addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.fungibles.length).toBeGreaterThan(0)
    for (const fungible of answer.body.fungibles) expect(fungible.iconUrl.startsWith(`${PUBLIC_URL}/`)).toBe(true)
  })

  it("the auth API answers only the frame's configured origin, not an Origin equal to the request's own Host (DNS rebinding)", async () => {
    const rebound = await raw(
      server.baseUrl,
      'POST',
      `${AUTH_API_PREFIX}/email/connect`,
      {
        host: `${ATTACKER}:4400`,
        origin: `http://${ATTACKER}:4400`,
        [DEVICE_HEADER]: newDevice(),
      },
      { email: newEmail() },
    )
    expect(rebound.status).toBe(403)
    expect(rebound.body.message).toMatch(/answers only the embedded wallet's frame/)
    const ownOrigin = await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email: newEmail() } })
    expect(ownOrigin.status).toBe(403)
  })
})

describe('in dev mode without FOYER_PUBLIC_URL', () => {
  let server: AuthServer
  beforeAll(async () => {
    server = await startAuthServer({ devMode: true })
  })
  afterAll(() => server?.close())

  it('the mailed approval link points at the listening address, never at the Host the request names', async () => {
    const email = newEmail()
    const answer = await raw(
      server.baseUrl,
      'POST',
      `${AUTH_API_PREFIX}/email/connect`,
      {
        host: ATTACKER,
        origin: new URL(server.baseUrl).origin,
        [DEVICE_HEADER]: newDevice(),
      },
      { email },
    )
    expect(answer).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    expect(new URL(await latestApprovalLink(server, email)).origin).toBe(new URL(server.baseUrl).origin)
  })
})

describe('device approval', () => {
  let server: AuthServer
  beforeAll(async () => {
    server = await startAuthServer({ auth: { deviceWaitMs: 300 } })
  })
  afterAll(() => server?.close())

  it('opening the approval link approves nothing (a mail scanner follows links): the page shows who asks, and only its button approves', async () => {
    const email = newEmail()
    const device = newDevice()
    await call(server, 'POST', '/email/connect', { device, body: { email } })
    const link = await latestApprovalLink(server, email)

    for (let opened = 0; opened < 3; opened++) {
      const page = await fetch(link, { headers: { accept: 'text/html' } })
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(page.headers.get('referrer-policy')).toBe('same-origin')
      const html = await page.text()
      expect(html).toContain('Approve this device?')
      expect(html).toContain(email)
      expect(html).toMatch(/<button type="submit">Approve this device<\/button>/)
    }
    expect((await call(server, 'POST', '/device/connect', { device, body: { email } })).body).toEqual({ approved: false })

    const approved = await approveFromLink(link)
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
    expect((await call(server, 'POST', '/device/connect', { device, body: { email } })).body).toEqual({ approved: true })
  })

  it('the approve button takes only a form post from the server; a JSON body is refused', async () => {
    const email = newEmail()
    await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email } })
    const token = new URL(await latestApprovalLink(server, email)).searchParams.get('token')!
    const json = await call(server, 'POST', '/device/approve', { body: { token } })
    expect(json.status).toBe(415)
  })
})
