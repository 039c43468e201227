import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/kernel/db/database.ts'
import { LOCK_FILE_NAME } from '../../src/kernel/db/dataDirLock.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { describeOnEachDatabase, describeOnPostgres, type TestDatabaseKind } from './testDatabases.ts'

const MIGRATION_COUNT = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length

async function tableNames(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(database, sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`)
  return rows.map((row) => row.table_name)
}

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await rowsOf<{ count: string }>(database, sql`select count(*)::text as count from drizzle.__drizzle_migrations`)
  return Number(rows[0]!.count)
}

/** Both drivers answer raw SQL with `{ rows }`. */
async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as { rows: Row[] }).rows
}

/** Runs `test` on a fresh database of `kind`, dropped after it. */
async function withFresh(kind: TestDatabaseKind, test: (config: Awaited<ReturnType<TestDatabaseKind['fresh']>>['config']) => Promise<void>) {
  const fresh = await kind.fresh()
  try {
    await test(fresh.config)
  } finally {
    await fresh.drop()
  }
}

describeOnEachDatabase('openDatabase', (kind) => {
  it('brings an empty database to the schema by applying every migration in apps/server/drizzle, and says where it is without credentials', () =>
    withFresh(kind, async (config) => {
      const database = await openDatabase(config)
      try {
        expect(await tableNames(database)).toEqual(expect.arrayContaining(['analytics_events', 'projects']))
        expect(await appliedMigrations(database)).toBe(MIGRATION_COUNT)
        expect(database.kind).toBe(config.kind)
        expect(database.description).toMatch(kind.name === 'PGlite' ? /^PGlite in memory$/ : /^PostgreSQL \w+@[\d.]+:\d+\/foyer_test_\w+$/)
      } finally {
        await database.close()
      }
    }))
})

describeOnPostgres('openDatabase with several Foyer servers on one database', (kind) => {
  it('servers starting at once migrate it once, without error', () =>
    withFresh(kind, async (config) => {
      const databases = await Promise.all([1, 2, 3].map(() => openDatabase(config)))
      try {
        expect(await appliedMigrations(databases[0]!)).toBe(MIGRATION_COUNT)
        expect(await tableNames(databases[2]!)).toEqual(expect.arrayContaining(['analytics_events', 'projects']))
      } finally {
        await Promise.all(databases.map((database) => database.close()))
      }
    }))

  it('opening it again keeps its data and applies no migration twice', () =>
    withFresh(kind, async (config) => {
      const first = await openDatabase(config)
      await createProjectRepository(first.db).create({ id: 'kept', name: 'Kept', allowedOrigins: [] })
      await first.close()
      const second = await openDatabase(config)
      try {
        expect((await createProjectRepository(second.db).find('kept'))?.name).toBe('Kept')
        expect(await appliedMigrations(second)).toBe(MIGRATION_COUNT)
      } finally {
        await second.close()
      }
    }))
})

describe('PGlite in a data folder', () => {
  it('keeps its data across restarts, and holds the folder locked only while open', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'foyer-data-')), 'data')
    const first = await openDatabase({ kind: 'pglite', dataDir })
    expect(first.description).toBe(`PGlite in ${dataDir}`)
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true)
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`The data folder ${dataDir} is already open in this process`)
    await createProjectRepository(first.db).create({ id: 'persisted', name: 'Persisted', allowedOrigins: ['https://a.example'] })
    await first.close()
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false)

    const second = await openDatabase({ kind: 'pglite', dataDir })
    try {
      expect(await createProjectRepository(second.db).find('persisted')).toMatchObject({ allowedOrigins: ['https://a.example'] })
      expect(await appliedMigrations(second)).toBe(MIGRATION_COUNT)
    } finally {
      await second.close()
    }
  })
})

describe('PGlite in memory', () => {
  it('opens with a 16 MB buffer pool, not the 128 MB Postgres sets up by default; PGlite in a data folder keeps the default', async () => {
    const sharedBuffers = async (database: Database) => (await rowsOf<{ shared_buffers: string }>(database, sql`show shared_buffers`))[0]!.shared_buffers
    const inMemory = await openDatabase({ kind: 'pglite' })
    try {
      expect(await sharedBuffers(inMemory)).toBe('16MB')
      expect(await appliedMigrations(inMemory)).toBe(MIGRATION_COUNT)
    } finally {
      await inMemory.close()
    }
    const onDisk = await openDatabase({ kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'foyer-data-')), 'data') })
    try {
      expect(await sharedBuffers(onDisk)).toBe('128MB')
    } finally {
      await onDisk.close()
    }
  })
})
