import { parseCaipNetworkId } from '@foyer/core/internal'
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
})
