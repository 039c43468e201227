import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildAuthFrame } from '../build.ts'

const outDir = await mkdtemp(join(tmpdir(), 'foyer-auth-frame-'))
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('buildAuthFrame', () => {
  it('writes the page with relative asset paths, so it works below /auth-frame/', async () => {
    expect(await buildAuthFrame({ outDir })).toEqual({ outDir })
    const html = await readFile(join(outDir, 'index.html'), 'utf8')
    const assets = await readdir(join(outDir, 'assets'))
    // The entry script is the one the page names (lazy chunks, such as each namespace's approval summary, sit beside it).
    const script = /<script[^>]* src="\.\/assets\/([^"]+\.js)"/.exec(html)?.[1]
    const style = assets.find((name) => name.endsWith('.css'))
    expect(script).toBeDefined()
    expect(assets).toContain(script)
    expect(style).toBeDefined()
    expect(html).toContain(`href="./assets/${style}"`)
    expect(html).toContain('<div id="root"></div>')
  }, 120_000)
})
