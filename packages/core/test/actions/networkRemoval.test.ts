import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { account, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet, optimism, SOLANA_ADDRESS, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())

const networkIds = (client: ReturnType<typeof createTestFoyer>['client']) => client.ctx.chains.get().networks.map((network) => network.caipNetworkId)

describe("a network taken away at runtime (the host's removeNetwork)", () => {
  it('leaves the lists; an inactive one changes nothing else', async () => {
    const { client } = createTestFoyer(api, { networks: [mainnet, optimism, solana] })
    await client.removeNetwork(optimism.caipNetworkId)
    expect(networkIds(client)).toEqual([mainnet.caipNetworkId, solana.caipNetworkId])
    expect(client.ctx.chains.chain('eip155')!.networks.map((network) => network.id)).toEqual([1])
    expect(client.ctx.chains.chain('eip155')!.networkState.caipNetwork?.id).toBe(1)
  })

  it('the active one: the namespace falls back to its first network left, remembered for the next visit', async () => {
    const { client, storage } = createTestFoyer(api, { networks: [mainnet, optimism], defaultNetwork: optimism })
    expect(client.ctx.chains.chain('eip155')!.networkState.caipNetwork?.id).toBe(10)
    await client.removeNetwork(optimism.caipNetworkId)
    expect(client.ctx.chains.chain('eip155')!.networkState).toMatchObject({ caipNetwork: { id: 1 }, unsupported: false })
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)!)).toBe(mainnet.caipNetworkId)
  })

  it('the one a connected wallet is on: the namespace falls back, and the wallet, still on the removed chain, is offered the switch', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 10 })
    const { client } = createTestFoyer(api, { wallets: [wallet], networks: [mainnet, optimism] })
    await client.connect(wallet)
    await client.removeNetwork(optimism.caipNetworkId)
    expect(client.ctx.chains.chain('eip155')!.networkState).toMatchObject({ caipNetwork: { id: 1 }, unsupported: true })
    expect(account(client)).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })

  it("a namespace's last network: its wallet is disconnected, the namespace let go, another one active", async () => {
    const wallet = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [wallet], networks: [solana, mainnet] })
    await client.connect(wallet)
    expect(client.ctx.chains.get().activeNamespace).toBe('solana')
    await client.removeNetwork(solana.caipNetworkId)
    expect(wallet.calls.map((call) => call.method)).toContain('disconnect')
    expect(client.ctx.chains.chain('solana')).toBeUndefined()
    expect(client.ctx.chains.get().activeNamespace).toBe('eip155')
    expect(networkIds(client)).toEqual([mainnet.caipNetworkId])
  })

  it('a network the page does not list is no change', async () => {
    const { client } = createTestFoyer(api, { networks: [mainnet] })
    const before = client.ctx.chains.get()
    await client.removeNetwork('eip155:424242')
    expect(client.ctx.chains.get()).toBe(before)
  })
})
