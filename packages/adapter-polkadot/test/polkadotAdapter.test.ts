import type { WalletConnector } from '@foyer/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { polkadotNamespace } from '../src/polkadot/polkadotNamespace.ts'
import { polkadotAdapter } from '../src/polkadotAdapter.ts'
import { createPolkadotTestExtension } from '../src/testing/index.ts'
import { polkadotWalletName } from '../src/walletDiscovery.ts'
import { ALICE } from './support.ts'

async function watch(adapter: ReturnType<typeof polkadotAdapter>) {
  const lists: WalletConnector[][] = []
  const stop = adapter.watchConnectors((connectors) => lists.push(connectors))
  // Discovery loads the connectors' code first.
  await vi.waitFor(() => expect(lists.length).toBeGreaterThan(0))
  const last = () => lists.at(-1)!.map((connector) => [connector.id, connector.name, connector.type])
  return { lists, last, stop }
}

const accounts = [{ key: ALICE, name: 'Alice' }]

describe('the polkadot adapter', () => {
  it('brings the polkadot module and lists every key of injectedWeb3: Polkadot.js, Talisman, SubWallet and any other by its key', async () => {
    const window: Record<string, unknown> = {}
    for (const key of ['polkadot-js', 'talisman', 'subwallet-js', 'my-new_wallet']) createPolkadotTestExtension({ key, accounts }).install(window)
    ;(window.injectedWeb3 as Record<string, unknown>).broken = { version: '1' }
    const adapter = polkadotAdapter({ appName: 'Shop', target: window })
    expect([adapter.namespace, adapter.module]).toEqual(['polkadot', polkadotNamespace])
    const { last } = await watch(adapter)
    expect(last()).toEqual([
      ['polkadot:polkadot-js', 'Polkadot.js', 'INJECTED'],
      ['polkadot:talisman', 'Talisman', 'INJECTED'],
      ['polkadot:subwallet-js', 'SubWallet', 'INJECTED'],
      ['polkadot:my-new_wallet', 'My New Wallet', 'INJECTED'],
    ])
  })

  it('adds extensions that inject later (by the page’s load), keeping the connectors it gave, and stops listening', async () => {
    const window = Object.assign(new EventTarget(), { document: { readyState: 'loading' } })
    createPolkadotTestExtension({ key: 'talisman', accounts }).install(window)
    const { lists, last, stop } = await watch(polkadotAdapter({ appName: 'Shop', target: window }))
    expect(last()).toEqual([['polkadot:talisman', 'Talisman', 'INJECTED']])
    const talisman = lists.at(-1)![0]
    createPolkadotTestExtension({ key: 'subwallet-js', accounts }).install(window)
    window.dispatchEvent(new Event('load'))
    expect(last()).toEqual([
      ['polkadot:talisman', 'Talisman', 'INJECTED'],
      ['polkadot:subwallet-js', 'SubWallet', 'INJECTED'],
    ])
    expect(lists.at(-1)![0]).toBe(talisman)
    stop()
    const count = lists.length
    window.dispatchEvent(new Event('load'))
    expect(lists.length).toBe(count)
  })

  it('enables the extension with the page’s name', async () => {
    const window = {}
    const extension = createPolkadotTestExtension({ accounts })
    extension.install(window)
    const { lists } = await watch(polkadotAdapter({ appName: 'Shop', target: window }))
    await lists.at(-1)![0]!.connect({})
    expect(extension.enabledBy).toEqual(['Shop'])
  })

  it('finds nothing and starts nothing without a window (server rendering), nor where injectedWeb3 is missing', async () => {
    const lists: WalletConnector[][] = []
    polkadotAdapter({ appName: 'Shop' }).watchConnectors((connectors) => lists.push(connectors))
    expect(lists).toEqual([[]])
    const { last } = await watch(polkadotAdapter({ appName: 'Shop', target: {} }))
    expect(last()).toEqual([])
  })

  it('names an unknown extension by its key', () => {
    expect(['polkadot-js', 'fearless-wallet', 'acme', 'x__y'].map(polkadotWalletName)).toEqual(['Polkadot.js', 'Fearless Wallet', 'Acme', 'X Y'])
  })
})
