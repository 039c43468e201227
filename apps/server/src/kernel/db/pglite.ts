import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { lockDataDir } from './dataDirLock.ts'
import { restrictToOwner } from './ownerOnly.ts'
import type { Database } from './databaseTypes.ts'

/**
 * PGlite in `<dataDir>/pglite`, the folder locked for this process first (two processes on one
 * folder lose writes); with no dataDir, in memory and unlocked.
 */
export async function openPgliteDatabase(dataDir: string | undefined, migrationsFolder: string): Promise<Pick<Database, 'db' | 'takeRole' | 'listen' | 'close'>> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined
  let client: PGlite | undefined
  try {
    client = await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined)
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder })
    if (dataDir) restrictToOwner(dataDir)
    const opened = client
    return {
      db,
      // One process holds the data folder: every role is its own, and never lost.
      takeRole: async () => ({ lost: new Promise<void>(() => {}), release: async () => {} }),
      // Notifications within this PGlite (the CLI's commands reach it through the server).
      listen: async (channel, onPayload) => {
        const unlisten = await opened.listen(channel, onPayload)
        return async () => {
          if (!opened.closed) await unlisten()
        }
      },
      async close() {
        try {
          if (!opened.closed) await opened.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (error) {
    await client?.close().catch(() => {})
    lock?.release()
    throw error
  }
}
