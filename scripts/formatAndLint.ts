/**
 * Fails when a file is not formatted the house way or breaks a lint rule: Biome over the whole repo with
 * `biome.jsonc`. Warnings fail too, so nothing lingers as noise; a rule that should not hold is turned off
 * there with its reason.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export function checkFormatAndLint(root: string): number {
  const cli = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', import.meta.url))
  const result = spawnSync(process.execPath, [cli, 'ci', '--error-on-warnings', '.'], { cwd: root, stdio: 'inherit' })
  return result.status ?? 1
}
