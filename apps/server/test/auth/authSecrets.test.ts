import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildServer } from '../../src/index.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { call, GENEROUS_THROTTLE, latestApprovalLink, newDevice, newEmail, type AuthServer } from './authHarness.ts'

// P5: what would let someone take over a wallet never sits where others read: not in log lines,
// not in files other users of the machine can open.

describe('secrets in logs', () => {
  it("the request log keeps the auth routes' query values redacted (approval tokens, OAuth code and state), the plain ones as they are", async () => {
    const logs: Record<string, unknown>[] = []
    const app = await buildServer(
      { host: '127.0.0.1', port: 0, chains: [UNREAD_CHAIN], activity: { indexer: false }, devProject: true, auth: { mailSink: true, throttle: GENEROUS_THROTTLE } },
      { logStream: { write: (line) => void logs.push(JSON.parse(line) as Record<string, unknown>) } },
    )
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    const server = { app, baseUrl, close: () => app.close(), clock: { now: Date.now, advance() {} } } as AuthServer
    try {
      const email = newEmail()
      await call(server, 'POST', '/email/connect', { device: newDevice(), body: { email } })
      const link = await latestApprovalLink(server, email)
      const token = new URL(link).searchParams.get('token')!
      await fetch(link)
      await fetch(`${baseUrl}/auth/v1/social/callback?code=SECRET-CODE-123&state=SECRET-STATE-456`)
      await expect.poll(() => logs.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(3)
      const text = JSON.stringify(logs)
      expect(text).not.toContain(token)
      expect(text).not.toContain('SECRET-CODE-123')
      expect(text).not.toContain('SECRET-STATE-456')
      const urls = logs.filter((line) => line.msg === 'request').map((line) => line.url)
      expect(urls).toContain('/auth/v1/device/approve?projectId=foyer-dev&token=REDACTED')
      expect(urls).toContain('/auth/v1/social/callback?code=REDACTED&state=REDACTED')
    } finally {
      await app.close()
    }
  })
})

describe('the data folder', () => {
  it('is readable by its owner alone: folders 0700, files 0600 (the database, the master key)', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'foyer-perms-')), 'data')
    const app = await buildServer({ host: '127.0.0.1', port: 0, chains: [UNREAD_CHAIN], logLevel: 'silent', activity: { indexer: false }, database: { kind: 'pglite', dataDir } })
    await app.close()
    const modes: string[] = []
    const walk = (folder: string) => {
      modes.push(`${folder} ${(statSync(folder).mode & 0o777).toString(8)}`)
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name)
        if (entry.isDirectory()) walk(path)
        else modes.push(`${path} ${(statSync(path).mode & 0o777).toString(8)}`)
      }
    }
    walk(dataDir)
    expect(modes.length).toBeGreaterThan(10)
    expect(modes.filter((line) => !/ (700|600)$/.test(line))).toEqual([])
    expect(modes).toContain(`${join(dataDir, 'master.key')} 600`)
  })
})
