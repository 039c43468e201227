import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Database, OpenDatabaseOptions } from './databaseTypes.ts'
import { postgresListener } from './postgresListener.ts'
import { postgresRoles } from './postgresRoles.ts'

/** Any fixed number: the advisory lock that lets one server at a time migrate a shared database. */
const MIGRATION_LOCK_KEY = 0x466f796572 // "Foyer"

/** A pool of connections to a PostgreSQL server, migrated under an advisory lock. */
export async function openPostgresDatabase(url: string, migrationsFolder: string, options: OpenDatabaseOptions): Promise<Pick<Database, 'db' | 'takeRole' | 'listen' | 'close'>> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 })
  // An idle connection dropped by the server emits here; unhandled, it would end the process.
  pool.on('error', (error) => options.onBackgroundError?.(error))
  try {
    await migrateLocked(pool, migrationsFolder)
  } catch (error) {
    await pool.end()
    throw error
  }
  return { db: drizzle({ client: pool }), takeRole: postgresRoles(url, options), listen: postgresListener(url, options), close: () => pool.end() }
}

/** Several servers starting at once on one database: the first migrates, the others wait for it. */
async function migrateLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migrate(drizzle({ client: connection }), { migrationsFolder })
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    connection.release()
  }
}
