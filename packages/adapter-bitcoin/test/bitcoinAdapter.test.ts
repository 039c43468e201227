import type { WalletConnector } from '@foyer/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinAdapter } from '../src/bitcoinAdapter.ts'
import { bitcoinWalletKey } from '../src/walletDiscovery.ts'
import { bitcoinNamespace } from '../src/bip122/bitcoinNamespace.ts'
import { createStandardBitcoinTestWallet, createTestWalletRegistry, createUnisatTestWallet, createWbip004TestWallet } from '../src/testing/index.ts'
import { REGTEST_PAYMENT, SEED, regtest } from './support.ts'

async function watch(adapter: ReturnType<typeof bitcoinAdapter>) {
  const lists: WalletConnector[][] = []
  const stop = adapter.watchConnectors((connectors) => lists.push(connectors))
  // Discovery loads the connectors' code first.
  await vi.waitFor(() => expect(lists.length).toBeGreaterThan(0))
  const last = () => lists.at(-1)!.map((connector) => [connector.id, connector.name, connector.type])
  return { lists, last, stop }
}

describe('the bip122 adapter', () => {
  it('brings the bip122 module and finds each API style: Wallet Standard, WBIP004 (btc_providers, LeatherProvider), UniSat and OKX objects', async () => {
    const window = {}
    createWbip004TestWallet({ seed: SEED, name: 'Xverse Wallet' }).install(window)
    createWbip004TestWallet({ seed: SEED, dialect: 'leather' }).install(window)
    createUnisatTestWallet({ seed: SEED }).install(window)
    createUnisatTestWallet({ seed: SEED }).install(window, 'okxwallet.bitcoin')
    const registry = createTestWalletRegistry([createStandardBitcoinTestWallet({ seed: SEED, name: 'Magic Eden' })])
    const adapter = bitcoinAdapter({ registry, target: window })
    expect([adapter.namespace, adapter.module]).toEqual(['bip122', bitcoinNamespace])
    const { last } = await watch(adapter)
    expect(last()).toEqual([
      ['bip122:magic-eden', 'Magic Eden', 'ANNOUNCED'],
      ['bip122:xverse', 'Xverse Wallet', 'ANNOUNCED'],
      ['bip122:leather', 'Leather', 'ANNOUNCED'],
      ['bip122:unisat', 'UniSat Wallet', 'INJECTED'],
      ['bip122:okx', 'OKX Wallet', 'INJECTED'],
    ])
  })

  it('lists a wallet present in several styles once: its Wallet Standard registration, else its WBIP004 provider, else its object', async () => {
    const window = {}
    const xverse = createWbip004TestWallet({ seed: SEED, name: 'Xverse Wallet' })
    xverse.install(window)
    createWbip004TestWallet({ seed: SEED, name: 'OKX Wallet' }).install(window)
    createUnisatTestWallet({ seed: SEED }).install(window, 'okxwallet.bitcoin')
    const registry = createTestWalletRegistry([createStandardBitcoinTestWallet({ seed: SEED, name: 'Xverse' })])
    const { lists, last } = await watch(bitcoinAdapter({ registry, target: window }))
    expect(last()).toEqual([
      ['bip122:xverse', 'Xverse', 'ANNOUNCED'],
      ['bip122:okx', 'OKX Wallet', 'ANNOUNCED'],
    ])
    const okx = lists.at(-1)![1]!
    expect(await okx.connect({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: regtest.id })
  })

  it('lists Leather once when it is both listed and injected, and resolves a provider by its dotted id only', async () => {
    const window: Record<string, unknown> = {}
    const leather = createWbip004TestWallet({ seed: SEED, dialect: 'leather' })
    leather.install(window)
    window.btc_providers = [...(window.btc_providers as object[]), { id: 'Missing.Provider', name: 'Ghost' }, { id: '__proto__.constructor', name: 'Sneaky' }, 'junk']
    const { last } = await watch(bitcoinAdapter({ registry: createTestWalletRegistry(), target: window }))
    expect(last()).toEqual([['bip122:leather', 'Leather', 'ANNOUNCED']])
  })

  it('adds wallets that register or inject later (by the page’s load), keeping the connectors it gave, and stops listening', async () => {
    const registry = createTestWalletRegistry()
    const window = Object.assign(new EventTarget(), { document: { readyState: 'loading' } })
    const { lists, last, stop } = await watch(bitcoinAdapter({ registry, target: window }))
    expect(last()).toEqual([])
    createUnisatTestWallet({ seed: SEED }).install(window)
    window.dispatchEvent(new Event('load'))
    expect(last()).toEqual([['bip122:unisat', 'UniSat Wallet', 'INJECTED']])
    const unisat = lists.at(-1)![0]
    registry.register(createStandardBitcoinTestWallet({ seed: SEED, name: 'Phantom' }))
    expect(last()).toEqual([
      ['bip122:phantom', 'Phantom', 'ANNOUNCED'],
      ['bip122:unisat', 'UniSat Wallet', 'INJECTED'],
    ])
    expect(lists.at(-1)![1]).toBe(unisat)
    stop()
    expect(registry.listenerCount()).toBe(0)
  })

  it('finds nothing and starts nothing without a window and a registry (server rendering)', () => {
    const lists: WalletConnector[][] = []
    bitcoinAdapter().watchConnectors((connectors) => lists.push(connectors))
    expect(lists).toEqual([[]])
  })

  it('keys a wallet by its name without "wallet"', () => {
    expect(['Xverse Wallet', 'OKX Wallet', 'Magic Eden', 'UniSat Wallet', 'Leather', 'Wallet'].map(bitcoinWalletKey)).toEqual(['xverse', 'okx', 'magic-eden', 'unisat', 'leather', 'wallet'])
  })
})
