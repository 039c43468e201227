import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, readChains } from '../../src/index.ts'
import { parseServerConfig } from '../../src/serverConfig.ts'

const EXAMPLE_FILE = fileURLToPath(new URL('../../chains.example.json', import.meta.url))
const CHAINS_DOC = fileURLToPath(new URL('../../../../docs/chains.md', import.meta.url))
const EXAMPLE_ENV = { FOYER_COINGECKO_API_KEY: 'CG-example', ALCHEMY_API_KEY: 'alchemy-key', INFURA_API_KEY: 'infura-key' }
const MAINNET_USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

function writeFile(contents: unknown, name = 'chains.json'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-chains-')), name)
  writeFileSync(file, typeof contents === 'string' ? contents : JSON.stringify(contents))
  return file
}

const readFile = (contents: unknown, env: NodeJS.ProcessEnv = {}) => readChains({ kind: 'chainsFile', file: writeFile(contents), env }).eip155

/** A small valid chain, changed by each case below. */
const chain = () => ({
  chainId: 1,
  name: 'Ethereum',
  rpcUrls: ['https://rpc.example.com/primary', 'https://rpc.example.com/fallback'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [{ address: MAINNET_USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
  prices: { source: 'coingecko', platform: 'ethereum', nativeCoinId: 'ethereum' },
})

describe('the chains file (FOYER_CHAINS_FILE)', () => {
  it('reads the documented mainnet + Base example, filling ${NAME}s from the environment', () => {
    const chains = parseServerConfig({ host: '127.0.0.1', port: 0, chains: readChains({ kind: 'chainsFile', file: EXAMPLE_FILE, env: EXAMPLE_ENV }).eip155 }).chains.eip155
    expect(chains.map((each) => [each.caipNetworkId, each.name, each.blockExplorerUrl, each.testnet])).toEqual([
      ['eip155:1', 'Ethereum', 'https://etherscan.io', false],
      ['eip155:8453', 'Base', 'https://basescan.org', false],
    ])
    expect(chains[0]).toMatchObject({
      rpcUrl: 'https://eth-mainnet.g.alchemy.com/v2/alchemy-key',
      rpcUrls: ['https://mainnet.infura.io/v3/infura-key', 'https://ethereum-rpc.publicnode.com'],
      tokens: [{ address: MAINNET_USDC, symbol: 'USDC', decimals: 6 }],
      prices: { source: 'coingecko', platform: 'ethereum', nativeCoinId: 'ethereum', api: { baseUrl: 'https://api.coingecko.com/api/v3', apiKey: 'CG-example', cacheTtlMs: 60_000, timeoutMs: 5_000 } },
    })
    expect(chains[1]).toMatchObject({
      rpcUrl: 'https://base-mainnet.g.alchemy.com/v2/alchemy-key',
      tokens: [{ address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC', decimals: 6 }],
      prices: { source: 'coingecko', platform: 'base', nativeCoinId: 'ethereum' },
    })
  })

  it('apps/server/chains.example.json is the example docs/chains.md shows', () => {
    const documented = /## .*\n[\s\S]*?```json\n([\s\S]*?)\n```/.exec(readFileSync(CHAINS_DOC, 'utf8'))?.[1]
    expect(JSON.parse(documented ?? 'null')).toEqual(JSON.parse(readFileSync(EXAMPLE_FILE, 'utf8')))
  })

  it('turns a chain into the server’s settings: primary first, fallbacks in order; caipNetworkId in place of chainId', () => {
    const [read] = readFile({ chains: [{ ...chain(), chainId: undefined, caipNetworkId: 'eip155:10', testnet: true }] })
    expect(read).toEqual({
      caipNetworkId: 'eip155:10',
      name: 'Ethereum',
      rpcUrl: 'https://rpc.example.com/primary',
      rpcUrls: ['https://rpc.example.com/fallback'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      testnet: true,
      tokens: [{ address: MAINNET_USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
      prices: { source: 'coingecko', platform: 'ethereum', nativeCoinId: 'ethereum', api: { baseUrl: 'https://api.coingecko.com/api/v3', cacheTtlMs: 60_000, timeoutMs: 5_000 } },
    })
  })

  it("takes fixed prices as numbers on the chain, and 'none' as no prices at all", () => {
    const fixed = { ...chain(), nativePriceUsd: 3000, tokens: [{ ...chain().tokens[0]!, priceUsd: 1 }], prices: { source: 'fixed' } }
    const none = { ...chain(), chainId: 11155111, testnet: true, tokens: [], prices: { source: 'none' } }
    const [mainnet, sepolia] = readFile({ chains: [fixed, none] })
    expect(mainnet).toMatchObject({ nativePriceUsd: 3000, tokens: [{ priceUsd: 1 }], prices: { source: 'fixed' } })
    expect(sepolia).toMatchObject({ caipNetworkId: 'eip155:11155111', prices: { source: 'fixed' } })
    expect(sepolia).not.toHaveProperty('nativePriceUsd')
  })

  it.each([
    ['no chains', {}, 'chains is required'],
    ['an empty list', { chains: [] }, 'chains must list at least one chain'],
    ['a field it does not know (rpcUrl for rpcUrls)', { chains: [{ ...chain(), rpcUrl: 'https://rpc.example.com' }] }, 'chains[0] has unknown field rpcUrl'],
    ['no RPC URL', { chains: [{ ...chain(), rpcUrls: [] }] }, 'chains[0].rpcUrls must list at least one RPC URL: the primary, then fallbacks in the order they are tried'],
    ['an RPC URL that is not http(s)', { chains: [{ ...chain(), rpcUrls: ['https://ok.example.com', 'wss://rpc.example.com'] }] }, 'chains[0].rpcUrls[1] must be an http(s) URL like'],
    ['a chain named by neither id', { chains: [{ ...chain(), chainId: undefined }] }, 'chains[0] must name its chain: chainId (like 1) or caipNetworkId (like eip155:1)'],
    ['a chain named twice', { chains: [{ ...chain(), caipNetworkId: 'eip155:1' }] }, 'chains[0].caipNetworkId must not be given with chainId: name the chain once'],
    ['a CAIP id that is not one', { chains: [{ ...chain(), chainId: undefined, caipNetworkId: '1' }] }, 'chains[0].caipNetworkId must be a CAIP-2 network id like eip155:1'],
    ['the same chain twice', { chains: [chain(), { ...chain(), chainId: undefined, caipNetworkId: 'eip155:1' }] }, 'chains[1] is eip155:1 again: chains[0] already serves it'],
    ['an explorer that is not a URL', { chains: [{ ...chain(), blockExplorerUrl: 'etherscan.io' }] }, 'chains[0].blockExplorerUrl must be an http(s) URL like https://etherscan.io'],
    [
      'a mistyped token address',
      { chains: [{ ...chain(), tokens: [{ ...chain().tokens[0]!, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB49' }] }] },
      'chains[0].tokens[0].address has capitals that are not its EIP-55 checksum',
    ],
    [
      'a token listed twice',
      { chains: [{ ...chain(), tokens: [chain().tokens[0]!, { ...chain().tokens[0]!, address: MAINNET_USDC.toLowerCase() }] }] },
      "chains[0].tokens[1].address is tokens[0]'s address again: list each token once",
    ],
    ['a token without decimals', { chains: [{ ...chain(), tokens: [{ ...chain().tokens[0]!, decimals: undefined }] }] }, 'chains[0].tokens[0].decimals is required'],
    [
      'too many tokens',
      { chains: [{ ...chain(), tokens: Array.from({ length: 101 }, (_, index) => ({ ...chain().tokens[0]!, address: `0x${(index + 1).toString(16).padStart(40, '0')}` })) }] },
      'chains[0].tokens must have at most 100 items',
    ],
    ['no price source', { chains: [{ ...chain(), prices: undefined }] }, "chains[0].prices must say where the chain's prices come from: source 'coingecko', 'fixed' or 'none'"],
    ['an unknown price source', { chains: [{ ...chain(), prices: { source: 'oracle' } }] }, "chains[0].prices.source must say where the chain's prices come from"],
    ['a CoinGecko source without its platform', { chains: [{ ...chain(), prices: { source: 'coingecko', nativeCoinId: 'ethereum' } }] }, 'chains[0].prices.platform is required'],
    [
      'a CoinGecko id in capitals',
      { chains: [{ ...chain(), prices: { source: 'coingecko', platform: 'Ethereum', nativeCoinId: 'ethereum' } }] },
      'chains[0].prices.platform must be a CoinGecko id like ethereum',
    ],
    ['fixed prices without the native price', { chains: [{ ...chain(), tokens: [], prices: { source: 'fixed' } }] }, "chains[0].nativePriceUsd is required with prices.source 'fixed'"],
    ['fixed prices without a token’s price', { chains: [{ ...chain(), nativePriceUsd: 3000, prices: { source: 'fixed' } }] }, "chains[0].tokens[0].priceUsd is required with prices.source 'fixed'"],
    ['a fixed number beside another source', { chains: [{ ...chain(), nativePriceUsd: 3000 }] }, "chains[0].nativePriceUsd is read only with prices.source 'fixed', not 'coingecko': remove it"],
    [
      'a CoinGecko URL carrying a query',
      { coingecko: { baseUrl: 'https://api.coingecko.com/api/v3?x_cg_demo_api_key=k' }, chains: [chain()] },
      'coingecko.baseUrl must not have a query or fragment: give the API key as apiKey',
    ],
    ['a CoinGecko timeout out of bounds', { coingecko: { timeoutMs: 120_000 }, chains: [chain()] }, 'coingecko.timeoutMs must be at most 30000'],
  ])('names %s with its path', (_, contents, message) => {
    const read = () => readFile(contents)
    expect(read).toThrow(ConfigError)
    expect(read).toThrow(message)
  })

  it('names every mistake at once, each with its path, and says where the format is', () => {
    expect(() =>
      readFile({
        chains: [
          { ...chain(), rpcUrls: ['ftp://x'] },
          { ...chain(), chainId: 2, blockExplorerUrl: 'nope' },
        ],
      }),
    ).toThrow(
      /is not a valid chains file: chains\[0\]\.rpcUrls\[0\] must be an http\(s\) URL like .*; chains\[1\]\.blockExplorerUrl must be an http\(s\) URL like https:\/\/etherscan\.io\. Its format is in docs\/chains\.md\.$/,
    )
  })

  it('names each ${NAME} the environment does not set, and never repeats a filled-in value', () => {
    const contents = {
      coingecko: { apiKey: '${CG_KEY}' },
      chains: [{ ...chain(), rpcUrls: ['https://rpc.example.com/v2/${RPC_KEY}', 'https://${RPC_HOST}/${RPC_KEY}'] }],
    }
    expect(() => readFile(contents, { RPC_KEY: 'k' })).toThrow(
      'coingecko.apiKey has ${CG_KEY}, but the environment does not set CG_KEY: set it, or write the value without it; ' +
        'chains[0].rpcUrls[1] has ${RPC_HOST}, but the environment does not set RPC_HOST',
    )
    const secret = 'secret value with spaces'
    const read = () => readFile(contents, { RPC_KEY: 'k', RPC_HOST: 'rpc.example.com', CG_KEY: secret })
    expect(read).toThrow('coingecko.apiKey must be 1 to 256 printable characters without spaces')
    expect(read).not.toThrow(secret)
  })

  it('says what is wrong with a file that is missing or not JSON', () => {
    expect(() => readChains({ kind: 'chainsFile', file: '/nonexistent/chains.json', env: {} })).toThrow(
      'FOYER_CHAINS_FILE is /nonexistent/chains.json, but it does not exist. Write the chains to serve there (docs/chains.md; apps/server/chains.example.json).',
    )
    expect(() => readFile('{ "chains": [ ')).toThrow(/chains\.json \(FOYER_CHAINS_FILE\) is not valid JSON\./)
  })
})

describe('where the chains come from', () => {
  const devnetFile = () =>
    writeFile(
      {
        chains: [{ chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 3000, tokens: [] }],
      },
      'devnet.json',
    )

  it('FOYER_CHAINS_FILE takes precedence over the devnet description', async () => {
    const config = await loadConfig({ FOYER_CHAINS_FILE: writeFile({ chains: [chain()] }), FOYER_DEVNET_FILE: devnetFile() })
    expect(config.chains.eip155.map((each) => each.caipNetworkId)).toEqual(['eip155:1'])
  })

  it('without FOYER_CHAINS_FILE the devnet description is still read, with its fixed prices', async () => {
    const config = await loadConfig({ FOYER_CHAINS_FILE: '', FOYER_DEVNET_FILE: devnetFile() })
    expect(config.chains.eip155).toEqual([expect.objectContaining({ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545', nativePriceUsd: 3000, prices: { source: 'fixed' } })])
  })

  it('reads a relative FOYER_CHAINS_FILE from the repository root, as the other paths', async () => {
    const config = await loadConfig({ FOYER_CHAINS_FILE: 'apps/server/chains.example.json', ...EXAMPLE_ENV })
    expect(config.chains.eip155.map((each) => each.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
  })
})

describe("the chains file's Solana clusters", () => {
  const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const cluster = () => ({
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    rpcUrls: ['https://solana.example.com/${SOLANA_KEY}', 'https://api.mainnet-beta.solana.com'],
    tokens: [{ mint: USDC_MINT, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
    prices: { source: 'coingecko', platform: 'solana', nativeCoinId: 'solana' },
  })
  const readSolana = (contents: unknown, env: NodeJS.ProcessEnv = {}) => readChains({ kind: 'chainsFile', file: writeFile(contents), env }).solana

  it('become the server’s Solana settings: primary first, fallbacks in order, ${NAME}s filled, mints as they are', () => {
    expect(readSolana({ chains: [chain()], solana: [cluster()] }, { SOLANA_KEY: 'k1' })).toEqual([
      {
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        name: 'Solana',
        rpcUrl: 'https://solana.example.com/k1',
        rpcUrls: ['https://api.mainnet-beta.solana.com'],
        testnet: false,
        tokens: [{ mint: USDC_MINT, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
        prices: { source: 'coingecko', platform: 'solana', nativeCoinId: 'solana', api: expect.objectContaining({ baseUrl: 'https://api.coingecko.com/api/v3' }) },
      },
    ])
    expect(readSolana({ chains: [chain()] })).toEqual([])
  })

  it.each([
    [{ caipNetworkId: 'solana:mainnet' }, 'solana[0].caipNetworkId must be a Solana CAIP-2 id'],
    [{ tokens: [{ mint: MAINNET_USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] }, 'solana[0].tokens[0].mint must be a Solana address (32 to 44 base58 characters)'],
    [{ tokens: [cluster().tokens[0], cluster().tokens[0]] }, "solana[0].tokens[1].mint is tokens[0]'s mint again: list each token once"],
    [{ prices: { source: 'fixed' } }, "solana[0].nativePriceUsd is required with prices.source 'fixed'"],
  ])('name each mistake by its path: %o', (change, message) => {
    expect(() => readSolana({ chains: [chain()], solana: [{ ...cluster(), ...change }] }, { SOLANA_KEY: 'k' })).toThrow(message)
  })

  it('serve the cluster when the server loads FOYER_CHAINS_FILE', async () => {
    const config = await loadConfig({ FOYER_CHAINS_FILE: writeFile({ chains: [chain()], solana: [cluster()] }), SOLANA_KEY: 'k' })
    expect(config.chains.solana.map((each) => [each.caipNetworkId, each.rpcUrl])).toEqual([['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'https://solana.example.com/k']])
  })
})
