import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runCli } from '../../src/cli/runCli.ts'
import type { ServerConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'

const ORIGIN = 'https://live.example'

/** Polls `check` every 20 ms until it holds, for at most 3 s: far below the project cache's 30 s. */
async function soon(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 3_000) throw new Error('the running server did not apply the change within 3 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describeOnEachDatabase('project changes made with the CLI on a running server', (kind) => {
  let fresh: FreshDatabase
  let server: RunningServer
  let env: NodeJS.ProcessEnv
  beforeAll(async () => {
    fresh = await kind.fresh()
    // PGlite in a data folder the server holds: the CLI has to go through the server.
    const database: ServerConfig['database'] = fresh.config.kind === 'pglite' ? { kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'foyer-live-')), 'data') } : fresh.config
    env = database.kind === 'pglite' ? { FOYER_DATA_DIR: database.dataDir } : { DATABASE_URL: database.url }
    server = await startServer({ chains: [UNREAD_CHAIN], database })
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
  })

  async function cli(...argv: string[]) {
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  const status = async (projectId: string) => (await fetch(`${server.baseUrl}/getWallets?page=1&projectId=${projectId}`, { headers: { origin: ORIGIN } })).status

  it('a removed origin is refused and a deleted project is unknown at once, without a restart', async () => {
    const created = await cli('project', 'create', '--origin', ORIGIN, '--origin', 'https://other.example')
    expect(created.code).toBe(0)
    const id = created.out
    // Read once, so the server has the project cached with the origin allowed.
    expect(await status(id)).toBe(200)

    expect((await cli('project', 'remove-origin', id, ORIGIN)).code).toBe(0)
    await soon(async () => (await status(id)) === 403)

    expect((await cli('project', 'add-origin', id, ORIGIN)).code).toBe(0)
    await soon(async () => (await status(id)) === 200)

    expect((await cli('project', 'delete', id)).code).toBe(0)
    await soon(async () => (await status(id)) === 401)
  })
})
