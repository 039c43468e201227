import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from '../../src/kernel/db/dataDirLock.ts'

const holder = fileURLToPath(new URL('./holdDataDir.ts', import.meta.url))
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'foyer-lock-')), 'data')

/** Another process holding `dir`, as a second server on the same folder would. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dir], { stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)))
  })
  return child
}

describe('the data folder lock', () => {
  it('is a file in the folder holding our pid, removed on release', () => {
    const dir = freshDir()
    const lock = lockDataDir(dir)
    expect(lock.file).toBe(join(dir, LOCK_FILE_NAME))
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    lock.release()
    expect(existsSync(lock.file)).toBe(false)
  })

  it('a folder held by a live process is refused, naming its pid and the folder', async () => {
    const dir = freshDir()
    const other = await holdInAnotherProcess(dir)
    const attempt = () => lockDataDir(dir)
    expect(attempt).toThrow(DataDirLockedError)
    expect(attempt).toThrow(
      `The data folder ${dir} is in use by process ${other.pid} (lock file ${join(dir, LOCK_FILE_NAME)}). ` + 'Stop that process first: two processes on one PGlite folder silently lose writes.',
    )
  })

  it('a lock left by a process that died is taken over', async () => {
    const dir = freshDir()
    const other = await holdInAnotherProcess(dir)
    const exited = new Promise((resolve) => other.once('exit', resolve))
    other.kill('SIGKILL')
    await exited
    const lock = lockDataDir(dir)
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('an unreadable lock file is taken over', () => {
    const dir = freshDir()
    lockDataDir(dir).release()
    writeFileSync(join(dir, LOCK_FILE_NAME), 'not a pid')
    const lock = lockDataDir(dir)
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('opening the folder twice in one process is refused too', () => {
    const dir = freshDir()
    const lock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is already open in this process; open it once and share the handle.`)
    lock.release()
  })
})
