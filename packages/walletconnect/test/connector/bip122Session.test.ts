import type { Network } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { BIP122_EVENTS, BIP122_METHODS, bip122Session } from '../../src/connector/bip122Session.ts'
import { sessionProposal } from '../../src/connector/namespaceModules.ts'
import { loadSessionModules, sessionNamespaces } from '../../src/connector/sessionNamespaces.ts'

const network = (caipNetworkId: string, chainNamespace: 'eip155' | 'solana' | 'bip122'): Network => ({
  id: caipNetworkId.split(':')[1]!,
  caipNetworkId: caipNetworkId as Network['caipNetworkId'],
  chainNamespace,
  name: caipNetworkId,
  nativeCurrency: { name: 'x', symbol: 'X', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const PAYMENT = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ORDINALS = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqp3mvzv'
const session = { namespaces: { bip122: { accounts: [`${REGTEST}:${PAYMENT}`, `${MAINNET}:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4`, `${REGTEST}:not-an-address`], methods: [], events: [] } } }

describe('the bip122 part of a WalletConnect session', () => {
  it("proposes the host's Bitcoin networks with WalletConnect's bip122 RPC and its addresses event, beside the others, all optional", async () => {
    const modules = await loadSessionModules()
    const proposal = sessionProposal(modules, [network('eip155:1', 'eip155'), network(MAINNET, 'bip122'), network(REGTEST, 'bip122')])
    expect(proposal.requiredNamespaces).toEqual({})
    expect(proposal.optionalNamespaces.bip122).toEqual({ chains: [MAINNET, REGTEST], methods: [...BIP122_METHODS], events: [...BIP122_EVENTS] })
    expect(proposal.optionalNamespaces.eip155?.chains).toEqual(['eip155:1'])
    expect(sessionProposal(modules, [network('eip155:1', 'eip155')]).optionalNamespaces.bip122).toBeUndefined()
    expect(sessionNamespaces([network(REGTEST, 'bip122'), network('eip155:1', 'eip155')])).toEqual(['eip155', 'bip122'])
  })

  it('reads the networks and addresses the wallet approved, in its order, leaving out what is not a Bitcoin address', () => {
    expect(bip122Session.chains(session)).toEqual([REGTEST, MAINNET])
    expect(bip122Session.addressesOn(session, REGTEST)).toEqual([PAYMENT])
    expect(bip122Session.chainIdOf(REGTEST)).toBe('0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('bip122_addressesChanged: the payment addresses are the account’s, the ordinals one is not', () => {
    expect(
      bip122Session.addressesOfEvent([
        { address: ORDINALS, intention: 'ordinal' },
        { address: PAYMENT, intention: 'payment', publicKey: '02ab' },
      ]),
    ).toEqual([PAYMENT])
    expect(bip122Session.addressesOfEvent([{ address: PAYMENT }])).toEqual([PAYMENT])
    expect(bip122Session.addressesOfEvent('nonsense')).toEqual([])
    expect(bip122Session.chainIdOfEvent(REGTEST)).toBeUndefined()
  })

  it('asks signMessage in BIP-322 for the account, and reads the signature from the answer', () => {
    expect(bip122Session.signMessage('Hello', PAYMENT)).toEqual({ method: 'signMessage', params: { account: PAYMENT, address: PAYMENT, message: 'Hello', protocol: 'bip322' } })
    expect(bip122Session.signatureOf!({ address: PAYMENT, signature: 'c2ln' })).toBe('c2ln')
    expect(() => bip122Session.signatureOf!({})).toThrow('without a signature')
    expect(bip122Session.switchChain(session, network(MAINNET, 'bip122'))).toBeUndefined()
  })
})
