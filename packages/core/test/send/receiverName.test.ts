import { describe, expect, it } from 'vitest'
import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { solanaNamespace } from '@foyer/adapter-solana/namespace'
import { isReceiverName, resolveReceiverName } from '../../src/send/receiverName.ts'
import { createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId])

describe('a receiver given by name (spec §2 Send, §3 receiver profile name and image)', () => {
  it('a dotted name on eip155 is a name to look up; an address, a bare word or a name on Solana is not (spec §9: names serve eip155)', () => {
    expect(isReceiverName(eip155Namespace, 'alice.eth')).toBe(true)
    expect(isReceiverName(eip155Namespace, ' alice.foyer.id ')).toBe(true)
    expect(isReceiverName(eip155Namespace, EVM_ADDRESS)).toBe(false)
    expect(isReceiverName(eip155Namespace, 'alice')).toBe(false)
    expect(isReceiverName(eip155Namespace, 'alice..eth')).toBe(false)
    expect(isReceiverName(eip155Namespace, 'ali ce.eth')).toBe(false)
    expect(isReceiverName(eip155Namespace, 'a/b.eth')).toBe(false)
    expect(isReceiverName(solanaNamespace, 'alice.sol')).toBe(false)
  })

  it('resolves to the address the server says the name points to, with its avatar', async () => {
    fake.api.names.set('alice.eth', { address: EVM_ADDRESS, avatar: 'https://images.example/alice.png' })
    const { client } = createTestFoyer(fake.api)
    expect(await resolveReceiverName(client.ctx, eip155Namespace, ' alice.eth ')).toEqual({ name: 'alice.eth', address: EVM_ADDRESS, avatar: 'https://images.example/alice.png' })
    expect(fake.api.requestsTo('/v1/identity/name/').map((request) => request.path)).toEqual(['/v1/identity/name/alice.eth'])
  })

  it('a name that points nowhere, or at something that is not an address, resolves to null', async () => {
    fake.api.names.set('odd.eth', { address: 'not-an-address', avatar: null })
    const { client } = createTestFoyer(fake.api)
    expect(await resolveReceiverName(client.ctx, eip155Namespace, 'nobody.eth')).toBeNull()
    expect(await resolveReceiverName(client.ctx, eip155Namespace, 'odd.eth')).toBeNull()
  })

  it('rejects when the server cannot look names up, so the form can say so rather than "not found"', async () => {
    fake.api.failures.identity = 503
    const { client } = createTestFoyer(fake.api)
    await expect(resolveReceiverName(client.ctx, eip155Namespace, 'alice.eth')).rejects.toThrow()
  })
})
