import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer, type RunningServer } from '../harness.ts'

const frameDir = mkdtempSync(join(tmpdir(), 'foyer-frame-csp-'))
mkdirSync(join(frameDir, 'assets'))
writeFileSync(join(frameDir, 'index.html'), '<!doctype html><title>Foyer frame</title><script type="module" src="./assets/frame-abc123.js"></script>')
writeFileSync(join(frameDir, 'assets', 'frame-abc123.js'), 'console.log("frame")')

let plain: RunningServer
let https: RunningServer
/** Starting a server opens its database and runs migrations: minutes on a busy machine. */
const START_TIMEOUT_MS = 240_000

beforeAll(async () => {
  ;[plain, https] = await Promise.all([
    startServer({ chains: [UNREAD_CHAIN], auth: { frameDir } }),
    startServer({ chains: [UNREAD_CHAIN], publicUrl: 'https://foyer.example.com', auth: { frameDir } }),
  ])
}, START_TIMEOUT_MS)
afterAll(async () => {
  await plain?.close()
  await https?.close()
  rmSync(frameDir, { recursive: true, force: true })
})

/** Answers of every kind: a route's, a 400, a 401, a 404, an unparsable URL, a file, a preflight. */
const PATHS = [
  '/healthz',
  '/getWallets?entries=x&projectId=foyer-dev',
  '/getWallets?projectId=no-such-project',
  '/no/such/route',
  '/getWalletImage/%E0%A4%A',
  '/auth-frame/assets/frame-abc123.js',
  '/openapi.json',
]

describe('headers on every answer', () => {
  it('every answer says X-Content-Type-Options: nosniff, errors and files included', async () => {
    for (const path of PATHS) {
      const answer = await fetch(plain.baseUrl + path)
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
    const preflight = await fetch(`${plain.baseUrl}/getWallets`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' } })
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('with an https public URL every answer carries Strict-Transport-Security for a year', async () => {
    for (const path of PATHS) {
      const answer = await fetch(https.baseUrl + path)
      expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=31536000')
    }
  })

  it('with an http public URL (or none) no answer carries Strict-Transport-Security: a browser would refuse the plain host', async () => {
    for (const path of PATHS) expect((await fetch(plain.baseUrl + path)).headers.has('strict-transport-security'), path).toBe(false)
  })
})

describe("the auth frame's Content-Security-Policy", () => {
  const directives = async (server: RunningServer) => {
    const answer = await fetch(`${server.baseUrl}/auth-frame/?projectId=foyer-dev`)
    expect(answer.status).toBe(200)
    return new Map(
      answer.headers
        .get('content-security-policy')!
        .split(/;\s*/)
        .map((part) => [part.split(' ')[0]!, part.split(' ').slice(1).join(' ')]),
    )
  }

  it('runs only its own scripts, loads no plugins, sets no base, and connects only to this server', async () => {
    const policy = await directives(plain)
    expect(policy.get('default-src')).toBe("'self'")
    expect(policy.get('script-src')).toBe("'self'")
    expect(policy.get('object-src')).toBe("'none'")
    expect(policy.get('base-uri')).toBe("'none'")
    expect(policy.get('connect-src')).toBe("'self'")
    expect(policy.get('frame-ancestors')).toBe('http://127.0.0.1:5173 http://localhost:5173')
  })
})
