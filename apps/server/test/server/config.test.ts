import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildServer, ConfigError, loadConfig, serverConfigFromEnv } from '../../src/index.ts'
import { parseServerConfig } from '../../src/serverConfig.ts'

const devnetChain = {
  chainId: 31337,
  name: 'Foyer Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
  tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6, priceUsd: 1 }],
}

function devnetFile(contents: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-server-')), 'devnet.json')
  writeFileSync(file, typeof contents === 'string' ? contents : JSON.stringify(contents))
  return file
}

describe('loadConfig (environment → ServerConfig)', () => {
  it('defaults to 127.0.0.1:4400 and serves the devnet file’s chains as eip155 chains', async () => {
    const config = await loadConfig({ FOYER_DEVNET_FILE: devnetFile({ chains: [devnetChain], accounts: [] }) })
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4400, logLevel: 'info', publicUrl: undefined })
    expect(config.chains.eip155).toEqual([
      {
        caipNetworkId: 'eip155:31337',
        name: 'Foyer Devnet',
        rpcUrl: 'http://127.0.0.1:8545',
        nativeCurrency: devnetChain.nativeCurrency,
        nativePriceUsd: 3000,
        testnet: false,
        tokens: devnetChain.tokens,
        prices: { source: 'fixed' },
      },
    ])
  })

  it('reads FOYER_PORT, FOYER_HOST, FOYER_PUBLIC_URL (trailing slash dropped) and FOYER_LOG_LEVEL', async () => {
    const config = await loadConfig({
      FOYER_DEVNET_FILE: devnetFile({ chains: [devnetChain] }),
      FOYER_PORT: '0',
      FOYER_HOST: '0.0.0.0',
      FOYER_PUBLIC_URL: 'https://foyer.example.com/',
      FOYER_LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', publicUrl: 'https://foyer.example.com', logLevel: 'warn' })
  })

  it.each([
    [{ FOYER_PORT: '70000' }, 'Invalid environment: FOYER_PORT must be at most 65535'],
    [{ FOYER_PORT: 'http' }, 'Invalid environment: FOYER_PORT must be a port number'],
    [{ FOYER_PUBLIC_URL: 'foyer.example.com' }, 'Invalid environment: FOYER_PUBLIC_URL must be an http(s) URL like https://foyer.example.com'],
    [{ FOYER_LOG_LEVEL: 'loud' }, "Invalid environment: FOYER_LOG_LEVEL must be one of 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'"],
  ])('rejects %o with a message naming the variable', async (env, message) => {
    const run = () => loadConfig({ FOYER_DEVNET_FILE: devnetFile({ chains: [devnetChain] }), ...env })
    await expect(run()).rejects.toThrow(ConfigError)
    await expect(run()).rejects.toThrow(message)
  })

  it('says how to serve real chains or the devnet when there is neither a chains file nor a devnet file', async () => {
    await expect(loadConfig({ FOYER_DEVNET_FILE: '/nonexistent/devnet.json' })).rejects.toThrow(
      'No chains to serve: FOYER_CHAINS_FILE is not set, and there is no devnet description at /nonexistent/devnet.json (it does not exist). ' +
        'To serve real chains, write a chains file (docs/chains.md; apps/server/chains.example.json) and set FOYER_CHAINS_FILE to its path. ' +
        'To serve the local devnet, start it first (npm start -w @foyer/devnet) or point FOYER_DEVNET_FILE at its description.',
    )
  })

  it('names what is wrong in a damaged devnet file', async () => {
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile('{"chains": [') })).rejects.toThrow(/is not valid JSON/)
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile({ chains: [{ ...devnetChain, rpcUrl: 'ftp://x' }] }) })).rejects.toThrow(/chains\[0\]\.rpcUrl must be an http\(s\) URL/)
    await expect(loadConfig({ FOYER_DEVNET_FILE: devnetFile({ chains: [] }) })).rejects.toThrow(/chains must list at least one chain/)
  })
})

describe('buildServer', () => {
  it('refuses an invalid config with one readable message', async () => {
    const chain = {
      caipNetworkId: 'eip155:31337' as const,
      name: 'Foyer Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      nativePriceUsd: 3000,
      testnet: false,
      tokens: [],
    }
    await expect(buildServer({ host: '127.0.0.1', port: 0, logLevel: 'silent', chains: [chain, chain] })).rejects.toThrow('Invalid server config: chains must not list the same caipNetworkId twice')
  })
})

