import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFoyerClient } from '../src/client.ts'
import { FoyerOptionsError } from '../src/options.ts'
import { STORAGE_KEYS, lazyStorage, memoryStorage, type KeyValueStorage } from '../src/storage.ts'
import { startFakeApi, type FakeApi } from './fixtures/apiServer.ts'
import { createTestFoyer, settleClients } from './fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet, solana } from './fixtures/networks.ts'
import { createTestAdapter, createTestWallet } from './fixtures/testWallet.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId]
})

/** Counts every storage call, to prove creating a client reads nothing. */
function countingStorage() {
  const inner = memoryStorage()
  const counter = { calls: 0 }
  const storage: KeyValueStorage = {
    getItem: (key) => (counter.calls++, inner.getItem(key)),
    setItem: (key, value) => (counter.calls++, inner.setItem(key, value)),
    removeItem: (key) => (counter.calls++, inner.removeItem(key)),
  }
  return { storage, counter }
}

describe('createFoyerClient', () => {
  it('bad options throw a FoyerOptionsError naming the option', () => {
    expect(() => createFoyerClient({ networks: [] as never })).toThrow(FoyerOptionsError)
    expect(() => createFoyerClient({ networks: [] as never })).toThrow(/networks/)
  })

  it('creating a client reads no storage; start() reads it', () => {
    const { storage, counter } = countingStorage()
    const { client } = createTestFoyer(api, { storage })
    expect(counter.calls).toBe(0)
    client.start()
    expect(counter.calls).toBeGreaterThan(0)
  })

  it('start() loads the recent wallets the previous page saved', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.RECENT_WALLETS, JSON.stringify([{ id: 'rainbow', name: 'Rainbow' }]))
    const { client } = createTestFoyer(api, { storage })
    expect(client.ctx.recentWallets.get()).toEqual([])
    client.start()
    expect(client.ctx.recentWallets.get()).toEqual([{ id: 'rainbow', name: 'Rainbow' }])
  })

  it('a lazy storage resolves its target once, on first use', () => {
    let resolved = 0
    const storage = lazyStorage(() => (resolved++, memoryStorage()))
    expect(resolved).toBe(0)
    storage.setItem(STORAGE_KEYS.EMAIL, 'x')
    expect(storage.getItem(STORAGE_KEYS.EMAIL)).toBe('x')
    storage.removeItem(STORAGE_KEYS.EMAIL)
    expect(resolved).toBe(1)
  })

  it('start() publishes every adapter’s connectors and its stop function stops discovery', () => {
    const evm = createTestWallet({ id: 'evm' })
    const sol = createTestWallet({ id: 'sol', chain: 'solana' })
    const adapters = [createTestAdapter('eip155', [evm]), createTestAdapter('solana', [sol])]
    const client = createFoyerClient({ networks: [mainnet, solana], adapters, apiUrl: api.url, storage: memoryStorage() })
    const stop = client.start()
    expect(client.ctx.connectors.get()).toEqual([evm, sol])
    stop()
    expect(adapters.every((adapter) => adapter.stopped)).toBe(true)
  })

  it('isConnected answers for the active namespace', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    expect(client.isConnected()).toBe(false)
    await client.connect(wallet)
    expect(client.isConnected()).toBe(true)
  })

  it('the theme starts from the options and setThemeMode changes it', () => {
    const { client } = createTestFoyer(api, { themeMode: 'light', themeVariables: { '--foyer-accent': 'red' } })
    expect(client.ctx.theme.get()).toEqual({ themeMode: 'light', themeVariables: { '--foyer-accent': 'red' } })
    client.setThemeMode('dark')
    expect(client.ctx.theme.get().themeMode).toBe('dark')
  })

  it('the resolved options are exposed with their defaults', () => {
    const { client } = createTestFoyer(api)
    expect(client.options.themeMode).toBe('dark')
    expect(client.options.features.legalCheckbox).toBe(false)
  })
})
