/**
 * A Polkadot chain's configuration, in code, in the operator's chains file (key `polkadot`) and in
 * the devnet's description: ws(s) node URLs read over http(s) at the same host and port, each
 * mistake named by its path, a resolved config parsing again to itself; a token and SS58 prefix
 * left out read from the chain's nodes at start.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, readChains } from '../../../src/index.ts'
import { parseServerConfig } from '../../../src/serverConfig.ts'
import { httpNodeUrl } from '../../../src/namespaces/polkadot/polkadotNodeUrl.ts'
import { UNREAD_CHAIN } from '../../unreadChain.ts'

const CHAINS_DOC = fileURLToPath(new URL('../../../../../docs/chains.md', import.meta.url))
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
/** A loopback port nothing listens on: a node that is down. */
const DEAD_NODE = 'ws://127.0.0.1:2'
const evmChain = { chainId: 1, name: 'Ethereum', rpcUrls: ['https://rpc.example.com'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, tokens: [], prices: { source: 'none' } }
const polkadot = () => ({
  caipNetworkId: POLKADOT,
  name: 'Polkadot',
  rpcUrls: ['wss://rpc.example.com/${DOT_KEY}', 'https://polkadot-rpc.publicnode.com'],
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  ss58Prefix: 0,
  existentialDeposit: '10000000000',
  explorerAccountUrl: 'https://polkadot.subscan.io/account/{address}',
  prices: { source: 'coingecko', platform: 'polkadot', nativeCoinId: 'polkadot' },
})

function writeFile(contents: unknown, name = 'chains.json'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-polkadot-')), name)
  writeFileSync(file, JSON.stringify(contents))
  return file
}
const readPolkadot = (contents: unknown, env: NodeJS.ProcessEnv = {}) => readChains({ kind: 'chainsFile', file: writeFile(contents), env }).polkadot

describe("the chains file's polkadot chains", () => {
  it('become the server’s settings: primary first, a wss:// node read at https://, ${NAME}s filled, the existential deposit in planck', () => {
    const [read] = readPolkadot({ chains: [evmChain], polkadot: [polkadot()] }, { DOT_KEY: 'k1' })
    expect(read).toEqual({
      caipNetworkId: POLKADOT,
      name: 'Polkadot',
      rpcUrl: 'https://rpc.example.com/k1',
      rpcUrls: ['https://polkadot-rpc.publicnode.com'],
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      ss58Prefix: 0,
      existentialDeposit: 10_000_000_000n,
      explorerAccountUrl: 'https://polkadot.subscan.io/account/{address}',
      testnet: false,
      prices: { source: 'coingecko', platform: 'polkadot', nativeCoinId: 'polkadot', api: expect.objectContaining({ baseUrl: 'https://api.coingecko.com/api/v3' }) },
    })
    expect(readPolkadot({ chains: [evmChain] })).toEqual([])
  })

  it.each([
    [{ caipNetworkId: 'polkadot:91B171BB158E2D3848FA23A9F1C25182' }, 'polkadot[0].caipNetworkId must be a Polkadot CAIP-2 id: polkadot: and the first 32 lowercase hex characters'],
    [{ rpcUrls: ['ftp://rpc.example.com'] }, 'polkadot[0].rpcUrls[0] must be a node URL: http(s):// or ws(s)://'],
    [{ rpcUrls: [] }, 'polkadot[0].rpcUrls must list at least one node URL'],
    [{ ss58Prefix: 20_000 }, 'polkadot[0].ss58Prefix'],
    [{ existentialDeposit: '1.5' }, 'polkadot[0].existentialDeposit must be a whole number of planck'],
    [{ explorerAccountUrl: 'https://polkadot.subscan.io/account/' }, 'polkadot[0].explorerAccountUrl must hold {address} where the account goes'],
    [{ prices: { source: 'fixed' } }, "polkadot[0].nativePriceUsd is required with prices.source 'fixed'"],
    [{ nativeCurrency: { name: 'Polkadot', symbol: 'DOT' } }, 'polkadot[0].nativeCurrency.decimals'],
  ])('names each mistake by its path: %o', (change, message) => {
    expect(() => readPolkadot({ chains: [evmChain], polkadot: [{ ...polkadot(), ...change }] }, { DOT_KEY: 'k' })).toThrow(message)
  })

  it('reads the documented example (public nodes by configuration alone), each wss:// node read at https://', () => {
    const documented = /```jsonc\n"polkadot": (\[[\s\S]*?\n\])\n```/.exec(readFileSync(CHAINS_DOC, 'utf8'))?.[1]
    const [read] = readPolkadot({ chains: [evmChain], polkadot: JSON.parse(documented ?? 'null') })
    expect(read).toMatchObject({ caipNetworkId: POLKADOT, rpcUrl: 'https://rpc.polkadot.io', rpcUrls: ['https://polkadot-rpc.publicnode.com'], ss58Prefix: 0, existentialDeposit: 10_000_000_000n })
  })

  it('refuses a chain listed twice', () => {
    expect(() => readPolkadot({ chains: [evmChain], polkadot: [polkadot(), polkadot()] }, { DOT_KEY: 'k' })).toThrow(`polkadot[1] is ${POLKADOT} again: polkadot[0] already serves it`)
  })

  it('serves the chain when the server loads FOYER_CHAINS_FILE, and the resolved config parses again to itself', async () => {
    const config = await loadConfig({ FOYER_CHAINS_FILE: writeFile({ chains: [evmChain], polkadot: [polkadot()] }), DOT_KEY: 'k' })
    expect(config.chains.polkadot.map((each) => [each.caipNetworkId, each.rpcUrl, each.ss58Prefix])).toEqual([[POLKADOT, 'https://rpc.example.com/k', 0]])
    expect(parseServerConfig(config)).toEqual(config)
  })
})

describe('the devnet description’s polkadot chain', () => {
  it('is served at its WebSocket’s host and port over HTTP, mainnet-like, priced by the dev table', async () => {
    const devnetChain = {
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Foyer Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      nativePriceUsd: 3000,
      tokens: [],
    }
    const description = {
      chains: [devnetChain],
      polkadot: {
        caipNetworkId: 'polkadot:45454545454545454545454545454545',
        genesisHash: `0x${'45'.repeat(32)}`,
        name: 'Foyer Polkadot Devnet',
        wsUrl: 'ws://127.0.0.1:8000',
        nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
        nativePriceUsd: 5,
        ss58Prefix: 2,
        existentialDeposit: '3333333',
        accounts: [],
      },
    }
    const config = await loadConfig({ FOYER_DEVNET_FILE: writeFile(description, 'devnet.json') })
    expect(config.chains.polkadot).toEqual([
      expect.objectContaining({
        caipNetworkId: 'polkadot:45454545454545454545454545454545',
        rpcUrl: 'http://127.0.0.1:8000',
        ss58Prefix: 2,
        existentialDeposit: 3_333_333n,
        nativePriceUsd: 5,
        testnet: false,
      }),
    ])
  })
})

describe('node URLs', () => {
  it.each([
    ['ws://127.0.0.1:9944', 'http://127.0.0.1:9944'],
    ['wss://rpc.polkadot.io', 'https://rpc.polkadot.io'],
    ['https://rpc.polkadot.io/', 'https://rpc.polkadot.io/'],
  ])('%s is read at %s: the scheme alone changes', (url, read) => {
    expect(httpNodeUrl(url)).toBe(read)
  })
})

describe('a token and SS58 prefix left to the chain', () => {
  /** A node that answers system_properties with `properties`, counting the calls: a stand-in for the edge cases a public node can have (the real chain is read in polkadotBalance.test.ts). */
  async function nodeAnswering(properties: unknown): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
    let calls = 0
    const node = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        calls++
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        const answer = method === 'system_properties' ? { result: properties } : { error: { code: -32601, message: 'Method not found' } }
        response.setHeader('content-type', 'application/json').end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    const { port } = node.address() as AddressInfo
    return { url: `ws://127.0.0.1:${port}`, calls: () => calls, close: () => new Promise((resolve) => node.close(() => resolve())) }
  }
  const leftToChain = (rpcUrls: string[]) => {
    const { nativeCurrency: _currency, ss58Prefix: _prefix, ...chain } = polkadot()
    return { ...chain, rpcUrls }
  }
  const load = (chain: unknown) => loadConfig({ FOYER_CHAINS_FILE: writeFile({ chains: [evmChain], polkadot: [chain] }), DOT_KEY: 'secret-key' })

  it("are read from the first node that answers (the first of a multi-token chain's tokens), the name being the symbol", async () => {
    const node = await nodeAnswering({ ss58Format: 8, tokenSymbol: ['KAR', 'KUSD'], tokenDecimals: [12, 12] })
    try {
      const config = await load(leftToChain([DEAD_NODE, node.url]))
      expect(config.chains.polkadot[0]).toMatchObject({ nativeCurrency: { name: 'KAR', symbol: 'KAR', decimals: 12 }, ss58Prefix: 8 })
    } finally {
      await node.close()
    }
  })

  it('a chain whose properties name no SS58 format and whose runtime cannot be read stops the start, saying to write ss58Prefix', async () => {
    const node = await nodeAnswering({ tokenSymbol: 'UNIT', tokenDecimals: 12 })
    try {
      await expect(load(leftToChain([node.url]))).rejects.toThrow(
        /none of its 1 node told them \(system_properties, and the runtime's metadata for the SS58 prefix: node 1: the node answered state_getMetadata with error -32601: Method not found\)/,
      )
      await expect(load({ ...leftToChain([node.url]), ss58Prefix: 42 })).resolves.toMatchObject({ chains: { polkadot: [{ ss58Prefix: 42, nativeCurrency: { symbol: 'UNIT' } }] } })
    } finally {
      await node.close()
    }
  })

  it('what the file writes is kept and its node not asked: both written, nothing is read', async () => {
    const node = await nodeAnswering({ ss58Format: 0, tokenSymbol: 'DOT', tokenDecimals: 10 })
    try {
      await load({ ...polkadot(), rpcUrls: [node.url] })
      expect(node.calls()).toBe(0)
      const [served] = (await load({ ...leftToChain([node.url]), nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 } })).chains.polkadot
      expect(served).toMatchObject({ nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, ss58Prefix: 0 })
    } finally {
      await node.close()
    }
  })

  it('a node that does not say its token stops the start, saying to write nativeCurrency', async () => {
    const node = await nodeAnswering({ ss58Format: 0 })
    try {
      await expect(load(leftToChain([node.url]))).rejects.toThrow(
        `${POLKADOT} (Polkadot) leaves its nativeCurrency to the chain, but its node's system_properties do not say its token (tokenSymbol and tokenDecimals): write nativeCurrency for it in the chains file`,
      )
    } finally {
      await node.close()
    }
  })

  it('no node answering stops the start with a ConfigError naming the chain and what to do, never a node URL (it may carry a key)', async () => {
    const failure = load(leftToChain([`${DEAD_NODE}/\${DOT_KEY}`, DEAD_NODE]))
    await expect(failure).rejects.toThrow(ConfigError)
    await expect(failure).rejects.toThrow(
      new RegExp(
        `^${POLKADOT} \\(Polkadot\\) leaves its nativeCurrency and ss58Prefix to the chain, but none of its 2 nodes told them \\(system_properties, and the runtime's metadata for the SS58 prefix: node 1: .+; node 2: .+\\)\\. Start its node, or write them in the chains file`,
      ),
    )
    await expect(failure).rejects.not.toThrow(/secret-key|127\.0\.0\.1:2\//)
  })

  it('a config in code that leaves them out and is checked without its nodes names each field', () => {
    const chain = { caipNetworkId: POLKADOT, name: 'Polkadot', rpcUrl: 'wss://rpc.polkadot.io', testnet: false }
    expect(() => parseServerConfig({ chains: [UNREAD_CHAIN], polkadotChains: [chain] })).toThrow(
      /polkadotChains\[0\]\.nativeCurrency is required: write it, or let the server read it from the chain's nodes at start/,
    )
  })
})
