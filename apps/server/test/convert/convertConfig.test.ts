import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/index.ts'
import { parseServerConfig } from '../../src/serverConfig.ts'

const devnetFile = (() => {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-convert-')), 'devnet.json')
  const chain = { chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 3000, tokens: [] }
  writeFileSync(file, JSON.stringify({ chains: [chain] }))
  return file
})()

const load = (env: Record<string, string>) => loadConfig({ FOYER_DEVNET_FILE: devnetFile, ...env })

describe('swap settings from the environment', () => {
  it('default to no provider, 0x and 1inch at their public APIs, 8 s timeouts', async () => {
    expect((await load({})).swap).toEqual({
      providers: {},
      zeroEx: { baseUrl: 'https://api.0x.org', timeoutMs: 8_000 },
      oneInch: { baseUrl: 'https://api.1inch.dev', timeoutMs: 8_000 },
      amms: [],
    })
  })

  it('read FOYER_SWAP_PROVIDERS (chain id:provider, commas or spaces between), each API’s URL and key, and the timeout', async () => {
    const swap = (
      await load({
        FOYER_SWAP_PROVIDERS: '1:0x, 8453:1inch 137:0x',
        FOYER_SWAP_0X_API_URL: 'https://0x.example.com',
        FOYER_SWAP_0X_API_KEY: 'zero-key',
        FOYER_SWAP_1INCH_API_KEY: 'inch-key',
        FOYER_SWAP_TIMEOUT_MS: '3000',
      })
    ).swap
    expect(swap.providers).toEqual({ 'eip155:1': '0x', 'eip155:8453': '1inch', 'eip155:137': '0x' })
    expect(swap.zeroEx).toEqual({ baseUrl: 'https://0x.example.com', apiKey: 'zero-key', timeoutMs: 3_000 })
    expect(swap.oneInch).toEqual({ baseUrl: 'https://api.1inch.dev', apiKey: 'inch-key', timeoutMs: 3_000 })
  })

  it.each([
    [{ FOYER_SWAP_PROVIDERS: '1=0x' }, /FOYER_SWAP_PROVIDERS must list chain ids and providers like 1:0x,8453:1inch \(providers: 0x, 1inch\); "1=0x" is not one/],
    [{ FOYER_SWAP_PROVIDERS: '1:uniswap' }, /FOYER_SWAP_PROVIDERS must list chain ids and providers like 1:0x/],
    [{ FOYER_SWAP_0X_API_URL: 'api.0x.org' }, /FOYER_SWAP_0X_API_URL must be an http\(s\) URL like https:\/\/api\.0x\.org/],
    [{ FOYER_SWAP_TIMEOUT_MS: '0' }, /FOYER_SWAP_TIMEOUT_MS must be a whole number above 0/],
    [{ FOYER_SWAP_PROVIDERS: '1:0x' }, /swap\.providers\.eip155:1 is given to 0x, which needs an API key \(FOYER_SWAP_0X_API_KEY\)/],
    [{ FOYER_SWAP_PROVIDERS: '8453:1inch' }, /swap\.providers\.eip155:8453 is given to 1inch, which needs an API key \(FOYER_SWAP_1INCH_API_KEY\)/],
    [{ FOYER_SWAP_PROVIDERS: '31337:0x', FOYER_SWAP_0X_API_KEY: 'k' }, /swap\.providers\.eip155:31337 is not a swap network \(spec §9: eip155 1, 42161, 10, 324, 8453/],
  ])('refuse %o, naming what is wrong', async (env, message) => {
    await expect(load(env)).rejects.toThrow(ConfigError)
    await expect(load(env)).rejects.toThrow(message)
  })
})

describe('swap settings in a config', () => {
  const chains = [{ caipNetworkId: 'eip155:31337', name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, testnet: false, tokens: [] }]
  const amm = { caipNetworkId: 'eip155:31337', router: '0x1111000000000000000000000000000000000001', weth: '0x2222000000000000000000000000000000000002' }

  it('take an AMM per chain: its router, its WETH, and optionally the tokens with a pool', () => {
    expect(parseServerConfig({ host: '127.0.0.1', port: 0, chains, swap: { amms: [amm] } }).swap.amms).toEqual([amm])
  })

  it('refuse an AMM with an address that is not one, and a chain given both an AMM and a provider', () => {
    expect(() => parseServerConfig({ host: '127.0.0.1', port: 0, chains, swap: { amms: [{ ...amm, router: '0x12' }] } })).toThrow(/swap\.amms\[0\]\.router must be an EVM address/)
    const both = { providers: { 'eip155:1': '0x' }, zeroEx: { apiKey: 'k' }, amms: [{ ...amm, caipNetworkId: 'eip155:1' }] }
    expect(() => parseServerConfig({ host: '127.0.0.1', port: 0, chains, swap: both })).toThrow(/swap\.providers\.eip155:1 has an AMM too: give a chain one or the other/)
  })
})
