import type { WalletConnector } from '@foyer/core/internal'
import { base58 } from '@scure/base'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { solanaAdapter } from '../src/solanaAdapter.ts'
import { createSolanaTestWallet } from '../src/testing/testWallet.ts'

/** A Wallet Standard registry as @wallet-standard/app keeps it: wallets, and register/unregister listeners. */
function registry(initial: Wallet[] = []) {
  const wallets = [...initial]
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => wallets,
    on: (event: 'register' | 'unregister', listener: () => void) => {
      listeners[event].add(listener)
      return () => void listeners[event].delete(listener)
    },
    register(wallet: Wallet) {
      wallets.push(wallet)
      for (const listener of listeners.register) listener()
    },
    listenerCount: () => listeners.register.size + listeners.unregister.size,
  }
}

const legacyProvider = (isPhantom: boolean) => ({
  isPhantom,
  connect: async () => ({ publicKey: { toBase58: () => '11111111111111111111111111111112' } }),
  disconnect: async () => {},
  signMessage: async () => ({ signature: new Uint8Array(64) }),
  on: () => {},
})

async function watch(adapter: ReturnType<typeof solanaAdapter>) {
  const lists: WalletConnector[][] = []
  const stop = adapter.watchConnectors((connectors) => lists.push(connectors))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { lists, stop }
}

describe('the solana adapter', () => {
  it('lists the Wallet Standard wallets that serve Solana, and not the others', async () => {
    const solana = createSolanaTestWallet({ name: 'Backpack' })
    const evmOnly = { ...createSolanaTestWallet({ name: 'EVM Only' }), chains: ['eip155:1'] } as Wallet
    const { lists } = await watch(solanaAdapter({ registry: registry([solana, evmOnly]), target: {} }))
    expect(lists.at(-1)!.map((connector) => [connector.id, connector.name, connector.type, connector.chain])).toEqual([['solana:backpack', 'Backpack', 'ANNOUNCED', 'solana']])
  })

  it('adds a wallet that registers later, keeping the connectors it already gave', async () => {
    const wallets = registry([createSolanaTestWallet({ name: 'First' })])
    const { lists, stop } = await watch(solanaAdapter({ registry: wallets, target: {} }))
    const [first] = lists.at(-1)!
    wallets.register(createSolanaTestWallet({ name: 'Second' }))
    expect(lists.at(-1)!.map((connector) => connector.name)).toEqual(['First', 'Second'])
    expect(lists.at(-1)![0]).toBe(first)
    stop()
    expect(wallets.listenerCount()).toBe(0)
  })

  it('lists a legacy injected provider once, and not at all when the same wallet registered through the Wallet Standard', async () => {
    const provider = legacyProvider(true)
    const alone = await watch(solanaAdapter({ registry: registry(), target: { phantom: { solana: provider }, solana: provider } }))
    expect(alone.lists.at(-1)!.map((connector) => [connector.name, connector.type])).toEqual([['Phantom', 'INJECTED']])
    const registered = await watch(solanaAdapter({ registry: registry([createSolanaTestWallet({ name: 'Phantom' })]), target: { phantom: { solana: provider } } }))
    expect(registered.lists.at(-1)!.map((connector) => [connector.name, connector.type])).toEqual([['Phantom', 'ANNOUNCED']])
  })

  it('finds nothing and starts nothing where there is no window and no registry (server rendering)', () => {
    const lists: WalletConnector[][] = []
    solanaAdapter().watchConnectors((connectors) => lists.push(connectors))
    expect(lists).toEqual([[]])
  })
})

describe('a legacy injected Solana provider', () => {
  function provider() {
    const listeners = new Map<string, (key?: { toBase58(): string } | null) => void>()
    let trusted = false
    return {
      listeners,
      isPhantom: true,
      connect: async (options?: { onlyIfTrusted?: boolean }) => {
        if (options?.onlyIfTrusted && !trusted) throw new Error('User rejected the request.')
        trusted = true
        return { publicKey: { toBase58: () => 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW' } }
      },
      disconnect: async () => {
        trusted = false
      },
      signMessage: async (message: Uint8Array) => ({ signature: new Uint8Array(64).fill(message.length) }),
      on: (event: string, listener: (key?: { toBase58(): string } | null) => void) => void listeners.set(event, listener),
      off: (event: string) => void listeners.delete(event),
    }
  }

  it('connects, signs a message, follows account changes, and reconnects only where it is trusted', async () => {
    const injected = provider()
    const { lists } = await watch(solanaAdapter({ registry: registry(), target: { solana: injected } }))
    const connector = lists.at(-1)![0]!
    expect(await connector.reconnect()).toBeNull()
    expect(await connector.connect({})).toEqual({ addresses: ['GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'], chainId: '' })
    const signature = await connector.signMessage({ message: 'abc', address: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW' })
    expect(base58.decode(signature)).toEqual(new Uint8Array(64).fill(3))
    const seen: unknown[] = []
    connector.on('accountsChanged', (addresses) => seen.push(addresses))
    connector.on('disconnect', () => seen.push('disconnect'))
    injected.listeners.get('accountChanged')!({ toBase58: () => '11111111111111111111111111111112' })
    injected.listeners.get('accountChanged')!(null)
    expect(seen).toEqual([['11111111111111111111111111111112'], 'disconnect'])
    expect(await connector.reconnect()).toMatchObject({ addresses: ['GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'] })
    await connector.disconnect()
    expect(injected.listeners.size).toBe(0)
  })

  it('says it cannot carry transactions (4200: they need its Wallet Standard registration)', async () => {
    const { lists } = await watch(solanaAdapter({ registry: registry(), target: { solana: provider() } }))
    const connector = lists.at(-1)![0]!
    await connector.connect({})
    const failure = await connector.rpc({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQ==' } }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: 4200 })
    expect((failure as Error).message).toContain('Wallet Standard registration')
  })
})
