import pg from 'pg'
import type { DatabaseRole, OpenDatabaseOptions } from './databaseTypes.ts'

/**
 * Roles on a PostgreSQL database: `takeRole(role)` opens a connection of its own and takes the
 * session advisory lock named by the role there. PostgreSQL releases it when that connection
 * ends, so a holder that dies (its socket closed) hands the role to whoever asks next; a holder
 * whose machine vanishes without closing keeps it until the server's TCP keepalive gives up.
 */
export function postgresRoles(url: string, options: OpenDatabaseOptions) {
  return async (role: string): Promise<DatabaseRole | undefined> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true })
    let settleLost!: () => void
    const lost = new Promise<void>((resolve) => (settleLost = resolve))
    client.on('error', (error) => {
      options.onBackgroundError?.(error)
      settleLost()
    })
    client.on('end', () => settleLost())
    try {
      await client.connect()
      const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as held', [`foyer:${role}`])
      if (rows[0]?.held) {
        let released = false
        return {
          // Released on purpose is not lost: `lost` stays pending for a holder that let go.
          lost: lost.then(() => (released ? new Promise<void>(() => {}) : undefined)),
          async release() {
            released = true
            await client.end()
          },
        }
      }
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    await client.end()
    return undefined
  }
}
