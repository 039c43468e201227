/**
 * `npm run env-table -w @foyer/server`: writes the environment-variable table of README.md and of
 * src/config.ts's comment from the core's and the modules' `env.about` (src/envTable.ts).
 */
import { writeFileSync } from 'node:fs'
import { envTableFiles } from './src/envTable.ts'

for (const { path, current, expected } of envTableFiles()) {
  if (current === expected) continue
  writeFileSync(path, expected)
  console.log(`wrote the environment table of ${path}`)
}
