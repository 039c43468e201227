import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { verifyMessage } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { authUsers } from '../../src/auth/authUsersTable.ts'
import { call, logIn, newEmail, startAuthServer } from './authHarness.ts'

const dataDirs: string[] = []
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-auth-'))
  dataDirs.push(dir)
  return dir
}

describe('the master key and restarts', () => {
  // Two servers on one PGlite folder, one after the other: PGlite's start dominates, and on a busy 2-core machine it passes 15 s.
  it('without FOYER_MASTER_KEY a data folder gets master.key (mode 0600); a session and the keys still work after a restart', async () => {
    const dataDir = freshDataDir()
    const database = { kind: 'pglite' as const, dataDir }
    const first = await startAuthServer({ database })
    const alice = await logIn(first, newEmail())
    await first.close()
    const keyFile = join(dataDir, 'master.key')
    expect(statSync(keyFile).mode & 0o777).toBe(0o600)
    const keyText = readFileSync(keyFile, 'utf8')

    const second = await startAuthServer({ database })
    try {
      expect(readFileSync(keyFile, 'utf8')).toBe(keyText)
      const user = await call(second, 'GET', '/user', { device: alice.device, token: alice.token })
      expect(user).toMatchObject({ status: 200, body: { address: alice.user.address } })
      const signed = await call(second, 'POST', '/rpc', {
        device: alice.device,
        token: alice.token,
        body: { chainId: 'eip155:31337', method: 'personal_sign', params: ['after a restart', alice.user.address] },
      })
      expect(await verifyMessage({ address: alice.user.address as `0x${string}`, message: 'after a restart', signature: signed.body.result })).toBe(true)
    } finally {
      await second.close()
    }
  }, 60_000)

  it('a configured master key is used instead; on the same database a server with another master key refuses to start, saying which key it needs', async () => {
    const dataDir = freshDataDir()
    const database = { kind: 'pglite' as const, dataDir }
    const masterKey = Buffer.alloc(32, 7).toString('base64')
    const first = await startAuthServer({ database, auth: { masterKey } })
    const alice = await logIn(first, newEmail())
    await first.close()
    expect(() => statSync(join(dataDir, 'master.key'))).toThrow()

    const same = await startAuthServer({ database, auth: { masterKey: Buffer.alloc(32, 7).toString('hex') } })
    expect((await call(same, 'GET', '/user', { device: alice.device, token: alice.token })).status).toBe(200)
    await same.close()
    await expect(startAuthServer({ database, auth: { masterKey: Buffer.alloc(32, 8).toString('base64') } })).rejects.toThrow(
      /^This database's embedded wallets are sealed under another master key \(check value [0-9a-f]{12}…\), not the one given .* Start the server with the FOYER_MASTER_KEY that sealed them/,
    )
    // The refusal left the database as it was: the right key still serves Alice.
    const again = await startAuthServer({ database, auth: { masterKey } })
    expect((await call(again, 'GET', '/user', { device: alice.device, token: alice.token })).status).toBe(200)
    await again.close()
  })
})

describe('stored keys', () => {
  it('keys are stored only encrypted, and a flipped byte in the wrapped key or the seed refuses the next signing request with a clear 409; the server keeps serving', async () => {
    const server = await startAuthServer()
    try {
      for (const column of ['wrappedDataKey', 'encryptedSeed'] as const) {
        const alice = await logIn(server, newEmail())
        const db = server.app.database.db
        const [row] = await db.select().from(authUsers).where(eq(authUsers.evmAddress, alice.user.address))
        expect(row!.wrappedDataKey).toMatch(/^[A-Za-z0-9+/]+=*$/)
        const bytes = Buffer.from(row![column], 'base64')
        bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0x80
        await db
          .update(authUsers)
          .set({ [column]: bytes.toString('base64') })
          .where(eq(authUsers.id, row!.id))

        const sign = { chainId: 'eip155:31337', method: 'personal_sign', params: ['hello', alice.user.address] }
        const refused = await call(server, 'POST', '/rpc', { device: alice.device, token: alice.token, body: sign })
        expect(refused.status, column).toBe(409)
        expect(refused.body.message).toMatch(/^Stored key failed its integrity check/)
        // Reads that need no key, and the rest of the server, carry on.
        expect((await call(server, 'GET', '/user', { device: alice.device, token: alice.token })).status).toBe(200)
        expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200)
      }
    } finally {
      await server.close()
    }
  })
})
