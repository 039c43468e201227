/**
 * Smart accounts on an EVM chain, by configuration alone: the chains file's `smartAccounts` names a
 * hosted bundler and paymaster (their API keys from the environment, never repeated in a message),
 * Safe's own module addresses unless a chain has others, and /v1/supported-chains tells clients
 * which chains serve them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readChains } from '../../../src/index.ts'
import { parseServerConfig } from '../../../src/serverConfig.ts'
import { request, startServer, type RunningServer } from '../../harness.ts'
import { UNREAD_CHAIN } from '../../unreadChain.ts'

const chain = (smartAccounts?: unknown) => ({
  chainId: 8453,
  name: 'Base',
  rpcUrls: ['https://base.example.com'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  prices: { source: 'none' },
  ...(smartAccounts !== undefined && { smartAccounts }),
})

function readEip155(chains: unknown[], env: NodeJS.ProcessEnv = {}) {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-smart-accounts-')), 'chains.json')
  writeFileSync(file, JSON.stringify({ chains }))
  return readChains({ kind: 'chainsFile', file, env }).eip155
}

describe("the chains file's smartAccounts", () => {
  it('points a chain at a hosted bundler and paymaster, their keys filled from the environment; the EntryPoint and Safe modules default to the canonical ones', () => {
    const [read] = readEip155([chain({ bundlerUrl: 'https://api.pimlico.io/v2/8453/rpc?apikey=${PIMLICO_API_KEY}', paymasterUrl: 'https://api.pimlico.io/v2/8453/rpc?apikey=${PIMLICO_API_KEY}' })], {
      PIMLICO_API_KEY: 'pim_secret',
    })
    expect(read?.smartAccounts).toEqual({ bundlerUrl: 'https://api.pimlico.io/v2/8453/rpc?apikey=pim_secret', paymasterUrl: 'https://api.pimlico.io/v2/8453/rpc?apikey=pim_secret' })
    expect(readEip155([chain()])[0]?.smartAccounts).toBeUndefined()
  })

  it.each([
    [{ bundlerUrl: 'wss://bundler.example.com' }, 'chains[0].smartAccounts.bundlerUrl must be an http(s) URL'],
    [{}, 'chains[0].smartAccounts.bundlerUrl'],
    [{ bundlerUrl: 'https://bundler.example.com', entryPoint: '0x1234' }, 'chains[0].smartAccounts.entryPoint must be an EVM address'],
    [{ bundlerUrl: 'https://bundler.example.com', sponsor: true }, 'chains[0].smartAccounts'],
  ])('names each mistake by its path: %o', (smartAccounts, message) => {
    expect(() => readEip155([chain(smartAccounts)])).toThrow(message)
  })

  it('a key the environment does not set is named, and no key or URL is repeated in the message', () => {
    const read = () => readEip155([chain({ bundlerUrl: 'https://bundler.example.com/${BUNDLER_KEY}' })], { OTHER: 'x' })
    expect(read).toThrow('has ${BUNDLER_KEY}, but the environment does not set BUNDLER_KEY')
    expect(read).not.toThrow(/bundler\.example\.com/)
  })
})

describe('/v1/supported-chains', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      chains: [
        { ...UNREAD_CHAIN, smartAccounts: { bundlerUrl: 'http://127.0.0.1:9/bundler' } },
        { ...UNREAD_CHAIN, caipNetworkId: 'eip155:31338', name: 'No smart accounts', blockExplorerUrl: 'https://www.explorer.example' },
      ],
    })
  })
  afterAll(() => server?.close())

  it('lists the chains with a bundler as smartAccounts, and never their bundler URL', async () => {
    const response = await request(server.baseUrl, '/v1/supported-chains')
    expect(response.body).toMatchObject({ http: ['eip155:31337', 'eip155:31338'], ws: [], smartAccounts: ['eip155:31337'] })
    expect(JSON.stringify(response.body)).not.toContain('bundler')
  })

  it('describes each served chain as a network (name, currency, testnet, explorer), with no node URL: the modal reads through the proxy', async () => {
    const response = await request(server.baseUrl, '/v1/supported-chains')
    const { networks } = response.body as { networks: unknown[] }
    expect(networks).toEqual([
      { caipNetworkId: 'eip155:31337', name: UNREAD_CHAIN.name, nativeCurrency: UNREAD_CHAIN.nativeCurrency, testnet: UNREAD_CHAIN.testnet },
      {
        caipNetworkId: 'eip155:31338',
        name: 'No smart accounts',
        nativeCurrency: UNREAD_CHAIN.nativeCurrency,
        testnet: UNREAD_CHAIN.testnet,
        blockExplorer: { name: 'explorer.example', url: 'https://www.explorer.example' },
      },
    ])
    expect(JSON.stringify(networks)).not.toContain(UNREAD_CHAIN.rpcUrl)
  })

  it('a config in code gets the canonical EntryPoint v0.7 and Safe 4337 module unless it names others (a devnet has its own)', () => {
    const parsed = parseServerConfig({ host: '127.0.0.1', port: 0, chains: [{ ...UNREAD_CHAIN, smartAccounts: { bundlerUrl: 'https://bundler.example.com' } }] })
    expect(parsed.chains.eip155[0]?.smartAccounts).toEqual({
      bundlerUrl: 'https://bundler.example.com',
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      safe4337Module: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
      safeModuleSetup: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
    })
    const own = { bundlerUrl: 'http://127.0.0.1:4337', safe4337Module: '0xDBE027F6a41aF5cFF83799669348079d574FaeCE', safeModuleSetup: '0x179D495Ba379Ec6eE559cbeDD4511FA52976a02A' }
    expect(parseServerConfig({ host: '127.0.0.1', port: 0, chains: [{ ...UNREAD_CHAIN, smartAccounts: own }] }).chains.eip155[0]?.smartAccounts).toMatchObject(own)
  })
})
