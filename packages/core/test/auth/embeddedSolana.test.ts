/**
 * The embedded wallet's Solana side: one login connects both namespaces where the host has Solana
 * networks (the Solana address is the server's, asked for the cluster), solana requests go to the
 * frame on that cluster through ApproveTransaction, and the two sides come and go together.
 */
import { EMBEDDED_SOLANA_CONNECTOR_ID, solanaNamespace } from '@foyer/adapter-solana'
import { mockAdapter } from '@foyer/core/testing'
import { base58, base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../src/storage.ts'
import { AUTH_USER, createEmbeddedFoyer, ok, stopEmbeddedFoyers, useEmbeddedFoyerApi } from '../fixtures/embeddedFoyer.ts'
import type { FakeFrame, FrameAnswer } from '../fixtures/fakeFrame.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS, mainnet, solana } from '../fixtures/networks.ts'

const SIGNATURE = base58.encode(new Uint8Array(64).fill(9))
// A signature count, one empty signature, then a message: long enough to be a transaction.
const TRANSACTION = new Uint8Array(1 + 64 + 3 + 32 + 32 + 8).fill(1)

const fake = useEmbeddedFoyerApi(() => [mainnet.caipNetworkId, solana.caipNetworkId])

/** The frame's user: the EVM address on an EVM chain, the Solana one on a cluster (as the server answers GET /user). */
const userOn = (payload: unknown): FrameAnswer => {
  const chainId = (payload as { chainId?: number | string }).chainId
  return { result: typeof chainId === 'string' && chainId.startsWith('solana:') ? { ...AUTH_USER, address: SOLANA_ADDRESS, chainId } : AUTH_USER }
}

async function embeddedWithSolana(handlers: FakeFrame['handlers'] = {}, storage = memoryStorage()) {
  return await createEmbeddedFoyer(
    fake.api,
    { GET_USER: userOn, SIGN_OUT: ok, IS_CONNECTED: () => ({ result: { isConnected: true } }), ...handlers },
    {
      storage,
      networks: [solana],
      adapters: [mockAdapter('solana', [], solanaNamespace)],
    },
  )
}

const status = (client: Awaited<ReturnType<typeof embeddedWithSolana>>['client'], namespace: 'eip155' | 'solana') => client.ctx.chains.chain(namespace)?.accountState

describe('the embedded wallet in the solana namespace', () => {
  it('a host with Solana networks gets the Solana side beside the EVM one; a host without does not', async () => {
    const { client: evmOnly } = await createEmbeddedFoyer(fake.api, {})
    const { client } = await embeddedWithSolana()
    await vi.waitFor(() =>
      expect(client.ctx.connectors.get().map((c) => [c.id, c.chain])).toEqual([
        ['AUTH', 'eip155'],
        [EMBEDDED_SOLANA_CONNECTOR_ID, 'solana'],
      ]),
    )
    // The host started after it has its Solana side: had the EVM-only host asked for one, it would have it by now.
    await new Promise((resolve) => setImmediate(resolve))
    expect(evmOnly.ctx.connectors.get().map((c) => c.id)).toEqual(['AUTH'])
  })

  it('a finished login connects both namespaces: the Solana address is the user’s on the cluster, and the frame’s EVM chain stays', async () => {
    const { client, sent } = await embeddedWithSolana({ CONNECT_OTP: ok })
    await vi.waitFor(() => expect(client.ctx.connectors.get()).toHaveLength(2))
    await client.auth.submitEmailOtp('123456')
    expect(status(client, 'eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(status(client, 'solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS, user: { email: 'ada@example.com' } })
    expect(sent('GET_USER').map((message) => message.payload)).toEqual([{ chainId: 1, preferredAccountType: 'smartAccount' }, { chainId: solana.caipNetworkId }])
    expect(client.ctx.chains.get().activeNamespace).toBe('eip155')
  })

  it('solana requests go to the frame on the cluster, through ApproveTransaction', async () => {
    const { client, ctx, sent } = await embeddedWithSolana({ CONNECT_OTP: ok, RPC_REQUEST: () => ({ result: { result: { signature: SIGNATURE, transaction: base64.encode(TRANSACTION) } } }) })
    await vi.waitFor(() => expect(client.ctx.connectors.get()).toHaveLength(2))
    await client.auth.submitEmailOtp('123456')
    // Requests go to the active namespace: the visitor moves to the Solana network first.
    await client.switchNetwork(solana)
    const views: unknown[] = []
    ctx.router.subscribe(() => views.push(ctx.router.current()))
    await expect(client.request('signTransaction', { transaction: TRANSACTION })).resolves.toEqual({ signature: SIGNATURE, transaction: base64.encode(TRANSACTION) })
    expect(sent('RPC_REQUEST')[0]?.payload).toEqual({ method: 'solana_signTransaction', params: { transaction: base64.encode(TRANSACTION) }, chainId: solana.caipNetworkId })
    expect(views).toContainEqual({ view: 'ApproveTransaction', data: { request: 'transaction' } })
  })

  it('disconnecting either namespace signs out once and disconnects both', async () => {
    const { client, sent } = await embeddedWithSolana({ CONNECT_OTP: ok })
    await vi.waitFor(() => expect(client.ctx.connectors.get()).toHaveLength(2))
    await client.auth.submitEmailOtp('123456')
    await client.disconnect('solana')
    expect(status(client, 'eip155')?.status).toBe('disconnected')
    expect(status(client, 'solana')?.status).toBe('disconnected')
    expect(sent('SIGN_OUT')).toHaveLength(1)
  })

  it('a reload restores both sides from the frame’s session', async () => {
    const storage = memoryStorage()
    const first = await embeddedWithSolana({ CONNECT_OTP: ok }, storage)
    await vi.waitFor(() => expect(first.client.ctx.connectors.get()).toHaveLength(2))
    await first.client.auth.submitEmailOtp('123456')
    stopEmbeddedFoyers()
    const { client } = await embeddedWithSolana({}, storage)
    await vi.waitFor(() => expect(status(client, 'solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS }))
    expect(status(client, 'eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })
})
