/**
 * A browser wallet that serves two namespaces (EVM and Solana, announced to each adapter): one row
 * in the Connect view, connecting it connects both, disconnecting it disconnects both.
 */
import { describe, expect, it, vi } from 'vitest'
import { browserWallets, isSameWallet } from '../../src/sameWallet.ts'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { buildWalletList } from '../../src/views/walletList.ts'
import { account, createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const SOLANA_ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'

const fake = useFakeApi(() => [mainnet.caipNetworkId, solana.caipNetworkId])

function bothSides(options: { solanaRejects?: boolean } = {}) {
  const evm = createTestWallet({ id: 'dev.foyer.devwallet', name: 'Foyer Dev Wallet', type: 'ANNOUNCED', addresses: [EVM_ADDRESS] })
  const sol = createTestWallet({
    id: 'solana:foyer-dev-wallet',
    name: 'Foyer Dev Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
    chainId: solana.id,
    addresses: [SOLANA_ADDRESS],
    rejectConnect: options.solanaRejects,
  })
  return { evm, sol }
}

describe('a wallet that serves two namespaces', () => {
  it('is the same wallet by its rdns where both sides have one, else by its name; never across one namespace; WalletConnect’s and the embedded wallet’s sides are one wallet each', () => {
    const { evm, sol } = bothSides()
    expect(isSameWallet(evm, sol)).toBe(true)
    expect(isSameWallet(evm, createTestWallet({ name: 'Foyer Dev Wallet', type: 'ANNOUNCED' }))).toBe(false)
    expect(isSameWallet(evm, createTestWallet({ name: 'Foyer Dev Wallet', type: 'WALLET_CONNECT', chain: 'solana' }))).toBe(false)
    const walletConnect = createTestWallet({ name: 'WalletConnect', type: 'WALLET_CONNECT' })
    expect(isSameWallet(walletConnect, createTestWallet({ name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' }))).toBe(true)
    expect(isSameWallet(createTestWallet({ type: 'AUTH' }), createTestWallet({ type: 'AUTH', chain: 'solana' }))).toBe(true)
    expect(isSameWallet(walletConnect, createTestWallet({ type: 'AUTH', chain: 'solana' }))).toBe(false)
    const withRdns = createTestWallet({ name: 'Other', type: 'ANNOUNCED', rdns: 'io.metamask' })
    expect(isSameWallet(withRdns, createTestWallet({ name: 'Other', type: 'ANNOUNCED', chain: 'solana', rdns: 'app.phantom' }))).toBe(false)
  })

  it('is one row in the Connect view (its first connector), also as a recent wallet of both namespaces, and once in the browser’s wallets', () => {
    const { evm, sol } = bothSides()
    const list = buildWalletList({ connectors: [evm, sol], recent: [], featured: [], custom: [], recommended: [] })
    expect(list.map((item) => [item.id, item.name])).toEqual([['dev.foyer.devwallet', 'Foyer Dev Wallet']])
    const recent = [
      { id: sol.id, name: sol.name },
      { id: evm.id, name: evm.name },
    ]
    const afterUse = buildWalletList({ connectors: [evm, sol], recent, featured: [], custom: [], recommended: [] })
    expect(afterUse.map((item) => [item.section, item.id])).toEqual([['recent', 'solana:foyer-dev-wallet']])
    expect(browserWallets([evm, sol, createTestWallet({ id: 'other', name: 'Other', type: 'INJECTED' })]).map((connector) => connector.id)).toEqual(['dev.foyer.devwallet', 'other'])
  })

  it('connects every namespace it serves from one pick, then closes the modal; the active namespace stays', async () => {
    const { evm, sol } = bothSides()
    const { client } = createTestFoyer(fake.api, { wallets: [evm, sol], networks: [mainnet, solana] })
    client.start()
    client.open()
    client.startConnection(evm)
    await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(false))
    expect(account(client, 'eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(account(client, 'solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(client.ctx.chains.get().activeNamespace).toBe('eip155')
    // A reload comes back to the active namespace's network, not to the one connected after it.
    expect(client.ctx.storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toContain(mainnet.caipNetworkId)
    // The wallet the visitor picked is the recent one, not its other side.
    expect(client.ctx.recentWallets.get().map((wallet) => wallet.id)).toEqual(['dev.foyer.devwallet'])
  })

  it('a wallet of the other namespace alone, picked while the active namespace has nothing connected, makes its namespace the active one; with an account connected on the active namespace, that one stays active', async () => {
    const { evm, sol } = bothSides()
    const solanaOnly = createTestWallet({ id: 'solana:phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', chainId: solana.id, addresses: [SOLANA_ADDRESS] })
    const { client } = createTestFoyer(fake.api, { wallets: [evm, sol, solanaOnly], networks: [mainnet, solana] })
    client.start()
    expect(client.ctx.chains.get().activeNamespace).toBe('eip155')
    await client.connect(solanaOnly)
    expect(account(client, 'solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(client.ctx.chains.get().activeNamespace).toBe('solana')

    await client.disconnect('solana')
    client.ctx.chains.setActiveNamespace('eip155')
    await client.connect(evm)
    await client.connect(solanaOnly)
    expect(client.ctx.chains.get().activeNamespace).toBe('eip155')
  })

  it('keeps the first namespace when the visitor declines the second', async () => {
    const { evm, sol } = bothSides({ solanaRejects: true })
    const { client } = createTestFoyer(fake.api, { wallets: [evm, sol], networks: [mainnet, solana] })
    client.start()
    client.open()
    client.startConnection(evm)
    await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(false))
    expect(account(client, 'eip155').status).toBe('connected')
    expect(account(client, 'solana').status).toBe('disconnected')
  })

  it('connects no namespace the host has no network of', async () => {
    const { evm, sol } = bothSides()
    const { client } = createTestFoyer(fake.api, { wallets: [evm, sol], networks: [mainnet] })
    client.start()
    client.open()
    client.startConnection(evm)
    // The modal closes once every namespace the wallet serves had its turn.
    await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(false))
    expect(account(client, 'eip155').status).toBe('connected')
    expect(sol.calls.filter((call) => call.method === 'connect')).toEqual([])
  })

  it('disconnects every namespace it serves', async () => {
    const { evm, sol } = bothSides()
    const { client } = createTestFoyer(fake.api, { wallets: [evm, sol], networks: [mainnet, solana] })
    client.start()
    client.startConnection(evm)
    await vi.waitFor(() => expect(account(client, 'solana').status).toBe('connected'))
    await client.disconnect()
    expect(account(client, 'eip155').status).toBe('disconnected')
    expect(account(client, 'solana').status).toBe('disconnected')
    expect(sol.calls.map((call) => call.method)).toContain('disconnect')
  })

  it('the namespace a wallet of the other namespace brought forward is the one a reload comes back to, asking nothing', async () => {
    const { evm, sol } = bothSides()
    const solanaOnly = createTestWallet({ id: 'solana:phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', chainId: solana.id, addresses: [SOLANA_ADDRESS] })
    const first = createTestFoyer(fake.api, { wallets: [evm, sol, solanaOnly], networks: [mainnet, solana] })
    first.client.start()
    await first.client.connect(solanaOnly)
    expect(first.client.ctx.chains.get().activeNamespace).toBe('solana')

    const reloaded = createTestFoyer(fake.api, { wallets: [evm, sol, solanaOnly], networks: [mainnet, solana], storage: first.storage })
    reloaded.client.start()
    await vi.waitFor(() => expect(account(reloaded.client, 'solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS }))
    expect(reloaded.client.ctx.chains.get().activeNamespace).toBe('solana')
    expect(reloaded.client.ctx.chains.chain('solana')!.networkState.caipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
  })

  it('a wallet on no particular network (a Solana account serves every cluster: chainId "") keeps the namespace on its network, also when it reconnects after a reload', async () => {
    const wallet = createTestWallet({ id: 'solana:any', name: 'Any Cluster', type: 'ANNOUNCED', chain: 'solana', chainId: '', addresses: [SOLANA_ADDRESS] })
    const first = createTestFoyer(fake.api, { wallets: [wallet], networks: [mainnet, solana], defaultNetwork: solana })
    first.client.start()
    await first.client.connect(wallet)
    expect(first.client.ctx.chains.chain('solana')!.networkState).toMatchObject({ unsupported: false, caipNetwork: { caipNetworkId: solana.caipNetworkId } })

    const reloaded = createTestFoyer(fake.api, { wallets: [wallet], networks: [mainnet, solana], storage: first.storage })
    reloaded.client.start()
    await vi.waitFor(() => expect(account(reloaded.client, 'solana').status).toBe('connected'))
    expect(reloaded.client.ctx.chains.chain('solana')!.networkState).toMatchObject({ unsupported: false, caipNetwork: { caipNetworkId: solana.caipNetworkId } })
    expect(reloaded.client.ctx.modal.get().open).toBe(false)
  })
})
