/**
 * Issue P13, finding 1, on the page: the sign-in's single-use proof reaches the host on the session
 * it gets (client.siwx, useFoyerSiwx) and is never kept in storage; the message says when the
 * session expires (7 days unless the host says).
 */
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, memoryStorage, type KeyValueStorage } from '../../src/storage.ts'
import type { SiwxStrategyParts } from '../../src/siwxTypes.ts'
import { createTestFoyer, readStored, storedConnection, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId])
const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example/login', icons: [] }
const DAY_MS = 24 * 60 * 60_000

async function signedIn(siwx: SiwxStrategyParts = {}, storage: KeyValueStorage = memoryStorage()) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
  const { client } = createTestFoyer(fake.api, { wallets: [wallet], metadata, storage, siwx })
  client.start()
  await client.connect(wallet)
  await vi.waitFor(() => expect(client.ctx.modal.get().open).toBe(true))
  const session = await client.siwx.signIn()
  return { client, session, storage }
}

describe('the sign-in’s proof and expiry', () => {
  it('the session the host gets carries the server’s single-use proof, which storage never holds', async () => {
    const { client, session, storage } = await signedIn()
    expect(session.proof).toMatch(/^proof1/)
    expect(session.proofExpiresAt).toEqual(expect.any(String))
    expect(client.siwx.getSession()?.proof).toBe(session.proof)
    const stored = JSON.stringify(readStored(storage, STORAGE_KEYS.SIWX_SESSIONS))
    expect(stored).toContain(session.signature)
    expect(stored).not.toContain(session.proof!)
    expect(stored).not.toContain('proofExpiresAt')
  })

  it('after a reload the session is restored from this browser (the listing has no message) without a proof', async () => {
    const storage = memoryStorage()
    const first = await signedIn({}, storage)
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    const { client } = createTestFoyer(fake.api, { wallets: [createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })], metadata, storage, siwx: {} })
    client.start()
    await vi.waitFor(() => expect(client.ctx.siwx.get().status).toBe('signed'))
    expect(client.siwx.getSession()).toMatchObject({ id: first.session.id, message: first.session.message, signature: first.session.signature })
    expect(client.siwx.getSession()).not.toHaveProperty('proof')
  })

  it('Foyer’s message says when the session expires: 7 days after it is issued unless the host says (sessionSeconds)', async () => {
    const { session } = await signedIn()
    expect(session.message).toContain(`Expiration Time: ${session.data.expirationTime}`)
    expect(Date.parse(session.data.expirationTime!) - Date.parse(session.data.issuedAt)).toBe(7 * DAY_MS)
    const shorter = await signedIn({ sessionSeconds: 3600 })
    expect(Date.parse(shorter.session.data.expirationTime!) - Date.parse(shorter.session.data.issuedAt)).toBe(3_600_000)
  })
})
