/**
 * The public packages as `npm pack` makes them, packed once per e2e run by the first host-app test
 * that asks into the folder the global setup made for them, and read back by the others. The e2e
 * files run two at a time: a lock folder makes the second host test wait for the first's packing
 * rather than pack over it. Packing waits for a host test, so a run of other tests does not build them.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { packPackages, type PackedPackage } from '../../scripts/packages/packPackages.ts'
import { REPO_ROOT } from './hostApp.ts'

/** Blocks this worker for `ms` (packing is synchronous, so the wait is too). */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

export function packedPackages(): PackedPackage[] {
  const dir = inject('packedDir')
  const list = join(dir, 'packed.json')
  const lock = join(dir, 'packing.lock')
  const read = () => JSON.parse(readFileSync(list, 'utf8')) as PackedPackage[]
  for (;;) {
    if (existsSync(list)) return read()
    try {
      mkdirSync(lock)
      break
    } catch {
      sleep(500)
    }
  }
  try {
    if (existsSync(list)) return read()
    const packed = packPackages(REPO_ROOT, dir)
    writeFileSync(list, JSON.stringify(packed))
    return packed
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
