import { databaseConfigSchema, describeDatabase, type DatabaseConfig } from './databaseConfig.ts'
import { openPgliteDatabase } from './pglite.ts'
import { openPostgresDatabase } from './postgres.ts'
import type { Database, OpenDatabaseOptions } from './databaseTypes.ts'

export type { Database, Db, OpenDatabaseOptions } from './databaseTypes.ts'

/** The SQL migrations drizzle-kit writes (`npm run db:generate -w @foyer/server`). */
export { MIGRATIONS_FOLDER } from '../installPaths.ts'
import { MIGRATIONS_FOLDER } from '../installPaths.ts'

/**
 * Opens the configured database and brings its schema up to date with the migrations in
 * apps/server/drizzle, the same ones on PGlite and on PostgreSQL.
 */
export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  const parsed = databaseConfigSchema.parse(config)
  const description = describeDatabase(parsed)
  const opened = parsed.kind === 'pglite' ? await openPgliteDatabase(parsed.dataDir, MIGRATIONS_FOLDER) : await openPostgresDatabase(parsed.url, MIGRATIONS_FOLDER, options)
  return { kind: parsed.kind, description, ...opened }
}
