import { chmodSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Makes a folder and everything in it readable by this user alone (folders 0700, files 0600): the
 * data folder holds the database, sealed wallet keys and the master key file. Files PGlite makes
 * later get the process umask, but behind a 0700 folder no other user reaches them.
 */
export function restrictToOwner(folder: string): void {
  chmodSync(folder, 0o700)
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    if (entry.isDirectory()) restrictToOwner(path)
    else if (entry.isFile()) chmodSync(path, 0o600)
  }
}
