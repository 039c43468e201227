/**
 * The chains file's Bitcoin networks (key `bitcoin`): Esplora URLs (primary, then fallbacks) with
 * `${NAME}`s filled from the environment, each mistake named by its path, a fixed price required
 * where it is read and refused where it would not be.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readChains } from '../../../src/index.ts'

const CHAINS_DOC = fileURLToPath(new URL('../../../../../docs/chains.md', import.meta.url))
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const evmChain = { chainId: 1, name: 'Ethereum', rpcUrls: ['https://rpc.example.com'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, tokens: [], prices: { source: 'none' } }
const bitcoin = () => ({
  caipNetworkId: MAINNET,
  name: 'Bitcoin',
  esploraUrls: ['https://esplora.example.com/${ESPLORA_KEY}/api', 'https://mempool.space/api'],
  prices: { source: 'coingecko', platform: 'bitcoin', nativeCoinId: 'bitcoin' },
})

function writeFile(contents: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-bitcoin-')), 'chains.json')
  writeFileSync(file, JSON.stringify(contents))
  return file
}
const readBitcoin = (contents: unknown, env: NodeJS.ProcessEnv = { ESPLORA_KEY: 'k' }) => readChains({ kind: 'chainsFile', file: writeFile(contents), env }).bip122

describe("the chains file's Bitcoin networks", () => {
  it('become the server’s settings: the primary Esplora first, ${NAME}s filled, mainnet-like by default', () => {
    expect(readBitcoin({ chains: [evmChain], bitcoin: [bitcoin()] })).toEqual([
      expect.objectContaining({ caipNetworkId: MAINNET, name: 'Bitcoin', rpcUrl: 'https://esplora.example.com/k/api', rpcUrls: ['https://mempool.space/api'], testnet: false }),
    ])
  })

  it.each([
    [{ caipNetworkId: 'bip122:mainnet' }, 'bitcoin[0].caipNetworkId'],
    [{ esploraUrls: [] }, 'bitcoin[0].esploraUrls'],
    [{ prices: { source: 'fixed' } }, "bitcoin[0].nativePriceUsd is required with prices.source 'fixed'"],
    [{ nativePriceUsd: 90_000 }, "bitcoin[0].nativePriceUsd is read only with prices.source 'fixed', not 'coingecko': remove it"],
    [{ esplora: 'https://mempool.space/api' }, 'bitcoin[0]'],
  ])('names each mistake by its path: %o', (change, message) => {
    expect(() => readBitcoin({ chains: [evmChain], bitcoin: [{ ...bitcoin(), ...change }] })).toThrow(message)
  })

  it('reads the documented example', () => {
    const documented = /```jsonc\n"bitcoin": (\[[\s\S]*?\n\])\n```/.exec(readFileSync(CHAINS_DOC, 'utf8'))?.[1]
    expect(readBitcoin({ chains: [evmChain], bitcoin: JSON.parse(documented ?? 'null') })).toEqual([expect.objectContaining({ caipNetworkId: MAINNET, rpcUrl: 'https://esplora.example.com/k/api' })])
  })
})
