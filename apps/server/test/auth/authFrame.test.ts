import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { call, newDevice, newEmail } from './authHarness.ts'

const frameDir = mkdtempSync(join(tmpdir(), 'foyer-frame-'))
mkdirSync(join(frameDir, 'assets'))
writeFileSync(join(frameDir, 'index.html'), '<!doctype html><title>Foyer frame</title><script type="module" src="./assets/frame-abc123.js"></script>')
writeFileSync(join(frameDir, 'assets', 'frame-abc123.js'), 'console.log("frame")')
afterAll(() => rmSync(frameDir, { recursive: true, force: true }))

let server: RunningServer
let devServer: RunningServer
beforeAll(async () => {
  server = await startServer({ chains: [UNREAD_CHAIN], auth: { frameDir } })
  devServer = await startServer({ chains: [UNREAD_CHAIN], devMode: true, auth: { frameDir } })
})
afterAll(async () => {
  await server?.close()
  await devServer?.close()
})

describe('the frame at /auth-frame/', () => {
  it("index.html is served never cached, embeddable only by the project's allowed origins (CSP frame-ancestors)", async () => {
    const answer = await fetch(`${server.baseUrl}/auth-frame/?projectId=foyer-dev&chainId=eip155:31337&version=1.0.0`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.headers.get('content-security-policy')).toMatch(/; frame-ancestors http:\/\/127\.0\.0\.1:5173 http:\/\/localhost:5173$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.text()).toContain('<title>Foyer frame</title>')
  })

  it('in dev mode the dev project may be embedded by any loopback origin', async () => {
    const answer = await fetch(`${devServer.baseUrl}/auth-frame/?projectId=foyer-dev`)
    expect(answer.headers.get('content-security-policy')).toMatch(/; frame-ancestors http:\/\/127\.0\.0\.1:5173 http:\/\/localhost:5173 http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*$/)
  })

  it('an unknown project is refused with 401, a missing one with 400', async () => {
    expect(await call(server, 'GET', '/auth-frame/?projectId=no-such-project')).toMatchObject({ status: 401, body: { code: 'INVALID_PROJECT_ID' } })
    const missing = await fetch(`${server.baseUrl}/auth-frame/`)
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toMatch(/projectId is required/)
  })

  it('its assets are served with their type and cached for good; nothing outside the folder is', async () => {
    const asset = await fetch(`${server.baseUrl}/auth-frame/assets/frame-abc123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${server.baseUrl}/auth-frame/assets/missing.js`)).status).toBe(404)
    for (const path of ['/auth-frame/..%2f..%2fpackage.json', '/auth-frame/%2e%2e/%2e%2e/package.json', '/auth-frame/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      expect((await fetch(server.baseUrl + path)).status, path).toBe(404)
    }
  })

  it('/auth-frame redirects to /auth-frame/ with its query', async () => {
    const answer = await fetch(`${server.baseUrl}/auth-frame?projectId=foyer-dev`, { redirect: 'manual' })
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe('/auth-frame/?projectId=foyer-dev')
  })

  it('without a build the frame answers 503 saying how to build it', async () => {
    const unbuilt = await startServer({ chains: [UNREAD_CHAIN], auth: { frameDir: join(frameDir, 'not-built') } })
    try {
      const answer = await fetch(`${unbuilt.baseUrl}/auth-frame/?projectId=foyer-dev`)
      expect(answer.status).toBe(503)
      expect((await answer.json()).message).toMatch(/npm run build -w @foyer\/auth-frame/)
    } finally {
      await unbuilt.close()
    }
  })
})

describe('GET /auth/v1/frame/origin-check', () => {
  it("answers whether an origin is on the project's allow-list (dev mode: any loopback origin for the dev project)", async () => {
    const check = (target: RunningServer, origin: string) => call(target, 'GET', `/frame/origin-check?origin=${encodeURIComponent(origin)}`)
    expect((await check(server, 'http://127.0.0.1:5173')).body).toEqual({ allowed: true })
    expect((await check(server, 'http://127.0.0.1:9999')).body).toEqual({ allowed: false })
    expect((await check(server, 'https://evil.example')).body).toEqual({ allowed: false })
    expect((await check(devServer, 'http://127.0.0.1:9999')).body).toEqual({ allowed: true })
    const bad = await check(server, 'https://evil.example/path')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^querystring\.origin must be a web origin/)
  })
})

describe('a server with no way to send mail', () => {
  it("answers the email routes 503 'Email login is not configured: set FOYER_SMTP_URL' and has no dev inbox", async () => {
    const answer = await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email: newEmail() } })
    expect(answer).toMatchObject({ status: 503, body: { message: 'Email login is not configured: set FOYER_SMTP_URL' } })
    expect((await fetch(`${server.baseUrl}/dev/inbox/messages`)).status).toBe(404)
  })

  it('dev mode without FOYER_SMTP_URL runs the mail sink and its inbox', async () => {
    const email = newEmail()
    expect((await call(devServer, 'POST', '/email/connect', { device: newDevice(), body: { email } })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const mails = await (await fetch(`${devServer.baseUrl}/dev/inbox/messages?to=${encodeURIComponent(email)}`)).json()
    expect(mails).toHaveLength(1)
  })
})
