import { sql } from 'drizzle-orm'
import type { Dependency } from '../dependency.ts'
import type { Database } from './database.ts'

/** The database as a readiness dependency (/readyz): it must answer `select 1`. */
export function databaseDependency(database: Database): Dependency {
  return {
    name: `database (${database.kind})`,
    async check(signal) {
      const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))
      await Promise.race([database.db.execute(sql`select 1`), aborted])
    },
  }
}
