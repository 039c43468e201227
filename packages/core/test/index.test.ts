/// <reference types="node" />
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const coreRoot = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

interface PlainNodeReport {
  present: string[]
  exports: number
  internalExports: number
  clientCreated: boolean
  locale: string
  touches: { name: string; phase: string; from: string }[]
}

/** Imports '@foyer/core' in a fresh Node process with the browser globals trapped. */
function runInPlainNode(): Promise<PlainNodeReport> {
  return new Promise((resolve, reject) => {
    execFile(`${repoRoot}node_modules/.bin/tsx`, ['test/fixtures/plainNode.ts'], { cwd: coreRoot, timeout: 20_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as PlainNodeReport),
    )
  })
}

describe("'@foyer/core' in plain Node", () => {
  const report = runInPlainNode()
  // Attach a handler now so a failing child does not surface as an unhandled rejection.
  report.catch(() => undefined)

  it('importing @foyer/core and @foyer/core/internal works with no window, document or localStorage', async () => {
    const { present, exports, internalExports } = await report
    expect(present).toEqual([])
    // The hosts' entry is small; the other packages' entry holds the rest.
    expect(exports).toBeGreaterThan(5)
    expect(exports).toBeLessThan(20)
    expect(internalExports).toBeGreaterThan(50)
  })

  it('importing @foyer/core and @foyer/core/internal touches no browser global', async () => {
    const { touches } = await report
    expect(touches.filter((touch) => touch.phase === 'import')).toEqual([])
  })

  it("createFoyerClient() touches no browser global but the visitor's languages, where a server has none and the modal speaks English", async () => {
    const { clientCreated, touches, locale } = await report
    expect(clientCreated).toBe(true)
    // The default locale is the browser's: `navigator` is read once, guarded, by the locale rule alone.
    expect(touches.filter((touch) => touch.phase === 'createFoyerClient').map(({ name, from }) => `${name} ${from.replace(/^.*\/src\//, 'src/')}`)).toEqual(['navigator src/messages/locales.ts'])
    expect(locale).toBe('en')
  })
})

describe('core source', () => {
  it('core source uses no Node-only global or module (Buffer, process, require, node:)', async () => {
    const files = (await readdir(`${coreRoot}src`, { recursive: true })).filter((file) => file.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(20)
    const offenders: string[] = []
    for (const file of files) {
      const source = await readFile(`${coreRoot}src/${file}`, 'utf8')
      for (const pattern of [/\bBuffer\b/, /\bprocess\./, /\brequire\(/, /from '(node:|fs|path|crypto|http)/]) {
        if (pattern.test(source)) offenders.push(`${file}: ${pattern}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
