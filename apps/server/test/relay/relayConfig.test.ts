import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/index.ts'

function devnetFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-relay-')), 'devnet.json')
  const chain = { chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 3000, tokens: [] }
  writeFileSync(file, JSON.stringify({ chains: [chain] }))
  return file
}

describe('relay settings from the environment', () => {
  it('serves the relay at /ws with the default caps, in process memory, when nothing is set', async () => {
    expect((await loadConfig({ FOYER_DEVNET_FILE: devnetFile() })).relay).toMatchObject({
      path: '/ws',
      publicUrls: [],
      redisUrl: undefined,
      maxMessageBytes: 512 * 1024,
      maxMessagesPerTopic: 1000,
      publishPerSecond: 100,
      pingIntervalMs: 15_000,
      mailboxMaxBytes: 256 * 1024 * 1024,
      topicMaxBytes: 4 * 1024 * 1024,
      clientMaxBytes: 16 * 1024 * 1024,
      ipMaxBytes: 64 * 1024 * 1024,
      maxTtlSeconds: 7 * 86_400,
      publishPerSecondPerIp: 200,
      publishBurstPerIp: 400,
      maxSocketsPerIp: 200,
      maxJwtLifetimeSeconds: 7 * 86_400,
      trustProxy: false,
    })
  })

  it('reads the mailbox byte budgets, the longest ttl, the per-IP caps and the longest JWT lifetime, and hands the relay trustProxy', async () => {
    const relay = (
      await loadConfig({
        FOYER_DEVNET_FILE: devnetFile(),
        FOYER_RELAY_MAILBOX_MAX_BYTES: '67108864',
        FOYER_RELAY_TOPIC_MAX_BYTES: '1048576',
        FOYER_RELAY_MAX_TTL_SECONDS: '86400',
        FOYER_RELAY_PUBLISH_PER_SECOND_PER_IP: '50',
        FOYER_RELAY_MAX_SOCKETS_PER_IP: '20',
        FOYER_RELAY_MAX_JWT_LIFETIME_SECONDS: '172800',
        FOYER_TRUST_PROXY: '10.0.0.0/8',
      })
    ).relay
    expect(relay).toMatchObject({
      mailboxMaxBytes: 64 * 1024 * 1024,
      topicMaxBytes: 1024 * 1024,
      maxTtlSeconds: 86_400,
      publishPerSecondPerIp: 50,
      maxSocketsPerIp: 20,
      maxJwtLifetimeSeconds: 172_800,
      trustProxy: ['10.0.0.0/8'],
    })
  })

  it('reads the byte budgets per client key and per IP address, derived from the mailbox budget when not set', async () => {
    expect((await loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_CLIENT_MAX_BYTES: '1048576', FOYER_RELAY_IP_MAX_BYTES: '8388608' })).relay).toMatchObject({
      clientMaxBytes: 1024 * 1024,
      ipMaxBytes: 8 * 1024 * 1024,
    })
    // A quarter of a smaller mailbox per address, and no more than that per key.
    expect((await loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_MAILBOX_MAX_BYTES: '16777216' })).relay).toMatchObject({
      clientMaxBytes: 4 * 1024 * 1024,
      ipMaxBytes: 4 * 1024 * 1024,
    })
  })

  it('refuses an address budget over half the mailbox, under the client budget, or a client budget short of one largest message, naming the setting', async () => {
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_IP_MAX_BYTES: '268435456' })).rejects.toThrow(
      /relay\.ipMaxBytes must be at most half the mailbox budget \(mailboxMaxBytes 268435456 bytes\), so one address cannot fill the mailbox/,
    )
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_CLIENT_MAX_BYTES: '33554432', FOYER_RELAY_IP_MAX_BYTES: '16777216' })).rejects.toThrow(
      /relay\.ipMaxBytes must be at least the client budget \(clientMaxBytes, 33554432 bytes\)/,
    )
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_CLIENT_MAX_BYTES: '524288' })).rejects.toThrow(
      /relay\.clientMaxBytes must leave room for one largest message: at least 557056 bytes/,
    )
  })

  it('refuses a topic budget that cannot hold one largest message, or a mailbox budget below a topic budget, naming the setting', async () => {
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_TOPIC_MAX_BYTES: '524288' })).rejects.toThrow(
      /relay\.topicMaxBytes must leave room for one largest message: at least 557056 bytes \(maxMessageBytes 524288 \+ 32768\)/,
    )
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_MAILBOX_MAX_BYTES: '2097152' })).rejects.toThrow(
      /relay\.mailboxMaxBytes must be at least the topic budget \(topicMaxBytes, 4194304 bytes\)/,
    )
  })

  it('reads FOYER_RELAY_PATH, FOYER_RELAY_URL (comma-separated), the caps, and REDIS_URL for the mailbox and fan-out', async () => {
    const relay = (
      await loadConfig({
        FOYER_DEVNET_FILE: devnetFile(),
        FOYER_RELAY_PATH: '/relay/',
        FOYER_RELAY_URL: 'wss://relay.example.com/relay, wss://foyer.example.com/relay',
        FOYER_RELAY_MAX_MESSAGE_BYTES: '65536',
        FOYER_RELAY_MAX_MESSAGES_PER_TOPIC: '50',
        FOYER_RELAY_PUBLISH_PER_SECOND: '20',
        REDIS_URL: 'redis://127.0.0.1:6379',
      })
    ).relay
    expect(relay).toMatchObject({
      path: '/relay',
      publicUrls: ['wss://relay.example.com/relay', 'wss://foyer.example.com/relay'],
      redisUrl: 'redis://127.0.0.1:6379',
      maxMessageBytes: 65536,
      maxMessagesPerTopic: 50,
      publishPerSecond: 20,
    })
  })

  it('refuses a relay URL that is not ws(s), naming the setting', async () => {
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_URL: 'https://relay.example.com' })).rejects.toThrow(ConfigError)
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile(), FOYER_RELAY_URL: 'https://relay.example.com' })).rejects.toThrow(
      /FOYER_RELAY_URL\[0\] must be ws:\/\/ or wss:\/\/ URLs separated by commas/,
    )
  })
})
