import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/index.ts'

function devnetFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-relay-')), 'devnet.json')
  const chain = { chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 3000, tokens: [] }
  writeFileSync(file, JSON.stringify({ chains: [chain] }))
  return file
}

describe('relay settings from the environment', () => {
  it('serves the relay at /ws with the default caps, in process memory, when nothing is set', () => {
    expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile() }).relay).toMatchObject({
      path: '/ws',
      publicUrls: [],
      redisUrl: undefined,
      maxMessageBytes: 512 * 1024,
      maxMessagesPerTopic: 1000,
      publishPerSecond: 100,
      pingIntervalMs: 15_000,
    })
  })

  it('reads FOYER_RELAY_PATH, FOYER_RELAY_URL (comma-separated), the caps, and REDIS_URL for the mailbox and fan-out', () => {
    const relay = loadConfig({
      FOYER_DEVNET_FILE: devnetFile(),
      FOYER_RELAY_PATH: '/relay/',
      FOYER_RELAY_URL: 'wss://relay.example.com/relay, wss://foyer.example.com/relay',
      FOYER_RELAY_MAX_MESSAGE_BYTES: '65536',
      FOYER_RELAY_MAX_MESSAGES_PER_TOPIC: '50',
      FOYER_RELAY_PUBLISH_PER_SECOND: '20',
      REDIS_URL: 'redis://127.0.0.1:6379',
    }).relay
    expect(relay).toMatchObject({
      path: '/relay',
      publicUrls: ['wss://relay.example.com/relay', 'wss://foyer.example.com/relay'],
      redisUrl: 'redis://127.0.0.1:6379',
      maxMessageBytes: 65536,
      maxMessagesPerTopic: 50,
      publishPerSecond: 20,
    })
  })

  it('refuses a relay URL that is not ws(s), naming the setting', () => {
    expect(() => loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_URL: 'https://relay.example.com' })).toThrow(ConfigError)
    expect(() => loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_URL: 'https://relay.example.com' })).toThrow(
      /FOYER_RELAY_URL\[0\] must be ws:\/\/ or wss:\/\/ URLs separated by commas/,
    )
  })
})
