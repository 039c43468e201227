import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { startedWithin } from '../../../../scripts/testing/fixtureTime.ts'
import { openDatabase, type Database } from '../../src/kernel/db/database.ts'
import type { DatabaseConfig } from '../../src/kernel/db/databaseConfig.ts'

/** A kind of database the tests run on, able to give each test file a fresh, empty one. */
export interface TestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL'
  /** A new empty database (PostgreSQL: its own database on the server) and how to drop it. */
  fresh(): Promise<FreshDatabase>
}

export interface FreshDatabase {
  config: DatabaseConfig
  drop(): Promise<void>
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  fresh: async () => ({ config: { kind: 'pglite' }, drop: async () => {} }),
}

/**
 * Declares the same tests on PGlite and on PostgreSQL: `describe('<title> on PGlite')` and
 * `describe('<title> on PostgreSQL')`. When no PostgreSQL server is there, the second is
 * skipped and its name says why; `npm test` prints that reason in its summary.
 */
export function describeOnEachDatabase(title: string, tests: (kind: TestDatabaseKind) => void): void {
  describe(`${title} on PGlite`, () => tests(pglite))
  const suite = inject('postgresSuite')
  if (!suite.runs) {
    describe.skip(`${title} on PostgreSQL (did not run: ${suite.reason})`, () => tests(postgres(undefined, suite.reason)))
    return
  }
  describe(`${title} on PostgreSQL`, () => tests(postgres(suite.url, 'problem' in suite ? suite.problem : undefined)))
}

/** Declares tests for PostgreSQL alone (what PGlite in one process cannot have: several servers). */
export function describeOnPostgres(title: string, tests: (kind: TestDatabaseKind) => void): void {
  const suite = inject('postgresSuite')
  if (!suite.runs) describe.skip(`${title} on PostgreSQL (did not run: ${suite.reason})`, () => tests(postgres(undefined, suite.reason)))
  else describe(`${title} on PostgreSQL`, () => tests(postgres(suite.url, 'problem' in suite ? suite.problem : undefined)))
}

/** Opens a fresh database of `kind` before the block's tests and drops it after them. */
export function useFreshDatabase(kind: TestDatabaseKind): { readonly database: Database; readonly config: DatabaseConfig } {
  let fresh: FreshDatabase | undefined
  let database: Database | undefined
  beforeAll(async () => {
    fresh = await startedWithin(`a fresh ${kind.name} database`, kind.fresh())
    database = await startedWithin(`opening ${kind.name} and running the migrations`, openDatabase(fresh.config))
  })
  afterAll(async () => {
    await database?.close()
    await fresh?.drop()
  })
  return {
    get database() {
      if (!database) throw new Error('The test database is opened in beforeAll')
      return database
    },
    get config() {
      if (!fresh) throw new Error('The test database is made in beforeAll')
      return fresh.config
    },
  }
}

/** Each call makes a database named for this process and a random suffix, so runs never collide. */
function postgres(serverUrl: string | undefined, problem: string | undefined): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async fresh() {
      if (!serverUrl || problem) throw new Error(problem ?? 'No PostgreSQL server to test on')
      const name = `foyer_test_${process.pid}_${randomBytes(4).toString('hex')}`
      await onServer(serverUrl, `create database ${name}`)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      return {
        config: { kind: 'postgres', url: url.toString() },
        drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
      }
    },
  }
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
