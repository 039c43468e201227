import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStoredStatuses } from '../../src/actions/persistence.ts'
import type { InitialState } from '../../src/ssr/stateCookie.ts'
import { initialAccountState } from '../../src/stores/chains.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { account, createTestFoyer, network, settleClients, storedConnection } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, SOLANA_ADDRESS, mainnet, optimism, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId, optimism.caipNetworkId]
})

const RETURNING: InitialState = { activeNamespace: 'eip155', accounts: { eip155: `eip155:10:${EVM_ADDRESS}` } }

describe('seeding the initial state (a server render of a returning visitor)', () => {
  it("draws the account on its network as 'connecting' and restoring, before start(), with no balance", () => {
    const { client } = createTestFoyer(api)
    client.seedInitialState(RETURNING)
    expect(account(client)).toMatchObject({ status: 'connecting', restoring: true, address: EVM_ADDRESS, caipAddress: `eip155:10:${EVM_ADDRESS}` })
    expect(account(client).balance).toBeUndefined()
    expect(network(client).caipNetwork).toEqual(optimism)
    expect(client.isConnected()).toBe(false)
    expect(client.ctx.sessions.size).toBe(0)
  })

  it('makes the cookie’s namespace the active one', () => {
    const { client } = createTestFoyer(api)
    client.seedInitialState({ activeNamespace: 'solana', accounts: { solana: `${solana.caipNetworkId}:${SOLANA_ADDRESS}` } })
    expect(client.ctx.chains.get().activeNamespace).toBe('solana')
    expect(account(client, 'solana')).toMatchObject({ restoring: true, address: SOLANA_ADDRESS })
  })

  it('leaves out an account on a network the host no longer lists, or filed under another namespace', () => {
    const { client } = createTestFoyer(api)
    client.seedInitialState({ activeNamespace: 'eip155', accounts: { eip155: `eip155:424242:${EVM_ADDRESS}`, solana: `eip155:1:${EVM_ADDRESS}` } })
    expect(account(client)).toEqual(initialAccountState())
    expect(account(client, 'solana')).toEqual(initialAccountState())
  })

  it('is ignored once the client has started: the live state wins', () => {
    const { client } = createTestFoyer(api)
    client.start()
    client.seedInitialState(RETURNING)
    expect(account(client)).toEqual(initialAccountState())
  })

  it('start() confirms it through reconnect(): connected, no longer restoring, the wallet’s own account', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS_2], chainId: 1 })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.seedInitialState(RETURNING)
    client.start()
    expect(account(client)).toMatchObject({ status: 'connecting', address: EVM_ADDRESS })
    await vi.waitFor(() => expect(account(client).status).toBe('connected'))
    expect(account(client)).toMatchObject({ restoring: false, address: EVM_ADDRESS_2, caipAddress: `eip155:1:${EVM_ADDRESS_2}` })
    expect(network(client).caipNetwork).toEqual(mainnet)
  })

  it('a wallet that no longer authorises the site clears it to the initial disconnected account', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], forgotSite: true })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.seedInitialState(RETURNING)
    client.start()
    await vi.waitFor(() => expect(account(client).status).toBe('disconnected'))
    expect(account(client)).toEqual(initialAccountState())
    expect(readStoredStatuses(client.ctx)).toEqual({ eip155: 'disconnected' })
  })

  it('a cookie that storage does not back (cleared, or forged) is cleared without asking any wallet', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    client.seedInitialState(RETURNING)
    client.start()
    expect(account(client)).toEqual(initialAccountState())
    expect(wallet.calls).toEqual([])
  })

  it('disconnecting while it restores clears it at once, and the wallet’s late answer is not adopted', async () => {
    let confirm!: () => void
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 10 })
    const reconnect = wallet.reconnect
    wallet.reconnect = () => new Promise((resolve) => (confirm = () => resolve(reconnect())))
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.seedInitialState(RETURNING)
    client.start()
    await vi.waitFor(() => expect(confirm).toBeDefined())
    await client.disconnect()
    expect(account(client)).toEqual(initialAccountState())
    confirm()
    await vi.waitFor(() => expect(wallet.calls.map((call) => call.method)).toContain('disconnect'))
    expect(account(client)).toEqual(initialAccountState())
    expect(client.ctx.sessions.size).toBe(0)
  })
})
