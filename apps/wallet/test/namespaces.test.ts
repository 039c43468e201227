import { buildApprovedNamespaces } from '@foyer/walletconnect'
import { describe, expect, it } from 'vitest'
import { requestedPermissions, supportedNamespaces, WALLET_EVENTS, WALLET_METHODS } from '../src/lib/namespaces.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const supported = supportedNamespaces([31337, 31338], ADDRESS)

describe('what the wallet supports', () => {
  it('is its one account on every devnet chain, with the methods and events it answers', () => {
    expect(supported).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [...WALLET_METHODS],
        events: [...WALLET_EVENTS],
        accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
      },
    })
  })

  it('grants a 2.21.8-style proposal (all optional) only the chains and methods it asked for', () => {
    const approved = buildApprovedNamespaces({
      proposal: {
        requiredNamespaces: {},
        optionalNamespaces: { eip155: { chains: ['eip155:31338', 'eip155:1'], methods: ['personal_sign', 'eth_sign'], events: ['chainChanged'] } },
      },
      supportedNamespaces: supported,
    })
    expect(approved.eip155?.accounts).toEqual([`eip155:31338:${ADDRESS}`])
    expect(approved.eip155?.methods).toEqual(['personal_sign'])
    expect(approved.eip155?.events).toEqual(['chainChanged'])
  })
})

describe('what a proposal asks for, as the proposal card lists it', () => {
  it('merges namespace keys and inline chain keys, required first, each once, marking what the wallet lacks', () => {
    const requested = requestedPermissions(
      {
        requiredNamespaces: { 'eip155:31337': { methods: ['personal_sign'], events: ['chainChanged'] } },
        optionalNamespaces: {
          eip155: { chains: ['eip155:1', 'eip155:31337'], methods: ['personal_sign', 'eth_sign'], events: ['accountsChanged'] },
        },
      },
      supported,
    )
    expect(requested.chains).toEqual([
      { id: 'eip155:31337', required: true, supported: true },
      { id: 'eip155:1', required: false, supported: false },
    ])
    expect(requested.methods).toEqual([
      { name: 'personal_sign', required: true, supported: true },
      { name: 'eth_sign', required: false, supported: false },
    ])
    expect(requested.events.map((e) => e.name)).toEqual(['chainChanged', 'accountsChanged'])
  })
})
