import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const AUTH_DIR = new URL('../../src/auth/', import.meta.url)

describe("the app side's auth code and zod", () => {
  it('imports zod only as zod/mini, its English messages or its core (the email pattern): zod classic would grow the first load', () => {
    const imports = readdirSync(AUTH_DIR)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(new URL(file, AUTH_DIR), 'utf8').matchAll(/from\s+['"](zod[^'"]*)['"]/g)].map((match) => `${file}: ${match[1]}`))
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((entry) => !/: zod\/(mini|locales|v4\/core)$/.test(entry))).toEqual([])
  })
})
