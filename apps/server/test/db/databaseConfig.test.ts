import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { databaseConfigFromEnv, describeDatabase } from '../../src/kernel/db/databaseConfig.ts'
import { ConfigError, loadConfig } from '../../src/index.ts'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

function devnetFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-config-')), 'devnet.json')
  const chain = { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 1, tokens: [] }
  writeFileSync(file, JSON.stringify({ chains: [chain] }))
  return file
}

describe('the database the environment names', () => {
  it('is PGlite in <repo>/.foyer/data by default', () => {
    expect(databaseConfigFromEnv({})).toEqual({ kind: 'pglite', dataDir: join(repoRoot, '.foyer/data') })
  })

  it('is PGlite in FOYER_DATA_DIR, a relative path taken from the repo root', () => {
    expect(databaseConfigFromEnv({ FOYER_DATA_DIR: '/srv/foyer' })).toEqual({ kind: 'pglite', dataDir: '/srv/foyer' })
    expect(databaseConfigFromEnv({ FOYER_DATA_DIR: 'var/data' })).toEqual({ kind: 'pglite', dataDir: join(repoRoot, 'var/data') })
  })

  it('is PostgreSQL when DATABASE_URL is set, whatever FOYER_DATA_DIR says', () => {
    const url = 'postgres://foyer:secret@db.internal:5432/foyer'
    expect(databaseConfigFromEnv({ DATABASE_URL: url, FOYER_DATA_DIR: '/srv/foyer' })).toEqual({ kind: 'postgres', url })
  })

  it('is described for logs without the password', () => {
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://foyer:secret@db.internal:5432/foyer' })).toBe('PostgreSQL foyer@db.internal:5432/foyer')
    expect(describeDatabase({ kind: 'pglite', dataDir: '/srv/foyer' })).toBe('PGlite in /srv/foyer')
    expect(describeDatabase({ kind: 'pglite' })).toBe('PGlite in memory')
  })
})

describe('loadConfig: database and dev mode', () => {
  it('reads DATABASE_URL, FOYER_DATA_DIR and FOYER_DEV into the server config', async () => {
    const file = devnetFile()
    expect(await loadConfig({ FOYER_DEVNET_FILE: file })).toMatchObject({ database: { kind: 'pglite', dataDir: join(repoRoot, '.foyer/data') }, devMode: false })
    expect(await loadConfig({ FOYER_DEVNET_FILE: file, DATABASE_URL: 'postgresql://db/foyer', FOYER_DEV: '1' })).toMatchObject({
      database: { kind: 'postgres', url: 'postgresql://db/foyer' },
      devMode: true,
    })
    expect((await loadConfig({ FOYER_DEVNET_FILE: file, FOYER_DEV: 'false' })).devMode).toBe(false)
  })

  it.each([
    [{ DATABASE_URL: 'mysql://db/foyer' }, 'Invalid environment: DATABASE_URL must be a postgres:// URL like postgres://user@host:5432/foyer'],
    [{ FOYER_DEV: 'yes' }, 'Invalid environment: FOYER_DEV must be 1 or true (on), 0 or false (off)'],
  ])('rejects %o with a message naming the variable', async (env, message) => {
    const load = () => loadConfig({ FOYER_DEVNET_FILE: devnetFile(), ...env })
    await expect(load()).rejects.toThrow(ConfigError)
    await expect(load()).rejects.toThrow(message)
  })
})
