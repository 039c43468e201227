import type { Network } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { sessionProposal } from '../../src/connector/namespaceModules.ts'
import { POLKADOT_EVENTS, POLKADOT_METHODS, polkadotSession } from '../../src/connector/polkadotSession.ts'
import { loadSessionModules, sessionNamespaces } from '../../src/connector/sessionNamespaces.ts'

const network = (caipNetworkId: string, chainNamespace: Network['chainNamespace']): Network => ({
  id: caipNetworkId.split(':')[1]!,
  caipNetworkId: caipNetworkId as Network['caipNetworkId'],
  chainNamespace,
  name: caipNetworkId,
  nativeCurrency: { name: 'x', symbol: 'X', decimals: 12 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const DEVNET = 'polkadot:45454545454545454545454545454545'
// //0 of the devnet mnemonic with prefix 2 (Kusama's), and Alice with the generic prefix 42.
const ACCOUNT = 'HLHi23GPLQMCbE3qwMskZyoSiHunuSesDSeGCJ2u9sVKhG2'
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const session = { namespaces: { polkadot: { accounts: [`${DEVNET}:${ACCOUNT}`, `${POLKADOT}:${ALICE}`, `${DEVNET}:not-an-address`], methods: [], events: [] } } }
const SIGNATURE = `0x${'ab'.repeat(64)}`

describe('the polkadot part of a WalletConnect session', () => {
  it("proposes the host's Polkadot networks with WalletConnect's polkadot RPC and events, beside the others, all optional", async () => {
    const modules = await loadSessionModules()
    const proposal = sessionProposal(modules, [network('eip155:1', 'eip155'), network(POLKADOT, 'polkadot'), network(DEVNET, 'polkadot')])
    expect(proposal.requiredNamespaces).toEqual({})
    expect(proposal.optionalNamespaces.polkadot).toEqual({ chains: [POLKADOT, DEVNET], methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [...POLKADOT_EVENTS] })
    expect(POLKADOT_METHODS).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
    expect(proposal.optionalNamespaces.eip155?.chains).toEqual(['eip155:1'])
    expect(sessionProposal(modules, [network('eip155:1', 'eip155')]).optionalNamespaces.polkadot).toBeUndefined()
    expect(sessionNamespaces([network(DEVNET, 'polkadot'), network('eip155:1', 'eip155')])).toEqual(['eip155', 'polkadot'])
  })

  it('reads the chains and SS58 addresses the wallet approved, in its order, leaving out what is not an address', () => {
    expect(polkadotSession.chains(session)).toEqual([DEVNET, POLKADOT])
    expect(polkadotSession.addressesOn(session, DEVNET)).toEqual([ACCOUNT])
    expect(polkadotSession.addressesOn(session, POLKADOT)).toEqual([ALICE])
    expect(polkadotSession.chainIdOf(DEVNET)).toBe('45454545454545454545454545454545')
  })

  it("reads the wallet's events: a chain by its genesis reference, bare or CAIP-2, and accounts bare or CAIP-10", () => {
    expect(polkadotSession.chainIdOfEvent(DEVNET)).toBe('45454545454545454545454545454545')
    expect(polkadotSession.chainIdOfEvent('45454545454545454545454545454545')).toBe('45454545454545454545454545454545')
    expect(polkadotSession.chainIdOfEvent('polkadot:nothex')).toBeUndefined()
    expect(polkadotSession.chainIdOfEvent(1)).toBeUndefined()
    expect(polkadotSession.addressesOfEvent([`${DEVNET}:${ACCOUNT}`, ALICE, 'nonsense', 7])).toEqual([ACCOUNT, ALICE])
    expect(polkadotSession.addressesOfEvent('nonsense')).toEqual([])
  })

  it("asks polkadot_signMessage in WalletConnect's shape { address, message } and reads a hex signature from { signature }, refusing anything else", () => {
    expect(polkadotSession.signMessage('Hello', ACCOUNT)).toEqual({ method: 'polkadot_signMessage', params: { address: ACCOUNT, message: 'Hello' } })
    expect(polkadotSession.signatureOf!({ signature: SIGNATURE })).toBe(SIGNATURE)
    expect(polkadotSession.signatureOf!({ signature: `0x01${'cd'.repeat(64)}` })).toBe(`0x01${'cd'.repeat(64)}`)
    expect(() => polkadotSession.signatureOf!({})).toThrow('without a signature in hex')
    expect(() => polkadotSession.signatureOf!(SIGNATURE)).toThrow('without a signature in hex')
    expect(() => polkadotSession.signatureOf!({ signature: '0xabcd' })).toThrow('without a signature in hex')
    expect(() => polkadotSession.signatureOf!({ signature: 'ab'.repeat(64) })).toThrow('without a signature in hex')
    expect(polkadotSession.switchChain(session, network(POLKADOT, 'polkadot'))).toBeUndefined()
  })
})
