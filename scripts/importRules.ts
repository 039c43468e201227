/**
 * Fails when an import breaks a rule of `.dependency-cruiser.cjs`: no module imports itself through others
 * (type-only imports count), and the layers point one way (core ↛ react, packages ↛ apps, no relative path
 * into another workspace, the server's kernel ↛ its modules, core's shared files ↛ its features). Every
 * workspace's sources, tests and tools are checked. The violations known when a rule was written
 * (`.dependency-cruiser-known-violations.json`) are tolerated; `npm run import-rules:known` rewrites that
 * list, which should only ever shrink.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const CHECKED_FOLDERS = ['packages', 'apps', 'e2e', 'bench', 'interop', 'scripts']
export const KNOWN_VIOLATIONS = '.dependency-cruiser-known-violations.json'

const cli = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url))

export function checkImportRules(root: string): number {
  const args = ['--config', '.dependency-cruiser.cjs', '--ignore-known', KNOWN_VIOLATIONS, '--output-type', 'err', ...CHECKED_FOLDERS]
  return spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1
}

/** Rewrites the known violations to those of today (after fixing some, or when a rule is added). */
export function writeKnownViolations(root: string): number {
  const args = ['--config', '.dependency-cruiser.cjs', '--output-type', 'baseline', '--output-to', KNOWN_VIOLATIONS, ...CHECKED_FOLDERS]
  return spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--write-known') {
  process.exit(writeKnownViolations(fileURLToPath(new URL('..', import.meta.url))))
}
