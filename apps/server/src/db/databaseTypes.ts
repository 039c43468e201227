import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { DatabaseConfig } from './databaseConfig.ts'

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
