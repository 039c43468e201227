import { describe, expect, it } from 'vitest'
import { polkadotNetwork, ss58PrefixOf } from '../src/polkadotNetwork.ts'
import { devnet, kusama, polkadot } from './support.ts'

describe('Polkadot networks', () => {
  it('are CAIP-2 polkadot:<first 32 hex characters of the genesis hash>, with their token and SS58 prefix', () => {
    expect([polkadot.caipNetworkId, polkadot.nativeCurrency.symbol, polkadot.testnet, ss58PrefixOf(polkadot)]).toEqual(['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'DOT', false, 0])
    expect([kusama.caipNetworkId, kusama.nativeCurrency.symbol, ss58PrefixOf(kusama)]).toEqual(['polkadot:b0a8d493285c2df73290dfb7e61f870f', 'KSM', 2])
    expect([devnet.caipNetworkId, devnet.chainNamespace, devnet.testnet, ss58PrefixOf(devnet), devnet.rpcUrls.default.http]).toEqual([
      'polkadot:45454545454545454545454545454545',
      'polkadot',
      true,
      42,
      ['http://127.0.0.1:8000'],
    ])
  })

  it("read a node's WebSocket URL over HTTP on the same host and port; keep an HTTP URL (the server's proxy) as given", () => {
    expect(polkadot.rpcUrls.default.http).toEqual(['https://rpc.polkadot.io'])
    const proxied = polkadotNetwork({ network: 'polkadot', name: 'Polkadot', rpcUrl: 'https://api.example/v1/?chainId=polkadot%3A91b1&projectId=p' })
    expect(proxied.rpcUrls.default.http).toEqual(['https://api.example/v1/?chainId=polkadot%3A91b1&projectId=p'])
  })

  it('take a chain’s own prefix, and refuse what is no genesis hash or a chain without its token', () => {
    const parachain = polkadotNetwork({ network: 'a'.repeat(64), name: 'Para', rpcUrl: 'ws://x', ss58Prefix: 1284, nativeCurrency: { name: 'Glimmer', symbol: 'GLMR', decimals: 18 } })
    expect([parachain.id, ss58PrefixOf(parachain), ss58PrefixOf(undefined)]).toEqual(['a'.repeat(32), 1284, 42])
    expect(() => polkadotNetwork({ network: 'rococo', name: 'R', rpcUrl: 'ws://x' })).toThrow('genesis hash')
    expect(() => polkadotNetwork({ network: 'b'.repeat(32), name: 'B', rpcUrl: 'ws://x' })).toThrow('nativeCurrency is needed')
  })
})
