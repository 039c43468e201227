import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/index.ts'

const devnetFile = (() => {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-activity-config-')), 'devnet.json')
  const chain = { chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 3000, tokens: [] }
  writeFileSync(file, JSON.stringify({ chains: [chain], accounts: [] }))
  return file
})()
const load = (env: Record<string, string>) => loadConfig({ FOYER_DEVNET_FILE: devnetFile, ...env })

describe('activity settings from the environment', () => {
  it('the indexer is on by default, polls each chain every second, and a standby process asks for its role every 5 s', async () => {
    expect((await load({})).activity).toEqual({ indexer: true, pollIntervalMs: 1_000, takeoverIntervalMs: 5_000 })
  })

  it('FOYER_ACTIVITY_TAKEOVER_MS sets how often a standby process asks for the indexer', async () => {
    expect((await load({ FOYER_ACTIVITY_TAKEOVER_MS: '250' })).activity.takeoverIntervalMs).toBe(250)
  })

  it('FOYER_ACTIVITY_INDEXER=0 or false turns it off; FOYER_ACTIVITY_POLL_MS sets the interval', async () => {
    expect((await load({ FOYER_ACTIVITY_INDEXER: '0' })).activity.indexer).toBe(false)
    expect((await load({ FOYER_ACTIVITY_INDEXER: 'false' })).activity.indexer).toBe(false)
    expect((await load({ FOYER_ACTIVITY_INDEXER: '1' })).activity.indexer).toBe(true)
    expect((await load({ FOYER_ACTIVITY_POLL_MS: '250' })).activity.pollIntervalMs).toBe(250)
  })

  it.each([
    [{ FOYER_ACTIVITY_INDEXER: 'maybe' }, /FOYER_ACTIVITY_INDEXER must be 1 or true \(on\), 0 or false \(off\)/],
    [{ FOYER_ACTIVITY_POLL_MS: 'fast' }, /FOYER_ACTIVITY_POLL_MS must be a whole number of milliseconds/],
    [{ FOYER_ACTIVITY_POLL_MS: '5' }, /activity\.pollIntervalMs must be at least 10/],
    [{ FOYER_ACTIVITY_TAKEOVER_MS: 'soon' }, /FOYER_ACTIVITY_TAKEOVER_MS must be a whole number of milliseconds/],
  ])('refuses %o with a message naming it', async (env, message) => {
    await expect(load(env)).rejects.toThrow(ConfigError)
    await expect(load(env)).rejects.toThrow(message)
  })
})
