import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The file a process holding a data folder writes its pid into. */
export const LOCK_FILE_NAME = 'foyer.lock'

export interface DataDirLock {
  readonly file: string
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      holderPid === process.pid
        ? `The data folder ${dataDir} is already open in this process; open it once and share the handle.`
        : `The data folder ${dataDir} is in use by process ${holderPid} (lock file ${join(dataDir, LOCK_FILE_NAME)}). ` +
            'Stop that process first: two processes on one PGlite folder silently lose writes. ' +
            'If that pid is not a Foyer process, delete the lock file.',
    )
  }
}

/**
 * Takes the data folder for this process, for as long as it lives: creates `<dataDir>/foyer.lock`
 * holding our pid. A lock left by a dead process is taken over; a live holder is refused with a
 * DataDirLockedError naming its pid and the folder. The lock is dropped on release() or at exit.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = join(dataDir, LOCK_FILE_NAME)

  if (!tryCreate(file)) {
    const holder = readHolderPid(file)
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dataDir, holder)
    // Stale (the holder died without releasing) or unreadable: take it over, and check we won
    // in case another process took it over in the same instant.
    unlinkSync(file)
    if (!tryCreate(file) || readHolderPid(file) !== process.pid) {
      throw new DataDirLockedError(dataDir, readHolderPid(file) ?? -1)
    }
  }

  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    if (readHolderPid(file) === process.pid) unlinkSync(file)
  }
  process.on('exit', release)
  return { file, release }
}

/** Creates the lock file with our pid unless it exists (O_EXCL: only one creator wins). */
function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function readHolderPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
