import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const PROTOCOL_DIR = new URL('../src/protocol/', import.meta.url)

/** Every module a protocol file imports from zod: `import … from 'zod…'`. */
function zodImports(): { file: string; specifier: string }[] {
  return readdirSync(PROTOCOL_DIR)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const source = readFileSync(new URL(file, PROTOCOL_DIR), 'utf8')
      return [...source.matchAll(/from\s+['"](zod[^'"]*)['"]/g)].map((match) => ({ file, specifier: match[1]! }))
    })
}

describe('the protocol and zod', () => {
  it('imports zod only as zod/mini: zod classic would put its share of zod core into every host page’s first load', () => {
    const imports = zodImports()
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((entry) => entry.specifier !== 'zod/mini')).toEqual([])
  })
})
