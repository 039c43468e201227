/**
 * The public packages as `npm pack` makes them, packed once per e2e run by the first host-app test
 * that asks (test files run one after another) into the folder the global setup made for them, and
 * read back by the others. Packing waits for a host test, so a run of other tests does not build them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { packPackages, type PackedPackage } from '../../scripts/packages/packPackages.ts'
import { REPO_ROOT } from './hostApp.ts'

export function packedPackages(): PackedPackage[] {
  const dir = inject('packedDir')
  const list = join(dir, 'packed.json')
  if (existsSync(list)) return JSON.parse(readFileSync(list, 'utf8')) as PackedPackage[]
  const packed = packPackages(REPO_ROOT, dir)
  writeFileSync(list, JSON.stringify(packed))
  return packed
}
