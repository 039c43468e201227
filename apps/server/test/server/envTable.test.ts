import { describe, expect, it } from 'vitest'
import { ENV_TABLE_PLACES, envTableFiles, envTableRows, withEnvTable } from '../../src/envTable.ts'
import { coreEnvVariables } from '../../src/kernel/settings/coreEnv.ts'
import type { AnyServerModule } from '../../src/kernel/serverModule.ts'
import { serverModules } from '../../src/modules.ts'

describe('the environment-variable table', () => {
  it("in the README and config.ts's comment is the one the declarations make (npm run env-table -w @foyer/server writes it)", () => {
    for (const { path, current, expected } of envTableFiles()) expect(current, `${path} is out of date: run npm run env-table -w @foyer/server`).toBe(expected)
  })

  it('describes every variable the environment is checked for, each once', () => {
    const checked = [...Object.keys(coreEnvVariables), ...serverModules.flatMap((module: AnyServerModule) => Object.keys(module.env?.variables ?? {}))]
    const described = envTableRows().map((row) => row.variable)
    expect(described.filter((variable) => checked.includes(variable)).sort()).toEqual([...checked].sort())
    expect(new Set(described).size).toBe(described.length)
  })

  it('tells a stale table from a fresh one', () => {
    const [readme] = envTableFiles()
    const stale = readme!.expected.replace('| `FOYER_PORT` | `4400` |', '| `FOYER_PORT` | `8080` |')
    expect(stale).not.toBe(readme!.expected)
    expect(withEnvTable(stale, ENV_TABLE_PLACES[0], envTableRows())).toBe(readme!.expected)
  })

  it('refuses a file that lost its markers', () => {
    expect(() => withEnvTable('# no table here\n', ENV_TABLE_PLACES[0], envTableRows())).toThrow('README.md has lost its env-table markers')
  })
})
