import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORKS, bitcoinNetwork } from '../src/bitcoinNetwork.ts'

describe('bitcoinNetwork', () => {
  it('names a network by the first 32 hex characters of its genesis block hash (CAIP-2 bip122)', () => {
    expect(BITCOIN_NETWORKS).toEqual({
      mainnet: '000000000019d6689c085ae165831e93',
      testnet: '000000000933ea01ad0ee984209779ba',
      testnet4: '00000000da84f2bafbbc53dee25a72ae',
      signet: '00000008819873e925422c1ff0f99f7c',
      regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    expect(bitcoinNetwork({ network: 'mainnet', name: 'Bitcoin', esploraUrl: 'https://mempool.space/api', blockExplorer: { name: 'mempool', url: 'https://mempool.space' } })).toEqual({
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122',
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['https://mempool.space/api'] } },
      blockExplorers: { default: { name: 'mempool', url: 'https://mempool.space' } },
      testnet: false,
    })
  })

  it('takes a whole genesis hash (any case), and counts every network but mainnet as a testnet unless told', () => {
    const regtest = bitcoinNetwork({ network: '0F9188F13CB7B2C71F2A335E3A4FC328BF5BEB436012AFCA590B1A11466E2206', name: 'Devnet', esploraUrl: 'http://127.0.0.1:3002' })
    expect([regtest.caipNetworkId, regtest.testnet]).toEqual(['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', true])
    expect(bitcoinNetwork({ network: 'signet', name: 'Signet', esploraUrl: 'https://e.example', testnet: false }).testnet).toBe(false)
  })

  it('refuses a reference that is no genesis hash, naming what it takes', () => {
    for (const network of ['bitcoin', '000000000019d6689c085ae16583', '000000000019d6689c085ae165831e93zz', 'testnet3'])
      expect(() => bitcoinNetwork({ network, name: 'x', esploraUrl: 'https://e.example' })).toThrow(/^network must be mainnet, testnet, testnet4, signet, regtest or a genesis block hash/)
  })
})
