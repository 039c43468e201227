/**
 * The solana namespace's requests through the client, as adapter-solana declares them: the wallet
 * is asked in WalletConnect's Solana RPC, the answer read back; a sent transaction is followed on the
 * network's node (Solana wallets answer no reads) and is not listed in Activity (spec §9: eip155 only).
 */
import { solanaNamespace } from '@foyer/adapter-solana'
import { mockAdapter } from '@foyer/core/testing'
import { base58, base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { SNACKBARS } from '../../src/errors.ts'
import { createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { SOLANA_ADDRESS, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [solana.caipNetworkId])
// A signature count, one empty signature, then a message: long enough to be a transaction.
const TRANSACTION = new Uint8Array(1 + 64 + 3 + 32 + 32 + 8).fill(1)
const SIGNATURE = base58.encode(new Uint8Array(64).fill(7))

async function connected(answer: (request: { method: string }) => unknown) {
  const node = { ...solana, rpcUrls: { default: { http: [`${fake.api.url}/chain-rpc`] } } }
  const wallet = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id, answer })
  const { client } = createTestFoyer(fake.api, { wallets: [wallet], networks: [node], defaultNetwork: node, adapters: [mockAdapter('solana', [wallet], solanaNamespace)] })
  await client.connect(wallet)
  return { client, wallet }
}

describe('solana requests through the client', () => {
  it('signAndSendTransaction asks solana_signAndSendTransaction, answers the signature, follows it on the node and lists nothing in Activity', async () => {
    fake.api.chainRpc = (call) => (call.method === 'getSignatureStatuses' ? { context: { slot: 1 }, value: [{ confirmationStatus: 'confirmed' }] } : null)
    const { client, wallet } = await connected(() => ({ signature: SIGNATURE }))
    await expect(client.request('signAndSendTransaction', { transaction: TRANSACTION })).resolves.toBe(SIGNATURE)
    const [request] = wallet.calls.find((call) => call.method === 'rpc')!.args as [{ method: string; params: unknown }]
    expect(request).toEqual({ method: 'solana_signAndSendTransaction', params: { transaction: base64.encode(TRANSACTION) } })
    await vi.waitFor(() => expect(fake.api.requestsTo('/chain-rpc').map((call) => (call.body as { method: string }).method)).toEqual(['getSignatureStatuses']))
    expect(client.ctx.activity.get().pending).toEqual([])
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'success', message: SNACKBARS.TRANSACTION_STARTED })
  })

  it('signTransaction asks solana_signTransaction and answers the signature and the signed transaction', async () => {
    const { client } = await connected(() => ({ signature: SIGNATURE, transaction: base64.encode(TRANSACTION) }))
    await expect(client.request('signTransaction', { transaction: base64.encode(TRANSACTION) })).resolves.toEqual({ signature: SIGNATURE, transaction: base64.encode(TRANSACTION) })
  })

  it('refuses bad input before the wallet is asked', async () => {
    const { client, wallet } = await connected(() => ({ signature: SIGNATURE }))
    await expect(client.request('signAndSendTransaction', { transaction: new Uint8Array(3) })).rejects.toThrow(new TypeError('transaction is 3 bytes: too short to be a Solana transaction'))
    expect(wallet.calls.some((call) => call.method === 'rpc')).toBe(false)
  })
})
