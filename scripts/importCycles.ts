/**
 * Fails when any module imports itself through others (type-only imports count): every
 * workspace's sources, tests and tools, checked by dependency-cruiser with `.dependency-cruiser.cjs`.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const CHECKED_FOLDERS = ['packages', 'apps', 'e2e', 'bench', 'interop', 'scripts']

export function checkImportCycles(root: string): number {
  const cli = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url))
  const result = spawnSync(process.execPath, [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...CHECKED_FOLDERS], { cwd: root, stdio: 'inherit' })
  return result.status ?? 1
}
