import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { account, createTestFoyer, settleClients, storedConnection } from '../fixtures/foyer.ts'
import { EVM_ADDRESS } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'
import { networkImageUrl } from '../../src/images.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
  api.servedNetworks = [
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      testnet: false,
      blockExplorer: { name: 'etherscan.io', url: 'https://etherscan.io' },
    },
    { caipNetworkId: 'eip155:8453', name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, testnet: false },
    { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, testnet: false },
  ]
})

describe("a host that lists no networks takes the Foyer server's", () => {
  it("offers the server's chains of its adapters' namespaces, in the server's order, each read through the server's RPC proxy", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet], networks: undefined })
    expect(client.ctx.chains.get().networks).toEqual([])
    client.start()
    await vi.waitFor(() => expect(client.ctx.chains.get().networks).toHaveLength(2))
    const [ethereum, base] = client.ctx.chains.get().networks
    expect(ethereum).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      testnet: false,
      blockExplorers: { default: { name: 'etherscan.io', url: 'https://etherscan.io' } },
    })
    expect(base).toMatchObject({ id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' })
    // Each is drawn with the server's image of it (spec §7 /public/getAssetImage/{imageId}).
    expect(ethereum!.assets).toEqual({ imageId: 'eip155-1' })
    expect(networkImageUrl(client.ctx, ethereum!)).toBe(`${api.url}/public/getAssetImage/eip155-1?projectId=test-project&st=foyer&sv=react-foyer-1.7.3`)
    const rpc = new URL(ethereum!.rpcUrls.default.http[0]!)
    expect(`${rpc.origin}${rpc.pathname}`).toBe(`${api.url}/v1/`)
    expect(rpc.searchParams.get('chainId')).toBe('eip155:1')
    expect(rpc.searchParams.get('projectId')).toBe('test-project')
    // Solana is served, but the host has no Solana adapter: not offered
    expect(client.ctx.chains.chain('solana')).toBeUndefined()
    expect(client.ctx.chains.get().activeNamespace).toBe('eip155')
    expect(client.ctx.chains.chain('eip155')!.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1')

    await client.connect(wallet)
    expect(account(client)).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })

  it("restores the visitor's stored connection and network once the server's networks are in", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 8453 })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet], networks: undefined })
    storedConnection(storage, { eip155: 'connected' }, { eip155: wallet.id })
    storage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, JSON.stringify('eip155:8453'))
    client.start()
    await vi.waitFor(() => expect(account(client).status).toBe('connected'))
    expect(account(client).address).toBe(EVM_ADDRESS)
    expect(client.ctx.chains.chain('eip155')!.networkState.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('offers no network, and says so in the console, when the server cannot say which it serves', async () => {
    api.failures.supportedChains = 503
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client } = createTestFoyer(api, { wallets: [createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })], networks: undefined })
    client.start()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("the Foyer server's networks could not be loaded"), expect.anything()))
    expect(client.ctx.chains.get().networks).toEqual([])
    warn.mockRestore()
  })
})
