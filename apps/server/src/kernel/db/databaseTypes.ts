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
  /**
   * Makes this process the one doing `role` on this database (one activity indexer among several
   * servers), or answers undefined while another holds it. PostgreSQL: a session advisory lock on a
   * connection of its own, released when that connection ends, the holder's death included. PGlite:
   * always granted (one process holds its data folder).
   */
  takeRole(role: string): Promise<DatabaseRole | undefined>
  /**
   * Calls `onPayload` with each notification on `channel` (`select pg_notify(channel, payload)`
   * from any connection); answers a function that stops listening. PostgreSQL: a connection of its
   * own, opened again a second after it fails (notifications sent meanwhile are missed).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** A role this process holds on the database until it releases it or loses it. */
export interface DatabaseRole {
  /** Settles when the role is lost without release: its connection failed (the database restarted, the network broke). */
  readonly lost: Promise<void>
  release(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** Told about connection errors outside any query (a PostgreSQL server restarting). */
  onBackgroundError?: (error: Error) => void
}
