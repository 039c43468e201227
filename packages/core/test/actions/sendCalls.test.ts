/**
 * EIP-5792 through the client (`client.request('sendCalls' | 'getCallsStatus')`), with eip155's
 * module as hosts load it and a test wallet playing each kind of wallet: one that sends batches
 * (atomically or not), one that knows no EIP-5792. A batch is refused in words before the wallet is
 * asked to sign where it cannot be sent as asked.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import type { WalletRpcRequest } from '@foyer/core/internal'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SNACKBARS, THROWN } from '../../src/errors.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const [FIRST, SECOND] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] as const
const BATCH_ID = `0x${'12'.repeat(32)}`

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

/** A wallet answering EIP-5792 as `capabilities` says (undefined: it knows no wallet_getCapabilities). */
async function connectedTo(
  capabilities: unknown,
  status: unknown = { version: '2.0.0', id: BATCH_ID, status: 200, atomic: true, receipts: [{ transactionHash: `0x${'ab'.repeat(32)}`, status: '0x1' }] },
) {
  const wallet = createTestWallet({
    addresses: [EVM_ADDRESS],
    chainId: 1,
    answer: (request: WalletRpcRequest) => {
      if (request.method === 'wallet_getCapabilities') {
        if (capabilities === undefined) throw Object.assign(new Error('The method wallet_getCapabilities does not exist'), { code: -32601 })
        return capabilities
      }
      if (request.method === 'wallet_sendCalls') return { id: BATCH_ID }
      if (request.method === 'wallet_getCallsStatus') return status
      return `0x${'cd'.repeat(32)}`
    },
  })
  const { client } = createTestFoyer(api, { wallets: [wallet] })
  await client.connect(wallet)
  // The connection asks wallet_getCapabilities [address] on its own (its wallet assets), whenever it
  // gets to it: not the request's, which names the chain ([address, [chainId]]).
  const asked = () =>
    wallet.calls
      .filter((call) => call.method === 'rpc')
      .map((call) => call.args[0] as { method: string; params: unknown[] })
      .filter((request) => request.method.startsWith('wallet_') && !(request.method === 'wallet_getCapabilities' && request.params.length === 1))
  return { wallet, client, asked }
}

const batch = {
  calls: [
    { to: FIRST, value: 10n ** 15n },
    { to: SECOND, data: '0xa9059cbb' },
  ],
} as const

describe('sendCalls', () => {
  it("sends the batch as wallet_sendCalls 2.0.0 from the active account on the active chain, after the wallet answered its capabilities, and answers the batch's id", async () => {
    const { client, asked } = await connectedTo({ '0x1': { atomic: { status: 'supported' } } })
    await expect(client.request('sendCalls', batch)).resolves.toBe(BATCH_ID)
    expect(asked()).toEqual([
      { method: 'wallet_getCapabilities', params: [EVM_ADDRESS, ['0x1']] },
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            from: EVM_ADDRESS,
            atomicRequired: false,
            calls: [
              { to: FIRST, value: '0x38d7ea4c68000' },
              { to: SECOND, data: '0xa9059cbb' },
            ],
          },
        ],
      },
    ])
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'success', message: SNACKBARS.TRANSACTION_STARTED })
  })

  it('a wallet that knows no EIP-5792 is refused in words before it is asked to sign, and the snackbar says so', async () => {
    const { client, asked } = await connectedTo(undefined)
    const refusal = client.request('sendCalls', batch)
    await expect(refusal).rejects.toBeInstanceOf(FoyerError)
    await expect(refusal).rejects.toThrow(`${THROWN.CALLS_UNSUPPORTED}: it does not answer wallet_getCapabilities`)
    expect(asked().map((request) => request.method)).toEqual(['wallet_getCapabilities'])
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'error', message: SNACKBARS.CALLS_UNSUPPORTED })
  })

  it('atomicRequired is refused where the wallet does not promise atomic execution on the chain, and sent where it does (v2 atomic, v1 atomicBatch)', async () => {
    const unsupported = await connectedTo({ '0x1': { atomic: { status: 'unsupported' } } })
    await expect(unsupported.client.request('sendCalls', { ...batch, atomicRequired: true })).rejects.toThrow('This wallet cannot send a batch of calls atomically on chain 1')
    expect(unsupported.asked().map((request) => request.method)).toEqual(['wallet_getCapabilities'])
    await settleClients()

    for (const capabilities of [{ '0x1': { atomic: { status: 'ready' } } }, { '0x1': { atomicBatch: { supported: true } } }]) {
      const { client, asked } = await connectedTo(capabilities)
      await expect(client.request('sendCalls', { ...batch, atomicRequired: true })).resolves.toBe(BATCH_ID)
      expect(asked().at(-1)?.params).toEqual([expect.objectContaining({ atomicRequired: true })])
      await settleClients()
    }
  })

  it('bad input is a TypeError naming the call and field, and the wallet is asked nothing', async () => {
    const { client, asked } = await connectedTo({})
    await expect(client.request('sendCalls', { calls: [] })).rejects.toThrow('Invalid batch of calls: calls must list at least one call')
    await expect(client.request('sendCalls', { calls: [{ to: FIRST }, { to: '0x1234' }] })).rejects.toThrow('Invalid batch of calls: calls[1].to must be an EVM address')
    await expect(client.request('sendCalls', { calls: Array.from({ length: 11 }, () => ({ to: FIRST })) })).rejects.toThrow('a batch holds at most 10')
    expect(asked()).toEqual([])
  })
})

describe('getCallsStatus', () => {
  it("answers the wallet's status of a batch, v2 as it is, v1's words read as v2's codes; the wallet is asked nothing else and nothing is shown", async () => {
    const { client, asked } = await connectedTo({})
    await expect(client.request('getCallsStatus', { id: BATCH_ID })).resolves.toEqual({
      id: BATCH_ID,
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: `0x${'ab'.repeat(32)}`, status: '0x1' }],
    })
    expect(asked()).toEqual([{ method: 'wallet_getCallsStatus', params: [BATCH_ID] }])
    expect(client.ctx.snackbar.get()).toMatchObject({ open: false })
    await settleClients()

    const legacy = await connectedTo({}, { status: 'PENDING' })
    await expect(legacy.client.request('getCallsStatus', { id: BATCH_ID })).resolves.toMatchObject({ status: 100, atomic: false, receipts: [] })
  })
})
