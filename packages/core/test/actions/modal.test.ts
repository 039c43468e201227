import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer, settleClients, type TestFoyerSetup } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(async () => {
  await settleClients()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId]
})

function withWallet(setup: TestFoyerSetup = {}) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
  return { ...createTestFoyer(api, { wallets: [wallet], ...setup }), wallet }
}

describe('opening the modal', () => {
  it('missing projectId raises PROJECT_ID_NOT_CONFIGURED on open for a host in dev mode, and names it in the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { client } = withWallet({ projectId: undefined, devMode: true })
    client.open()
    expect(client.ctx.alert.get()).toEqual({ key: 'PROJECT_ID_NOT_CONFIGURED', variant: 'warning' })
    expect(client.ctx.alert.message()?.shortMessage).toBe('Project ID Not Configured')
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Foyer: Project ID Not Configured\. .*without a projectId/)
    logged.mockRestore()
  })

  it('missing projectId outside dev mode shows visitors no alert: only the console names it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { client } = withWallet({ projectId: undefined, devMode: false })
    client.open()
    expect(client.ctx.alert.get().key).toBeUndefined()
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })

  it('the not-configured alert is raised once per page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { client } = withWallet({ projectId: '', devMode: true })
    client.open()
    client.ctx.alert.dismiss()
    client.close()
    client.open()
    expect(client.ctx.alert.get().key).toBeUndefined()
  })

  it('with a projectId no alert is raised', () => {
    const { client } = withWallet()
    client.open()
    expect(client.ctx.alert.get().key).toBeUndefined()
  })

  it('opening shows Connect when not connected', () => {
    const { client } = withWallet()
    client.open()
    expect(client.ctx.modal.get().open).toBe(true)
    expect(client.ctx.router.get().history).toEqual([{ view: 'Connect' }])
  })

  it('opening shows Account when connected', async () => {
    const { client, wallet } = withWallet()
    await client.connect(wallet)
    client.open()
    expect(client.ctx.router.current().view).toBe('Account')
  })

  it('opening on a requested view goes to it with its data', () => {
    const { client } = withWallet()
    client.open({ view: 'ConnectingExternal', data: { title: 'Test Wallet', connectorId: 'test-wallet' } })
    expect(client.ctx.router.current()).toEqual({ view: 'ConnectingExternal', data: { title: 'Test Wallet', connectorId: 'test-wallet' } })
  })

  it('with no adapters and not connected, opening shows ConnectingWalletConnectBasic, or AllWallets on mobile', () => {
    const { client } = createTestFoyer(api)
    client.open()
    expect(client.ctx.router.current().view).toBe('ConnectingWalletConnectBasic')
    client.close()
    client.open(undefined, true)
    expect(client.ctx.router.current().view).toBe('AllWallets')
  })

  it('opening starts a fresh history', () => {
    const { client } = withWallet()
    client.open()
    client.push('AllWallets')
    client.close()
    client.open()
    expect(client.ctx.router.get().history).toEqual([{ view: 'Connect' }])
  })
})

describe('closing the modal', () => {
  it('close closes the modal and hides the snackbar', () => {
    const { client } = withWallet()
    client.open()
    client.ctx.snackbar.loading('Authenticating...')
    client.close()
    expect(client.ctx.modal.get().open).toBe(false)
    expect(client.ctx.snackbar.get().open).toBe(false)
  })

  it.each(['ApproveTransaction'] as const)('close is disabled on %s when signing is required and no session exists: the modal shakes and stays', (view) => {
    vi.useFakeTimers()
    const { client } = withWallet({ siwx: { required: true } })
    client.open({ view, data: { request: 'transaction' } })
    expect(client.canClose()).toBe(false)
    client.close()
    expect(client.ctx.modal.get()).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(500)
    expect(client.ctx.modal.get().shake).toBe(false)
  })

  it('close works on ApproveTransaction when signing is optional and no request waits', () => {
    const { client } = withWallet({ siwx: { required: false } })
    client.open({ view: 'ApproveTransaction', data: { request: 'transaction' } })
    expect(client.canClose()).toBe(true)
    client.close()
    expect(client.ctx.modal.get().open).toBe(false)
  })

  it('in embedded mode, closing shows Connect when not connected and keeps the modal', () => {
    const { client } = withWallet({ enableEmbedded: true })
    client.open({ view: 'AllWallets' })
    client.close()
    expect(client.ctx.modal.get().open).toBe(true)
    expect(client.ctx.router.get().history).toEqual([{ view: 'Connect' }])
  })

  it('in embedded mode, closing shows Account when connected', async () => {
    const { client, wallet } = withWallet({ enableEmbedded: true })
    await client.connect(wallet)
    client.open({ view: 'Connect' })
    client.close()
    expect(client.ctx.router.get().history).toEqual([{ view: 'Account' }])
  })
})

describe('going back', () => {
  it('back pops to the previous view', () => {
    const { client } = withWallet()
    client.open()
    client.push('AllWallets')
    client.back()
    expect(client.ctx.router.current().view).toBe('Connect')
    expect(client.ctx.modal.get().open).toBe(true)
  })

  it('back with one entry closes the modal', () => {
    const { client } = withWallet()
    client.open()
    client.back()
    expect(client.ctx.modal.get().open).toBe(false)
  })

  it('back with UnsupportedChain in the history closes the modal', () => {
    const { client } = withWallet()
    client.open({ view: 'UnsupportedChain' })
    client.push('Account')
    client.back()
    expect(client.ctx.modal.get().open).toBe(false)
  })
})