describe('the chains, keyed by namespace once resolved', () => {
  const devnetCluster = {
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Foyer Solana Devnet',
    rpcUrl: 'http://127.0.0.1:8899',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    nativePriceUsd: 150,
    tokens: [],
  }

  it("reads the devnet file's EVM chains and its Solana cluster, each under its namespace", async () => {
    const config = await loadConfig({ FOYER_DEVNET_FILE: devnetFile({ chains: [devnetChain], solana: devnetCluster }) })
    expect(config.chains.eip155.map((chain) => chain.caipNetworkId)).toEqual(['eip155:31337'])
    expect(config.chains.solana.map((chain) => [chain.caipNetworkId, chain.rpcUrl, chain.testnet])).toEqual([['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'http://127.0.0.1:8899', false]])
  })

  it('a resolved config parses again to itself, as main.ts hands loadConfig’s answer to buildServer', async () => {
    const config = await loadConfig({ FOYER_DEVNET_FILE: devnetFile({ chains: [devnetChain], solana: devnetCluster }) })
    expect(parseServerConfig(config)).toEqual(config)
  })
})

describe('serverConfigFromEnv (what npm start lays over its own choices)', () => {
  it('says what the environment sets and leaves the rest undefined, so a caller can lay defaults under it', () => {
    const masterKey = Buffer.alloc(32, 3).toString('base64')
    const config = serverConfigFromEnv(
      { FOYER_DEV: '1', FOYER_MASTER_KEY: masterKey, REDIS_URL: 'redis://127.0.0.1:6379', FOYER_PUBLIC_URL: 'https://foyer.example.com', FOYER_AUTH_LOCK_MINUTES: '15' },
      { chains },
    )
    expect(config).toMatchObject({
      publicUrl: 'https://foyer.example.com',
      rateLimit: { redisUrl: 'redis://127.0.0.1:6379' },
      relay: { redisUrl: 'redis://127.0.0.1:6379' },
      auth: { masterKey, throttle: { lockMinutes: 15 } },
    })
    expect(config.auth?.throttle?.mailsPerClientPerHour).toBeUndefined()
    expect(config.activity?.pollIntervalMs).toBeUndefined()
  })

  it('in dev mode on PostgreSQL without FOYER_MASTER_KEY keeps the generated key in the data folder, not in the process', () => {
    const config = serverConfigFromEnv({ FOYER_DEV: '1', DATABASE_URL: 'postgres://foyer@127.0.0.1:5432/foyer', FOYER_DATA_DIR: '/tmp/foyer-data' }, { chains })
    expect(config.auth?.masterKeyDir).toBe('/tmp/foyer-data')
    expect(serverConfigFromEnv({ FOYER_DEV: '1' }, { chains }).auth?.masterKeyDir).toBeUndefined()
  })

  it('reads the login budgets and the analytics budget and retention', async () => {
    const config = await loadConfig({
      FOYER_DEVNET_FILE: devnetFile({ chains: [devnetChain] }),
      FOYER_AUTH_CODE_FAILURES_PER_ADDRESS: '5',
      FOYER_AUTH_CODE_FAILURES_PER_IP: '50',
      FOYER_AUTH_LOCK_MINUTES: '30',
      FOYER_AUTH_MAILS_PER_ADDRESS_PER_HOUR: '8',
      FOYER_AUTH_MAILS_PER_IP_PER_HOUR: '40',
      FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_HOUR: '6',
      FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_IP_PER_HOUR: '2',
      FOYER_AUTH_DEVICE_WAITS_PER_IP: '3',
    })
    expect(config.auth.throttle).toEqual({
      codeFailuresPerAddress: 5,
      codeFailuresPerClient: 50,
      lockMinutes: 30,
      mailsPerAddressPerHour: 8,
      mailsPerClientPerHour: 40,
      approvalMailsPerAddressPerHour: 6,
      approvalMailsPerAddressPerClientPerHour: 2,
    })
    expect(config.analytics).toEqual({ eventsPerMinutePerProject: 600, retentionDays: 30 })
    const analytics = (await loadConfig({ FOYER_DEVNET_FILE: devnetFile({ chains: [devnetChain] }), FOYER_ANALYTICS_EVENTS_PER_MINUTE: '120', FOYER_ANALYTICS_RETENTION_DAYS: '7' })).analytics
    expect(analytics).toEqual({ eventsPerMinutePerProject: 120, retentionDays: 7 })
    expect(config.auth.longPollsPerClient).toBe(3)
  })
})

describe('the public URL', () => {
  it('is required outside dev mode unless the server listens on loopback only: links are never built on a Host header', async () => {
    await expect(buildServer({ host: '0.0.0.0', port: 0, chains: chains(), logLevel: 'silent' })).rejects.toThrow(ConfigError)
    await expect(buildServer({ host: '0.0.0.0', port: 0, chains: chains(), logLevel: 'silent' })).rejects.toThrow(
      /publicUrl is required outside dev mode \(FOYER_PUBLIC_URL, e\.g\. https:\/\/foyer\.example\.com\)/,
    )
  })
})

function chains() {
  return [{ caipNetworkId: 'eip155:31337' as const, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: devnetChain.nativeCurrency, nativePriceUsd: 1, testnet: false, tokens: [] }]
}
