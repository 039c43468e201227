import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/wagmi'

/**
 * The public surface of @foyer/wagmi: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/wagmi -u packages/wagmi/test/exports.test.ts` from the repo root.
 */
describe('@foyer/wagmi entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.'])
  })

  it('@foyer/wagmi exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "foyerConnector",
      ]
    `)
  })
})
