import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { lockDataDir } from './dataDirLock.ts'
import { restrictToOwner } from './ownerOnly.ts'
import type { Database } from './databaseTypes.ts'

/**
 * A fresh database with the migrations applied, as a data folder image, made once per process and
 * migrations folder: an in-memory database starts from it instead of running initdb (most of the
 * time PGlite takes to open) and every migration again, as Postgres makes a database from a template.
 */
const freshImages = new Map<string, Promise<Blob>>()

/**
 * An in-memory database holds a test's or a throwaway stack's few rows, whose pages live in memory
 * anyway: a 16 MB buffer pool instead of Postgres's 128 MB default, which PGlite sets up on every
 * open (0.5 s of CPU each, a third of the open).
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

function freshImage(migrationsFolder: string): Promise<Blob> {
  let image = freshImages.get(migrationsFolder)
  if (!image) {
    image = (async () => {
      const template = await PGlite.create({ startParams: IN_MEMORY_START_PARAMS })
      try {
        await migrate(drizzle({ client: template }), { migrationsFolder })
        return await template.dumpDataDir('none')
      } finally {
        await template.close()
      }
    })()
    // A failed image is not kept: the next open tries again.
    image.catch(() => freshImages.delete(migrationsFolder))
    freshImages.set(migrationsFolder, image)
  }
  return image
}

/**
 * PGlite in `<dataDir>/pglite`, the folder locked for this process first (two processes on one
 * folder lose writes); with no dataDir, in memory and unlocked, started from a fresh migrated image.
 */
export async function openPgliteDatabase(dataDir: string | undefined, migrationsFolder: string): Promise<Pick<Database, 'db' | 'takeRole' | 'listen' | 'close'>> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined
  let client: PGlite | undefined
  try {
    client = dataDir ? await PGlite.create(join(dataDir, 'pglite')) : await PGlite.create({ loadDataDir: await freshImage(migrationsFolder), startParams: IN_MEMORY_START_PARAMS })
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
