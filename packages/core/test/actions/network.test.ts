import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { startFakeApi, tokenBalance, type FakeApi } from '../fixtures/apiServer.ts'
import { account, balancesSettled, createTestFoyer, network, readStored, settleClients, type TestFoyerSetup } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS, mainnet, optimism, solana, zora } from '../fixtures/networks.ts'
import { createTestWallet, type TestWalletOptions } from '../fixtures/testWallet.ts'

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

async function connected(setup: TestFoyerSetup = {}, walletOptions: TestWalletOptions = {}) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, ...walletOptions })
  const foyer = createTestFoyer(api, { wallets: [wallet], ...setup })
  await foyer.client.connect(wallet)
  await balancesSettled(foyer.client)
  return { ...foyer, wallet }
}

describe('unsupported chains', () => {
  it('chainChanged to an unknown chain opens UnsupportedChain', async () => {
    const { client, wallet } = await connected()
    wallet.emit('chainChanged', 424242)
    expect(network(client).unsupported).toBe(true)
    expect(client.ctx.router.current().view).toBe('UnsupportedChain')
    expect(client.ctx.modal.get().open).toBe(true)
  })

  it('chainChanged to an unknown chain does not open UnsupportedChain when allowUnsupportedChain is set', async () => {
    const { client, wallet } = await connected({ allowUnsupportedChain: true })
    wallet.emit('chainChanged', 424242)
    expect(network(client).unsupported).toBe(true)
    expect(client.ctx.router.current().view).not.toBe('UnsupportedChain')
    expect(client.ctx.modal.get().open).toBe(false)
  })

  it('chainChanged to an unknown chain does not open UnsupportedChain when enableNetworkSwitch is false', async () => {
    const { client, wallet } = await connected({ enableNetworkSwitch: false })
    wallet.emit('chainChanged', 424242)
    expect(network(client).unsupported).toBe(true)
    expect(client.ctx.modal.get().open).toBe(false)
  })

  it('chainChanged to an unknown chain does not open UnsupportedChain in basic WalletConnect mode', async () => {
    const { client, wallet } = await connected()
    client.ctx.router.reset('ConnectingWalletConnectBasic')
    wallet.emit('chainChanged', 424242)
    expect(network(client).unsupported).toBe(true)
    expect(client.ctx.router.current().view).toBe('ConnectingWalletConnectBasic')
  })

  it('connecting a wallet that sits on an unknown chain opens UnsupportedChain', async () => {
    const { client } = await connected({}, { chainId: 424242 })
    expect(network(client).unsupported).toBe(true)
    expect(client.ctx.router.current().view).toBe('UnsupportedChain')
  })

  it('an unsupported network gets no balance fetch', async () => {
    const { client, wallet } = await connected()
    const before = api.requestsTo('/v1/account/').length
    wallet.emit('chainChanged', 424242)
    await client.refreshBalances()
    expect(api.requestsTo('/v1/account/')).toHaveLength(before)
  })

  it('the wallet coming back to a known chain leaves UnsupportedChain for Account', async () => {
    const { client, wallet } = await connected()
    wallet.emit('chainChanged', 424242)
    wallet.emit('chainChanged', 10)
    expect(network(client)).toMatchObject({ unsupported: false, caipNetwork: optimism })
    expect(client.ctx.router.current().view).toBe('Account')
  })
})

