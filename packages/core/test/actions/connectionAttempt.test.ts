import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONNECTION_FAILURE_TEXTS } from '../../src/actions/connectionFailure.ts'
import type { ConnectedAccount } from '../../src/connector.ts'
import { walletTexts } from '../../src/messages/en/wallets.ts'
import { ServiceError } from '../../src/serviceError.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { account, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'
import { createTestWallet, type TestWallet } from '../fixtures/testWallet.ts'

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

/** A wallet whose connect() waits until the test answers it, and which can stop it as WalletConnect does. */
function pendingWallet() {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
  const answers: { resolve: (account: ConnectedAccount) => void; reject: (error: Error) => void }[] = []
  wallet.connect = () => new Promise<ConnectedAccount>((resolve, reject) => answers.push({ resolve, reject }))
  wallet.cancelConnect = vi.fn(() => answers.at(-1)?.reject(Object.assign(new Error('Connection cancelled'), { name: 'AbortError' })))
  return { wallet, answers }
}

function openOn(wallet: TestWallet) {
  const setup = createTestFoyer(api, { wallets: [wallet] })
  setup.client.open()
  setup.client.push('ConnectingExternal', { title: wallet.name, connectorId: wallet.id })
  return setup
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the modal’s connection attempt', () => {
  it('a connection that succeeds connects the account and closes the modal', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    expect(client.ctx.connectionAttempt.get()).toEqual({ status: 'connecting', connectorId: 'test-wallet' })
    await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(false))
    expect(account(client).status).toBe('connected')
    expect(client.ctx.connectionAttempt.get()).toEqual({ status: 'idle' })
  })

  it('a connection the visitor refuses in the wallet reads as declined, and the modal stays', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], rejectConnect: true })
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get()).toEqual({ status: 'declined', connectorId: 'test-wallet' }))
    expect(client.ctx.modal.get().open).toBe(true)
  })

  it('a wallet that breaks reads as failed with its own message', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], fail: 'connect' })
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get().status).toBe('failed'))
    const attempt = client.ctx.connectionAttempt.get()
    expect(attempt.status === 'failed' && attempt.message.length).toBeGreaterThan(0)
  })

  it('a relay that never answered reads "Something went wrong" (spec §8), the relay’s words only in the console; Retry asks again', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { wallet, answers } = pendingWallet()
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    answers[0]!.reject(new ServiceError('timeout', 'WalletConnect relay: irn_subscribe: no answer from the relay in 15000 ms'))
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get()).toEqual({ status: 'failed', connectorId: 'test-wallet', message: 'Something went wrong' }))
    expect(String(warned.mock.calls[0]?.[0])).toBe('Foyer: connecting Test Wallet failed: WalletConnect relay: irn_subscribe: no answer from the relay in 15000 ms')
    client.retryConnection()
    expect(client.ctx.connectionAttempt.get().status).toBe('connecting')
    expect(answers).toHaveLength(2)
    warned.mockRestore()
  })

  it('a relay or server that cannot be reached reads "We couldn’t reach the server", one that refuses the site "not available on this site"', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { wallet, answers } = pendingWallet()
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    answers[0]!.reject(new ServiceError('unreachable', 'WalletConnect relay: irn_subscribe: no socket to the relay opened in 5000 ms'))
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get()).toMatchObject({ status: 'failed', message: CONNECTION_FAILURE_TEXTS.serverUnreachable }))
    expect(CONNECTION_FAILURE_TEXTS.serverUnreachable).toBe(walletTexts.en.serverUnreachable)
    client.retryConnection()
    answers[1]!.reject(new ServiceError('notAllowed', 'the relay refused the socket (403)'))
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get()).toMatchObject({ status: 'failed', message: walletTexts.en.notAvailableHere }))
    warned.mockRestore()
  })

  it('a connector’s own words kept as the cause stay in the console; the visitor reads the catalogue’s message', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { wallet, answers } = pendingWallet()
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    answers[0]!.reject(new Error(walletTexts.en.couldNotConnect, { cause: new Error('The wallet approved no EVM account.') }))
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get()).toMatchObject({ status: 'failed', message: walletTexts.en.couldNotConnect }))
    expect(String(warned.mock.calls[0]?.[0])).toBe('Foyer: connecting Test Wallet failed: The wallet could not connect.; The wallet approved no EVM account.')
    warned.mockRestore()
  })

  it('retry after a decline asks the same wallet again and closes the modal once it agrees', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], rejectConnect: true })
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get().status).toBe('declined'))
    wallet.flags.rejectConnect = false
    client.retryConnection()
    await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(false))
    expect(wallet.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
  })

  it('starting again while the same wallet is still asked sends no second request (a view mounting twice)', async () => {
    const { wallet, answers } = pendingWallet()
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    client.startConnection(wallet)
    expect(answers).toHaveLength(1)
    answers[0]!.resolve({ addresses: [EVM_ADDRESS], chainId: 1 })
    await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(false))
  })

  it('cancelling stops the wallet’s pending request, and its late answer neither connects the view’s state nor closes the modal', async () => {
    const { wallet, answers } = pendingWallet()
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    client.cancelConnection()
    expect(wallet.cancelConnect).toHaveBeenCalledOnce()
    expect(client.ctx.connectionAttempt.get()).toEqual({ status: 'idle' })
    await settled()
    expect(client.ctx.modal.get().open).toBe(true)
    expect(answers).toHaveLength(1)
  })

  it('leaving a declined attempt forgets it; leaving a pending one keeps it, and its answer still closes the modal', async () => {
    const declining = createTestWallet({ addresses: [EVM_ADDRESS], rejectConnect: true })
    const first = openOn(declining).client
    first.startConnection(declining)
    await vi.waitFor(() => expect(first.ctx.connectionAttempt.get().status).toBe('declined'))
    first.leaveConnection()
    expect(first.ctx.connectionAttempt.get()).toEqual({ status: 'idle' })

    const { wallet, answers } = pendingWallet()
    const { client } = openOn(wallet)
    client.startConnection(wallet)
    client.leaveConnection()
    expect(client.ctx.connectionAttempt.get().status).toBe('connecting')
    answers[0]!.resolve({ addresses: [EVM_ADDRESS], chainId: 1 })
    await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(false))
  })
})
