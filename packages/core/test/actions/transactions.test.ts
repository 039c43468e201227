import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNACKBARS, THROWN } from '../../src/errors.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

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

describe('sendTransaction', () => {
  it('asks the connected wallet to send from the active address on the active network and answers the hash', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    const hash = await client.sendTransaction({ to: RECIPIENT, value: 10n ** 16n })
    expect(hash).toBe(`0x${'cd'.repeat(32)}`)
    expect(wallet.calls.at(-1)).toEqual({
      method: 'rpc',
      args: [{ method: 'eth_sendTransaction', params: [{ from: EVM_ADDRESS, to: RECIPIENT, value: '0x2386f26fc10000' }] }],
    })
  })

  it("a sent transaction is pending in Activity and the snackbar says 'Transaction started'", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    const hash = await client.sendTransaction({ to: RECIPIENT })
    expect(client.ctx.activity.get().pending.map((p) => p.hash)).toContain(hash)
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'success', message: SNACKBARS.TRANSACTION_STARTED })
  })

  it("a refusal in the wallet shows 'Signature declined', any other failure 'Failed to send transaction. Please try again.'", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    wallet.flags.reject = true
    await expect(client.sendTransaction({ to: RECIPIENT })).rejects.toMatchObject({ code: 4001 })
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'error', message: SNACKBARS.SIGNATURE_DECLINED })
    wallet.flags.reject = false
    wallet.flags.fail = 'request'
    await expect(client.sendTransaction({ to: RECIPIENT })).rejects.toThrow('Mock wallet failed: request')
    await vi.waitFor(() => expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'error', message: SNACKBARS.SEND_FAILED }))
  })

  it('a malformed transaction is refused before the wallet is asked, naming the field', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    await expect(client.sendTransaction({ to: '0x1234' })).rejects.toThrow('Invalid transaction: to must be an EVM address')
    await expect(client.sendTransaction({ to: RECIPIENT, value: -1n })).rejects.toThrow('value must be a bigint amount of wei')
    await expect(client.sendTransaction({ to: RECIPIENT, data: '0xabc' })).rejects.toThrow('data must be 0x-prefixed hex bytes')
    expect(wallet.calls.some((call) => call.method === 'rpc')).toBe(false)
  })

  it('without a connection it is refused with the connection-not-set message', async () => {
    const { client } = createTestFoyer(api, { wallets: [] })
    await expect(client.sendTransaction({ to: RECIPIENT })).rejects.toThrow(THROWN.CONNECTION_CLIENT_NOT_SET)
  })
})
