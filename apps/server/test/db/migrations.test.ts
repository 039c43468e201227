import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_FOLDER } from '../../src/kernel/db/database.ts'

const serverRoot = fileURLToPath(new URL('../../', import.meta.url))
const drizzleKit = fileURLToPath(new URL('../../../../node_modules/drizzle-kit/bin.cjs', import.meta.url))

describe('migrations', () => {
  it('apps/server/drizzle holds a migration for every change to src/db/schema.ts (run npm run db:generate -w @foyer/server)', () => {
    const copy = mkdtempSync(`${tmpdir()}/foyer-migrations-`)
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true })
    // drizzle-kit takes --out relative to the working directory.
    const output = execFileSync(process.execPath, [drizzleKit, 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', relative(serverRoot, copy)], {
      cwd: serverRoot,
      encoding: 'utf8',
    })
    expect(readdirSync(copy)).toEqual(readdirSync(MIGRATIONS_FOLDER))
    expect(output).toContain('No schema changes, nothing to migrate')
  })
})
