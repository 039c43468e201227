import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as constants from '../src/constants.ts'
import { ALERTS, PROVIDER_ERRORS, SNACKBARS, THROWN } from '../src/errors.ts'

const root = join(import.meta.dirname, '../../..')

/** Where a catalogue entry or a constant is defined (and translated): a mention there is not a use. */
const DEFINITIONS = ['packages/core/src/errors.ts', 'packages/core/src/constants.ts', 'packages/core/src/messages/']

/** Every source file of every package and app: tests, benches and scripts do not count as a use. */
function sourceFiles(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = []
  for (const group of ['packages', 'apps']) {
    for (const project of readdirSync(join(root, group))) {
      const walk = (dir: string) => {
        let entries: import('node:fs').Dirent[]
        try {
          entries = readdirSync(dir, { withFileTypes: true })
        } catch {
          return
        }
        for (const entry of entries) {
          const path = join(dir, entry.name)
          if (entry.isDirectory()) walk(path)
          else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') })
        }
      }
      walk(join(root, group, project, 'src'))
    }
  }
  return files.filter((file) => !DEFINITIONS.some((definition) => file.path.startsWith(definition)))
}

const sources = sourceFiles()

/** The files outside the catalogue that name `key` as a whole word (`THROWN.KEY`, `'KEY'`, an import of it). */
function usesOf(key: string): string[] {
  const word = new RegExp(`(?<![\\w$])${key}(?![\\w$])`)
  return sources.filter((file) => word.test(file.text)).map((file) => file.path)
}

/** Entries read through a function of the catalogue (a template filled in): that function's uses are theirs. */
const READ_THROUGH: Record<string, string> = { TRY_AGAIN_AFTER: 'tryAgainAfterMessage' }

function unused(keys: readonly string[]): string[] {
  return keys.filter((key) => usesOf(READ_THROUGH[key] ?? key).length === 0)
}

describe('every catalogue entry and business constant has a use in the source (spec §8, §9)', () => {
  it('the source tree this test reads holds the packages and the server', () => {
    expect(sources.some((file) => file.path.startsWith('packages/react/src/'))).toBe(true)
    expect(sources.some((file) => file.path.startsWith('apps/server/src/'))).toBe(true)
    expect(usesOf('THROWN').length).toBeGreaterThan(10)
  })

  it('every thrown message is thrown somewhere', () => {
    expect(unused(Object.keys(THROWN))).toEqual([])
  })

  it('every snackbar text is shown somewhere', () => {
    expect(unused(Object.keys(SNACKBARS))).toEqual([])
  })

  it('every alert is raised somewhere', () => {
    expect(unused(Object.keys(ALERTS))).toEqual([])
  })

  it("every provider's error message is read somewhere", () => {
    expect(unused(Object.keys(PROVIDER_ERRORS))).toEqual([])
  })

  it('every business constant is read somewhere', () => {
    expect(unused(Object.keys(constants))).toEqual([])
  })

  it('the check finds an entry no code names (it can fail)', () => {
    expect(unused(['NOT_A_CATALOGUE_KEY_ANYWHERE', 'THROWN'])).toEqual(['NOT_A_CATALOGUE_KEY_ANYWHERE'])
  })
})
