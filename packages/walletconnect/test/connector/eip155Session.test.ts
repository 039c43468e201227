import type { Network } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { activeChainOf, addressesOf, addressesOn, chainReferenceOf, proposalNamespaces, sessionEip155Chains } from '../../src/connector/eip155Session.ts'

const network = (id: number, chainNamespace: Network['chainNamespace'] = 'eip155'): Network => ({
  id,
  caipNetworkId: `${chainNamespace}:${id}` as Network['caipNetworkId'],
  chainNamespace,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const a = '0x1111111111111111111111111111111111111111'
const b = '0x2222222222222222222222222222222222222222'
const session = { namespaces: { eip155: { accounts: [`eip155:31338:${a}`, `eip155:31337:${a}`, `eip155:31337:${b}`], methods: [], events: [] } } }

describe('the proposal the modal sends', () => {
  it('asks for every eip155 network of the host as optional, nothing as required', () => {
    const { requiredNamespaces, optionalNamespaces } = proposalNamespaces([network(31337), network(31338)])
    expect(requiredNamespaces).toEqual({})
    expect(optionalNamespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(optionalNamespaces.eip155?.methods).toContain('personal_sign')
    expect(optionalNamespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
  })

  it('leaves out networks of other namespaces', () => {
    expect(proposalNamespaces([network(1, 'solana')]).optionalNamespaces).toEqual({})
  })
})

describe('reading an approved session', () => {
  it('lists the chains the wallet gave accounts on, in its order', () => {
    expect(sessionEip155Chains(session)).toEqual(['eip155:31338', 'eip155:31337'])
  })

  it('lists the addresses on one chain without repeats', () => {
    expect(addressesOn(session, 'eip155:31337')).toEqual([a, b])
    expect(addressesOn(session, 'eip155:1')).toEqual([])
  })

  it("starts on the modal's network when the wallet approved it, else on the wallet's first chain", () => {
    expect(activeChainOf(session, 'eip155:31337')).toBe('eip155:31337')
    expect(activeChainOf(session, 'eip155:1')).toBe('eip155:31338')
    expect(activeChainOf({ namespaces: {} })).toBeUndefined()
  })
})

describe('wallet events', () => {
  it('chainChanged data may be a number, a hex or decimal string, or a CAIP-2 id', () => {
    expect(chainReferenceOf(31337)).toBe(31337)
    expect(chainReferenceOf('0x7a69')).toBe(31337)
    expect(chainReferenceOf('31337')).toBe(31337)
    expect(chainReferenceOf('eip155:31337')).toBe(31337)
  })

  it('chainChanged data that is not a chain is ignored', () => {
    for (const data of ['main', null, 1.5, '0x', {}]) expect(chainReferenceOf(data)).toBeUndefined()
  })

  it('accountsChanged data may hold addresses or CAIP-10 accounts', () => {
    expect(addressesOf([a, `eip155:1:${b}`])).toEqual([a, b])
    expect(addressesOf('nope')).toEqual([])
  })
})
