import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { databaseConfigSchema, describeDatabase, type DatabaseConfig } from './databaseConfig.ts'
import { openPgliteDatabase } from './pglite.ts'
import { openPostgresDatabase } from './postgres.ts'

/** The drizzle instance every repository takes; the same query API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>

/** An open database: its drizzle instance, and close() to release it (and the data folder's lock). */
export interface Database {
  readonly kind: DatabaseConfig['kind']
  /** Where it is, without credentials: "PGlite in /srv/foyer/data", "PostgreSQL foyer@db:5432/foyer". */
  readonly description: string
  readonly db: Db
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** Told about connection errors outside any query (a PostgreSQL server restarting). */
  onBackgroundError?: (error: Error) => void
}

/** The SQL migrations drizzle-kit writes (`npm run db:generate -w @foyer/server`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * Opens the configured database and brings its schema up to date with the migrations in
 * apps/server/drizzle, the same ones on PGlite and on PostgreSQL.
 */
export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  const parsed = databaseConfigSchema.parse(config)
  const description = describeDatabase(parsed)
  const opened =
    parsed.kind === 'pglite'
      ? await openPgliteDatabase(parsed.dataDir, MIGRATIONS_FOLDER)
      : await openPostgresDatabase(parsed.url, MIGRATIONS_FOLDER, options)
  return { kind: parsed.kind, description, ...opened }
}
