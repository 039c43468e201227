import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/index.ts'
import { parseServerConfig } from '../../src/serverConfig.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

function devnetFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-auth-config-')), 'devnet.json')
  const chain = { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 1, tokens: [] }
  writeFileSync(file, JSON.stringify({ chains: [chain] }))
  return file
}
const load = (env: Record<string, string>) => loadConfig({ FOYER_DEVNET_FILE: devnetFile(), ...env })
const KEY = Buffer.alloc(32, 1).toString('base64')

describe('auth configuration from the environment', () => {
  it('reads FOYER_MASTER_KEY, FOYER_SMTP_URL, FOYER_MAIL_FROM, FOYER_SMTP_SINK_PORT, FOYER_AUTH_FRAME_URL and FOYER_AUTH_SESSION_DAYS', async () => {
    const config = await load({
      FOYER_MASTER_KEY: KEY,
      FOYER_SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      FOYER_MAIL_FROM: 'Example <login@example.com>',
      FOYER_SMTP_SINK_PORT: '2525',
      FOYER_AUTH_FRAME_URL: 'https://auth.example.com/auth-frame/',
      FOYER_AUTH_SESSION_DAYS: '30',
    })
    expect(config.auth).toMatchObject({
      masterKey: KEY,
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: 'Example <login@example.com>',
      smtpSinkPort: 2525,
      frameOrigin: 'https://auth.example.com',
      sessionTtlSeconds: 30 * 86_400,
    })
  })

  it('defaults: no key or SMTP URL, 7-day sessions, the sink on any free port', async () => {
    expect((await load({})).auth).toMatchObject({ masterKey: undefined, smtpUrl: undefined, sessionTtlSeconds: 7 * 86_400, smtpSinkPort: 0 })
  })

  it('with DATABASE_URL and no FOYER_MASTER_KEY the server refuses to start, unless in dev mode', async () => {
    await expect(load({ DATABASE_URL: 'postgres://db/foyer' })).rejects.toThrow(ConfigError)
    await expect(load({ DATABASE_URL: 'postgres://db/foyer' })).rejects.toThrow(/FOYER_MASTER_KEY is required with DATABASE_URL/)
    expect((await load({ DATABASE_URL: 'postgres://db/foyer', FOYER_MASTER_KEY: KEY })).auth.masterKey).toBe(KEY)
    expect((await load({ DATABASE_URL: 'postgres://db/foyer', FOYER_DEV: '1' })).devMode).toBe(true)
  })

  it.each([
    [{ FOYER_MASTER_KEY: 'too-short' }, 'FOYER_MASTER_KEY must be 32 bytes written as base64 (44 characters) or hex (64 characters)'],
    [{ FOYER_SMTP_URL: 'http://mail.example.com' }, 'FOYER_SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ FOYER_SMTP_SINK_PORT: '70000' }, 'FOYER_SMTP_SINK_PORT must be a port number'],
    [{ FOYER_AUTH_FRAME_URL: 'ftp://frame' }, 'FOYER_AUTH_FRAME_URL must be an http(s) URL'],
    [{ FOYER_AUTH_SESSION_DAYS: '0' }, 'FOYER_AUTH_SESSION_DAYS must be a whole number of days from 1 to 366'],
  ])('refuses %o with a message naming the variable', async (env, message) => {
    await expect(load(env)).rejects.toThrow(ConfigError)
    await expect(load(env)).rejects.toThrow(message)
  })

  it('a master key given in code is checked too', () => {
    expect(() => parseServerConfig({ host: '127.0.0.1', port: 0, chains: [UNREAD_CHAIN], auth: { masterKey: 'nope' } })).toThrow(/auth\.masterKey must be 32 bytes/)
  })
})
