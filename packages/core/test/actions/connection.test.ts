import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { startFakeApi, tokenBalance, type FakeApi } from '../fixtures/apiServer.ts'
import { initialAccountState } from '../../src/stores/chains.ts'
import { account, balancesSettled, createTestFoyer, network, readStored, settleClients, storedConnection } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, SOLANA_ADDRESS, mainnet, optimism, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'
import { networkApproved } from '../../src/views/approvedNetworks.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId, optimism.caipNetworkId, solana.caipNetworkId]
})

describe('connect', () => {
  it('connecting sets the namespace connected with the address and the CAIP address', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(account(client)).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      connectedWalletInfo: { connectorId: 'test-wallet', name: 'Test Wallet', type: 'INJECTED' },
      addressExplorerUrl: `https://explorer.example/1/address/${EVM_ADDRESS}`,
    })
    expect(client.isConnected()).toBe(true)
  })

  it('the namespace is connecting while the wallet is asked', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    const pending = client.connect(wallet)
    expect(account(client).status).toBe('connecting')
    await pending
    expect(account(client).status).toBe('connected')
  })

  it('the wallet is asked to connect on the namespace’s network', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet], defaultNetwork: optimism })
    await client.connect(wallet)
    expect(wallet.calls[0]).toEqual({ method: 'connect', args: [{ network: optimism }] })
  })

  it("connecting fetches the account's balances and drops tokens with decimals '0'", async () => {
    const native = tokenBalance({ quantity: { decimals: '18', numeric: '1.5' } })
    const usdc = tokenBalance({ name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xa0b8', quantity: { decimals: '6', numeric: '20' } })
    const spam = tokenBalance({ name: 'Spam', symbol: 'SPAM', address: 'eip155:1:0x5pam', quantity: { decimals: '0', numeric: '1000' } })
    api.balances.set(EVM_ADDRESS, [native, usdc, spam])
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    await balancesSettled(client)
    expect(account(client)).toMatchObject({ tokenBalance: [native, usdc], balance: '1.5', balanceSymbol: 'ETH' })
    expect(api.requestsTo('/v1/account/')).toHaveLength(1)
  })

  it('connecting saves a recent wallet, under its registry id when it has one', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], explorerId: 'registry-id', rdns: 'com.test' })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    const expected = [{ id: 'registry-id', rdns: 'com.test', name: 'Test Wallet' }]
    expect(client.ctx.recentWallets.get()).toEqual(expected)
    expect(readStored(storage, STORAGE_KEYS.RECENT_WALLETS)).toEqual(expected)
  })

  it('connecting stores the connection for the next page', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(readStored(storage, STORAGE_KEYS.CONNECTION_STATUS)).toEqual({ eip155: 'connected' })
    expect(readStored(storage, STORAGE_KEYS.CONNECTED_CONNECTOR_IDS)).toEqual({ eip155: 'test-wallet' })
  })

  it('a rejected connect returns to disconnected and rethrows the rejection', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], reject: true })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    await expect(client.connect(wallet)).rejects.toMatchObject({ code: 4001 })
    expect(account(client)).toEqual(initialAccountState('disconnected'))
    expect(client.ctx.recentWallets.get()).toEqual([])
    expect(storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)).toBeNull()
  })

  it('a failing wallet returns the namespace to disconnected', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], fail: 'connect' })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await expect(client.connect(wallet)).rejects.toThrow('Mock wallet failed: connect')
    expect(account(client).status).toBe('disconnected')
  })

  it("a wallet for a namespace the host did not configure throws 'Chain adapter not found'", async () => {
    const wallet = createTestWallet({ chain: 'bip122', addresses: ['bc1qtest'] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await expect(client.connect(wallet)).rejects.toThrow('Chain adapter not found')
  })

  it('a solana wallet connects its own namespace and leaves eip155 alone', async () => {
    const wallet = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(account(client, 'solana')).toMatchObject({ status: 'connected', caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}` })
    expect(account(client, 'eip155').status).toBe('disconnected')
  })

  it('an accountsChanged event moves the account to the new address', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    wallet.emit('accountsChanged', [EVM_ADDRESS_2, EVM_ADDRESS])
    expect(account(client)).toMatchObject({
      address: EVM_ADDRESS_2,
      caipAddress: `eip155:1:${EVM_ADDRESS_2}`,
      allAccounts: [
        { namespace: 'eip155', address: EVM_ADDRESS_2, type: 'eoa' },
        { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
      ],
    })
  })
})

describe("the account's addresses and their kinds (spec §3 allAccounts)", () => {
  it('an address the wallet describes keeps its kind and public key; one it does not takes the host’s defaultAccountTypes, never a smart account', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], accounts: [{ address: EVM_ADDRESS_2, type: 'eoa', publicKey: '0x02abcd' }] })
    // eip155's default kind is the embedded wallet's smart account: an external wallet's address is its key's.
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(account(client).allAccounts).toEqual([
      { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
      { namespace: 'eip155', address: EVM_ADDRESS_2, type: 'eoa', publicKey: '0x02abcd' },
    ])
    // What the wallet told stays with the address when the wallet later names it again.
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(account(client).allAccounts).toEqual([{ namespace: 'eip155', address: EVM_ADDRESS_2, type: 'eoa', publicKey: '0x02abcd' }])
  })
})

describe('the networks a wallet approved (a WalletConnect session)', () => {
  it('a wallet that approved some networks only leaves the others unapproved, on its namespace alone, until it disconnects', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], approvedNetworks: [mainnet.caipNetworkId] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(client.ctx.chains.chain('eip155')!.networkState).toMatchObject({ supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1'] })
    const state = client.ctx.chains.get()
    expect(networkApproved(state, mainnet)).toBe(true)
    expect(networkApproved(state, optimism)).toBe(false)
    // No wallet on solana: any of its networks.
    expect(networkApproved(state, solana)).toBe(true)
    await client.disconnect()
    expect(networkApproved(client.ctx.chains.get(), optimism)).toBe(true)
  })

  it('a wallet that names no approval takes every network', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(client.ctx.chains.chain('eip155')!.networkState.supportsAllNetworks).toBe(true)
    expect(networkApproved(client.ctx.chains.get(), optimism)).toBe(true)
  })
})

describe('disconnect', () => {
  it('disconnect resets the account and forgets the stored connection', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    storage.setItem(STORAGE_KEYS.SOCIAL_PROVIDER, JSON.stringify('google'))
    await client.disconnect()
    expect(account(client)).toEqual(initialAccountState('disconnected'))
    expect(readStored(storage, STORAGE_KEYS.CONNECTION_STATUS)).toEqual({ eip155: 'disconnected' })
    expect(readStored(storage, STORAGE_KEYS.CONNECTED_CONNECTOR_IDS)).toEqual({})
    expect(storage.getItem(STORAGE_KEYS.SOCIAL_PROVIDER)).toBeNull()
    expect(client.isConnected()).toBe(false)
  })

  it('disconnect asks the wallet to disconnect and stops following its events', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(wallet.listenerCount()).toBe(3)
    await client.disconnect()
    expect(wallet.calls.map((call) => call.method)).toContain('disconnect')
    expect(wallet.listenerCount()).toBe(0)
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(account(client).address).toBeUndefined()
  })

  it('disconnect resets the network state of an unsupported chain', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    wallet.emit('chainChanged', 424242)
    expect(network(client).unsupported).toBe(true)
    await client.disconnect()
    expect(network(client)).toMatchObject({ unsupported: false, caipNetwork: mainnet })
  })

  it("a wallet that fails to disconnect still leaves the account reset, then 'Failed to disconnect' is thrown", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], fail: 'disconnect' })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    await expect(client.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(account(client).status).toBe('disconnected')
    expect(readStored(storage, STORAGE_KEYS.CONNECTED_CONNECTOR_IDS)).toEqual({})
  })

  it('a disconnect event from the wallet disconnects the namespace', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    wallet.emit('disconnect')
    await vi.waitFor(() => expect(account(client).status).toBe('disconnected'))
  })

  it('disconnecting a wallet-connect chain also disconnects the other chains using wallet-connect', async () => {
    const evm = createTestWallet({ id: 'wc-evm', type: 'WALLET_CONNECT', addresses: [EVM_ADDRESS] })
    const sol = createTestWallet({ id: 'wc-sol', type: 'WALLET_CONNECT', chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [evm, sol] })
    await client.connect(evm)
    await client.connect(sol)
    await client.disconnect('eip155')
    expect(account(client, 'eip155').status).toBe('disconnected')
    expect(account(client, 'solana').status).toBe('disconnected')
  })

  it("disconnecting an injected wallet leaves another wallet's namespaces connected", async () => {
    const evm = createTestWallet({ id: 'evm', name: 'MetaMask', type: 'INJECTED', addresses: [EVM_ADDRESS] })
    const sol = createTestWallet({ id: 'sol', name: 'Phantom', type: 'INJECTED', chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [evm, sol] })
    await client.connect(evm)
    await client.connect(sol)
    await client.disconnect('eip155')
    expect(account(client, 'eip155').status).toBe('disconnected')
    expect(account(client, 'solana').status).toBe('connected')
  })

  it('disconnecting a namespace that is not connected does nothing', async () => {
    const { client } = createTestFoyer(api)
    await expect(client.disconnect('solana')).resolves.toBeUndefined()
    expect(account(client, 'solana').status).toBe('disconnected')
  })
})

describe('sync at startup', () => {
  it("a stored 'connected' is 'connecting' at once, then restored through reconnect()", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 10 })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.start()
    expect(account(client).status).toBe('connecting')
    await vi.waitFor(() => expect(account(client).status).toBe('connected'))
    // Beside the connection's calls, the balance rules ask the wallet's capabilities (rpc).
    expect(wallet.calls.map((call) => call.method).filter((method) => method !== 'rpc')).toEqual(['reconnect'])
    expect(account(client)).toMatchObject({ address: EVM_ADDRESS, caipAddress: `eip155:10:${EVM_ADDRESS}` })
    expect(network(client).caipNetwork).toEqual(optimism)
  })

  it('a restored wallet is followed: its events update the account', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.start()
    await vi.waitFor(() => expect(account(client).status).toBe('connected'))
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(account(client).address).toBe(EVM_ADDRESS_2)
  })

  it('a reconnect that fails sets disconnected and forgets the stored connection', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], fail: 'reconnect' })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.start()
    await vi.waitFor(() => expect(account(client).status).toBe('disconnected'))
    expect(readStored(storage, STORAGE_KEYS.CONNECTION_STATUS)).toEqual({ eip155: 'disconnected' })
    expect(readStored(storage, STORAGE_KEYS.CONNECTED_CONNECTOR_IDS)).toEqual({})
  })

  it('a wallet that no longer authorises the site (reconnect answers null) sets disconnected', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], forgotSite: true })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.start()
    await vi.waitFor(() => expect(account(client).status).toBe('disconnected'))
    expect(account(client).address).toBeUndefined()
  })

  it('a stored wallet that never announces itself sets disconnected after the discovery wait', async () => {
    vi.useFakeTimers()
    try {
      const { client, storage } = createTestFoyer(api)
      storedConnection(storage, { eip155: 'connected' }, { eip155: 'uninstalled-wallet' })
      client.start()
      expect(account(client).status).toBe('connecting')
      await vi.advanceTimersByTimeAsync(1_500)
      expect(account(client).status).toBe('disconnected')
    } finally {
      vi.useRealTimers()
    }
  })

  it("a stored 'connected' without a stored connector sets disconnected", async () => {
    const { client, storage } = createTestFoyer(api)
    storedConnection(storage, { eip155: 'connected' }, {})
    client.start()
    await vi.waitFor(() => expect(account(client).status).toBe('disconnected'))
  })

  it("a stored 'connecting' restores as disconnected without asking the wallet", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storedConnection(storage, { eip155: 'connecting' }, { eip155: 'test-wallet' })
    client.start()
    await Promise.resolve()
    expect(account(client).status).toBe('disconnected')
    expect(wallet.calls).toEqual([])
  })

  it('bad stored connection JSON is ignored: every namespace starts disconnected', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet] })
    storage.setItem(STORAGE_KEYS.CONNECTION_STATUS, '{broken')
    client.start()
    await Promise.resolve()
    expect(account(client).status).toBe('disconnected')
    expect(wallet.calls).toEqual([])
  })
})

describe('the connected wallet shown', () => {
  it("is the wallet at the other end when the connector names it (WalletConnect's peer), else the connector", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const plain = wallet.connect
    wallet.connect = async (params) => ({ ...(await plain(params)), wallet: { name: 'Rainbow', icon: 'https://rainbow.example/icon.png' } })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(account(client).connectedWalletInfo).toEqual({ connectorId: 'test-wallet', name: 'Rainbow', icon: 'https://rainbow.example/icon.png', type: 'INJECTED' })
  })
})

describe('overlapping connection attempts', () => {
  it('an older attempt failing after a newer one started leaves the newer one to decide the status', async () => {
    let rejectFirst!: (error: Error) => void
    let resolveSecond!: (account: { addresses: string[]; chainId: number }) => void
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const calls = [
      new Promise<{ addresses: string[]; chainId: number }>((_, reject) => (rejectFirst = reject)),
      new Promise<{ addresses: string[]; chainId: number }>((resolve) => (resolveSecond = resolve)),
    ]
    wallet.connect = () => calls.shift()!
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    const first = client.connect(wallet)
    const second = client.connect(wallet)
    rejectFirst(Object.assign(new Error('The connection was cancelled.'), { name: 'AbortError' }))
    await expect(first).rejects.toThrow('cancelled')
    expect(account(client).status).toBe('connecting')
    resolveSecond({ addresses: [EVM_ADDRESS], chainId: 1 })
    await second
    expect(account(client)).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })
})
