import { parseCaipNetworkId } from '@foyer/core/internal'
import { base, mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { evmNetwork } from '../src/evmNetwork.ts'

describe('evmNetwork', () => {
  it('builds a network whose CAIP-2 id is eip155 and the chain id', () => {
    const network = evmNetwork({ id: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545' })
    expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({ namespace: 'eip155', chainId: '31337' })
    expect(network).toMatchObject({ id: 31337, chainNamespace: 'eip155', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
  })

  it('defaults to Ether as the native currency and to a non-testnet', () => {
    const network = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'https://rpc.example' })
    expect(network.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(network.testnet).toBe(false)
    expect(network.blockExplorers).toBeUndefined()
  })

  it('keeps the explorer and the image a host gives', () => {
    const network = evmNetwork({
      id: 8453,
      name: 'Base',
      rpcUrl: 'https://rpc.example',
      blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
      imageUrl: 'https://img.example/base.svg',
      testnet: true,
    })
    expect(network.blockExplorers?.default.url).toBe('https://basescan.org')
    expect(network.assets?.imageUrl).toBe('https://img.example/base.svg')
    expect(network.testnet).toBe(true)
  })

  it('takes a viem chain definition as it is: name, currency, public RPC node, explorer, testnet', () => {
    const network = evmNetwork(base)
    expect(network).toMatchObject({
      id: 8453,
      caipNetworkId: 'eip155:8453',
      name: base.name,
      nativeCurrency: base.nativeCurrency,
      rpcUrls: { default: { http: [base.rpcUrls.default.http[0]] } },
      blockExplorers: { default: { name: base.blockExplorers.default.name, url: base.blockExplorers.default.url } },
      testnet: false,
    })
    expect(evmNetwork(sepolia).testnet).toBe(true)
  })

  it("lets a host put its own RPC node and image in place of a chain definition's", () => {
    const network = evmNetwork(mainnet, { rpcUrl: 'https://eth.node.example/key', imageUrl: 'https://img.example/eth.svg' })
    expect(network.rpcUrls.default.http).toEqual(['https://eth.node.example/key'])
    expect(network.assets?.imageUrl).toBe('https://img.example/eth.svg')
    expect(network.name).toBe(mainnet.name)
  })
})
