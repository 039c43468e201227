import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INDEXER_ROLE, runIndexerWithRole } from '../../src/activity/indexerRole.ts'
import { openDatabase, type Database } from '../../src/kernel/db/database.ts'
import { buildServer } from '../../src/index.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { describeOnPostgres, type TestDatabaseKind } from './testDatabases.ts'

/** Servers sharing a database share its master key (FOYER_MASTER_KEY). */
const MASTER_KEY = Buffer.alloc(32, 7).toString('base64')
const quietLog = { info: () => {}, warn: () => {} }
const settles = (promise: Promise<unknown>, ms = 200) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))])

/** Two (or more) processes' connections to one fresh database of `kind`; closed and dropped after `test`. */
async function withDatabases(kind: TestDatabaseKind, count: number, test: (databases: Database[]) => Promise<void>) {
  const fresh = await kind.fresh()
  const databases: Database[] = []
  try {
    for (let i = 0; i < count; i++) databases.push(await openDatabase(fresh.config))
    await test(databases)
  } finally {
    await Promise.all(databases.map((database) => database.close()))
    await fresh.drop()
  }
}

/** Ends the connection holding `role`'s advisory lock on this database, as a crashed holder's would end. */
async function cutHolderConnection(database: Database): Promise<void> {
  await database.db.execute(sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`)
}

/** Polls until `condition` holds, for up to two seconds. */
async function eventually(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 2_000) throw new Error('the condition did not come true within 2 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('database roles on PGlite', () => {
  it('are always granted: one process holds the data folder', async () => {
    const database = await openDatabase({ kind: 'pglite' })
    try {
      const first = await database.takeRole(INDEXER_ROLE)
      expect(first).toBeDefined()
      expect(await settles(first!.lost)).toBe(false)
    } finally {
      await database.close()
    }
  })
})

describeOnPostgres('database roles with several servers on one database', (kind) => {
  it('one process holds a role at a time: another asker is refused until the holder releases it', () =>
    withDatabases(kind, 2, async ([first, second]) => {
      const held = await first!.takeRole(INDEXER_ROLE)
      expect(held).toBeDefined()
      expect(await second!.takeRole(INDEXER_ROLE)).toBeUndefined()
      expect(await second!.takeRole('another-role')).toBeDefined()
      await held!.release()
      expect(await settles(held!.lost)).toBe(false)
      expect(await second!.takeRole(INDEXER_ROLE)).toBeDefined()
    }))

  it("a holder whose connection ends (a crashed process's) loses the role, and the next asker takes it", () =>
    withDatabases(kind, 2, async ([first, second]) => {
      const held = await first!.takeRole(INDEXER_ROLE)
      await cutHolderConnection(second!)
      expect(await settles(held!.lost, 2_000)).toBe(true)
      expect(await second!.takeRole(INDEXER_ROLE)).toBeDefined()
    }))

  it('runs the indexer in exactly one process; a standby takes over when the holder stops, and one process restarts it when the holder loses its connection', () =>
    withDatabases(kind, 3, async (databases) => {
      const running = new Set<number>()
      let mostAtOnce = 0
      let starts = 0
      const runners = databases.map((database, index) =>
        runIndexerWithRole({
          takeRole: () => database.takeRole(INDEXER_ROLE),
          start: () => {
            running.add(index)
            starts++
            mostAtOnce = Math.max(mostAtOnce, running.size)
            return { stop: async () => void running.delete(index) }
          },
          takeoverIntervalMs: 20,
          log: quietLog,
        }),
      )
      try {
        await eventually(() => running.size === 1)
        const firstHolder = [...running][0]!
        await runners[firstHolder]!.stop()
        await eventually(() => running.size === 1 && !running.has(firstHolder))
        // The holder's connection ends: it stops its indexer, and one process (it again, or a standby) starts one.
        const startsBefore = starts
        await cutHolderConnection(databases[firstHolder]!)
        await eventually(() => running.size === 1 && starts === startsBefore + 1)
        expect(mostAtOnce).toBe(1)
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()))
      }
      expect(running.size).toBe(0)
    }))

  it('two servers on one database: one logs that it runs the activity indexer, the other that it stands by', async () => {
    const fresh = await kind.fresh()
    const lines: string[][] = [[], []]
    const servers = []
    try {
      for (const log of lines) {
        servers.push(
          await buildServer(
            { host: '127.0.0.1', port: 0, logLevel: 'info', chains: [UNREAD_CHAIN], database: fresh.config, activity: { takeoverIntervalMs: 20 }, auth: { masterKey: MASTER_KEY } },
            { logStream: { write: (line) => void log.push(line) } },
          ),
        )
      }
      const said = (log: string[], text: string) => log.some((line) => (JSON.parse(line) as { msg: string }).msg.startsWith(text))
      await eventually(() => lines.every((log) => said(log, 'this server process runs') || said(log, 'another server process runs')))
      expect(lines.filter((log) => said(log, 'this server process runs the activity indexer'))).toHaveLength(1)
      expect(lines.filter((log) => said(log, 'another server process runs the activity indexer'))).toHaveLength(1)
      const standby = lines.findIndex((log) => said(log, 'another server process runs'))
      await servers[1 - standby]!.close()
      await eventually(() => said(lines[standby]!, 'this server process runs the activity indexer'))
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await fresh.drop()
    }
  })
})
