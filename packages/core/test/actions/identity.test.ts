import { describe, expect, it, vi } from 'vitest'
import { knownIdentity, refreshIdentity } from '../../src/actions/identity.ts'
import { account, createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, SOLANA_ADDRESS, mainnet, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId, solana.caipNetworkId])
const identityRequests = () => fake.api.requestsTo('/v1/identity/')

describe('names and avatars (spec §3 profileName, profileImage)', () => {
  it('a connected EVM account shows the name and avatar the server knows for it', async () => {
    fake.api.identities.set(EVM_ADDRESS.toLowerCase(), { name: 'ada.eth', avatar: 'https://images.example/ada.png' })
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet] })
    await client.connect(wallet)
    await vi.waitFor(() => expect(account(client)).toMatchObject({ profileName: 'ada.eth', profileImage: 'https://images.example/ada.png' }))
  })

  it('is asked once per address in 5 minutes (spec §9); another account drops the name at once and gets its own', async () => {
    fake.api.identities.set(EVM_ADDRESS.toLowerCase(), { name: 'ada.eth', avatar: null })
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet] })
    await client.connect(wallet)
    await vi.waitFor(() => expect(account(client).profileName).toBe('ada.eth'))
    let now = Date.now()
    await refreshIdentity(client.ctx, 'eip155', () => now)
    expect(identityRequests()).toHaveLength(1)
    now += 5 * 60_000
    await refreshIdentity(client.ctx, 'eip155', () => now)
    expect(identityRequests()).toHaveLength(2)

    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(account(client).profileName, 'not the previous account’s name, not even for a moment').toBeUndefined()
    await vi.waitFor(() => expect(identityRequests().at(-1)?.path).toBe(`/v1/identity/${EVM_ADDRESS_2}`))
    expect(account(client).profileName).toBeUndefined()
  })

  it('a server that cannot say leaves the address showing; a Solana account is not asked (spec §9: names are eip155)', async () => {
    fake.api.failures.identity = 503
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const sol = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet, sol], networks: [mainnet, solana] })
    await client.connect(wallet)
    await client.connect(sol)
    await vi.waitFor(() => expect(identityRequests()).toHaveLength(1))
    expect(account(client).profileName).toBeUndefined()
    expect(identityRequests()[0]?.path).toBe(`/v1/identity/${EVM_ADDRESS}`)
  })

  it('what the server said of an address is known once it answered: a name, or null for none; nothing before', async () => {
    fake.api.identities.set(EVM_ADDRESS.toLowerCase(), { name: 'ada.eth', avatar: null })
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet] })
    expect(knownIdentity(client.ctx, EVM_ADDRESS)).toBeUndefined()
    await client.connect(wallet)
    await vi.waitFor(() => expect(knownIdentity(client.ctx, EVM_ADDRESS)).toEqual({ name: 'ada.eth', avatar: null }))
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    await vi.waitFor(() => expect(knownIdentity(client.ctx, EVM_ADDRESS_2)).toEqual({ name: null, avatar: null }))
  })
})