describe('chain changes', () => {
  it('chainChanged to a known chain moves the network, the CAIP address and the balances', async () => {
    api.balances.set(EVM_ADDRESS, [tokenBalance({ chainId: optimism.caipNetworkId })])
    const { client, wallet, storage } = await connected()
    wallet.emit('chainChanged', 10)
    expect(network(client).caipNetwork).toEqual(optimism)
    expect(account(client).caipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(readStored(storage, STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe('eip155:10')
    await balancesSettled(client)
    expect(api.requestsTo('/v1/account/').at(-1)?.query.chainId).toBe('eip155:10')
  })

  it("a chain change clears the previous chain's balances at once", async () => {
    api.balances.set(EVM_ADDRESS, [tokenBalance()])
    const { client, wallet } = await connected()
    expect(account(client).tokenBalance).toHaveLength(1)
    api.balances.clear()
    wallet.emit('chainChanged', 10)
    expect(account(client).tokenBalance).toEqual([])
  })
})

describe('switchNetwork', () => {
  it('switching within the connected namespace asks the wallet to switch', async () => {
    const { client, wallet } = await connected()
    await client.switchNetwork(optimism)
    expect(wallet.calls.filter((call) => call.method === 'switchNetwork')).toEqual([{ method: 'switchNetwork', args: [optimism] }])
    expect(network(client).caipNetwork).toEqual(optimism)
    expect(account(client).caipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
  })

  it('a rejected switch keeps the network, shows a snackbar and rethrows', async () => {
    const { client, wallet } = await connected()
    wallet.flags.reject = true
    await expect(client.switchNetwork(optimism)).rejects.toMatchObject({ code: 4001 })
    expect(network(client).caipNetwork).toEqual(mainnet)
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Failed to switch network' })
  })

  it("a wallet that cannot add the chain shows 'Chain is not supported'", async () => {
    const { client, wallet } = await connected()
    wallet.switchNetwork = async () => {
      throw new Error('Chain is not supported')
    }
    await expect(client.switchNetwork(optimism)).rejects.toThrow('Chain is not supported')
    expect(client.ctx.snackbar.get().message).toBe('Chain is not supported')
  })

  it('switching to another namespace changes only the active network, without asking the wallet', async () => {
    const { client, wallet } = await connected()
    await client.switchNetwork(solana)
    expect(client.ctx.chains.get().activeNamespace).toBe('solana')
    expect(wallet.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
    expect(network(client, 'eip155').caipNetwork).toEqual(mainnet)
    expect(account(client, 'eip155').status).toBe('connected')
  })

  it('switching to another namespace’s other network asks that namespace’s wallet to switch, and stays put if it refuses', async () => {
    const devnet = { ...solana, id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const, name: 'Solana Devnet' }
    const evm = createTestWallet({ addresses: [EVM_ADDRESS] })
    const sol = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [evm, sol], networks: [mainnet, solana, devnet] })
    await client.connect(evm)
    await client.connect(sol)
    expect(client.ctx.chains.get().activeNamespace).toBe('eip155')
    await client.switchNetwork(devnet)
    expect(sol.calls.filter((call) => call.method === 'switchNetwork').map((call) => (call.args[0] as { caipNetworkId: string }).caipNetworkId)).toEqual([devnet.caipNetworkId])
    expect(network(client, 'solana').caipNetwork?.caipNetworkId).toBe(devnet.caipNetworkId)
    expect(client.ctx.chains.get().activeNamespace).toBe('solana')

    await client.switchNetwork(mainnet)
    sol.flags.reject = true
    await expect(client.switchNetwork(solana)).rejects.toMatchObject({ code: 4001 })
    expect(client.ctx.chains.get().activeNamespace, 'a refused switch leaves the visitor where they were').toBe('eip155')
    expect(network(client, 'solana').caipNetwork?.caipNetworkId).toBe(devnet.caipNetworkId)
  })

  it('switching back to a connected namespace makes its account the active one', async () => {
    const sol = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [sol] })
    await client.connect(sol)
    await client.switchNetwork(mainnet)
    expect(client.isConnected()).toBe(false)
    await client.switchNetwork(solana)
    expect(client.isConnected()).toBe(true)
  })

  it('without a wallet, switching only changes the network', async () => {
    const { client } = createTestFoyer(api)
    await client.switchNetwork(optimism)
    expect(network(client).caipNetwork).toEqual(optimism)
  })

  it("a network the host did not configure throws 'Network not found' and raises the modal's 'Network Not Found' alert", async () => {
    const { client } = createTestFoyer(api, { networks: [mainnet] })
    await expect(client.switchNetwork(optimism)).rejects.toThrow('Network not found')
    expect(client.ctx.alert.get()).toEqual({ key: 'SWITCH_NETWORK_NOT_FOUND', variant: 'error' })
    expect(network(client).caipNetwork, 'the network stays').toEqual(mainnet)
  })

  it("a namespace the host did not configure throws 'Chain adapter not found'", async () => {
    const { client } = createTestFoyer(api, { networks: [mainnet, zora] })
    await expect(client.switchNetwork(solana)).rejects.toThrow('Chain adapter not found')
  })
})
