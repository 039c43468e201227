import type { Network } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from '../../src/base58.ts'
import { sessionProposal } from '../../src/connector/namespaceModules.ts'
import { loadSessionModules, pairingNamespace, sessionNamespaces } from '../../src/connector/sessionNamespaces.ts'
import { SOLANA_METHODS, solanaSession } from '../../src/connector/solanaSession.ts'

const network = (caipNetworkId: string, chainNamespace: 'eip155' | 'solana'): Network => ({
  id: caipNetworkId.split(':')[1]!,
  caipNetworkId: caipNetworkId as Network['caipNetworkId'],
  chainNamespace,
  name: caipNetworkId,
  nativeCurrency: { name: 'x', symbol: 'X', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const session = { namespaces: { solana: { accounts: [`${DEVNET}:${ADDRESS}`, `${MAINNET}:${ADDRESS}`, `${DEVNET}:not-an-address`], methods: [], events: [] } } }

describe('the solana part of a WalletConnect session', () => {
  it("proposes the host's clusters with WalletConnect's Solana RPC methods, beside eip155, all optional", async () => {
    const modules = await loadSessionModules()
    const proposal = sessionProposal(modules, [network('eip155:1', 'eip155'), network(MAINNET, 'solana'), network(DEVNET, 'solana')])
    expect(proposal.requiredNamespaces).toEqual({})
    expect(proposal.optionalNamespaces.solana).toEqual({ chains: [MAINNET, DEVNET], methods: [...SOLANA_METHODS], events: [] })
    expect(proposal.optionalNamespaces.eip155?.chains).toEqual(['eip155:1'])
    expect(sessionProposal(modules, [network('eip155:1', 'eip155')]).optionalNamespaces.solana).toBeUndefined()
  })

  it('reads the clusters and addresses the wallet approved, in its order, leaving out what is not a Solana address', () => {
    expect(solanaSession.chains(session)).toEqual([DEVNET, MAINNET])
    expect(solanaSession.addressesOn(session, DEVNET)).toEqual([ADDRESS])
    expect(solanaSession.chainIdOf(DEVNET)).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('asks solana_signMessage with the message’s UTF-8 in base58 and the account, and reads the signature from the answer', () => {
    const request = solanaSession.signMessage('Hello', ADDRESS)
    expect(request.method).toBe('solana_signMessage')
    const { message, pubkey } = request.params as { message: string; pubkey: string }
    expect(new TextDecoder().decode(decodeBase58(message))).toBe('Hello')
    expect(pubkey).toBe(ADDRESS)
    expect(solanaSession.signatureOf!({ signature: 'sig' })).toBe('sig')
    expect(() => solanaSession.signatureOf!({})).toThrow('without a signature')
    expect(solanaSession.switchChain(session, network(MAINNET, 'solana'))).toBeUndefined()
  })

  it('a connector per namespace the host has networks in, eip155 first (it pairs); eip155 alone without any', () => {
    expect(sessionNamespaces([network(DEVNET, 'solana'), network('eip155:1', 'eip155')])).toEqual(['eip155', 'solana'])
    expect(pairingNamespace([network(DEVNET, 'solana')])).toBe('solana')
    expect(sessionNamespaces([])).toEqual(['eip155'])
  })
})
