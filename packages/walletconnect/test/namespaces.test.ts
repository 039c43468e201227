import { describe, expect, it } from 'vitest'
import { WalletConnectError } from '../src/errors.ts'
import {
  buildApprovedNamespaces,
  chainsOfAccounts,
  isConformingNamespaces,
  isEventAllowed,
  isRequestAllowed,
  mergeRequiredAndOptionalNamespaces,
  sessionChains,
  validateProposalNamespaces,
  validateSessionNamespaces,
} from '../src/namespaces.ts'
import type { SessionNamespaces } from '../src/types.ts'
import { vectors } from './primitives/vectors.ts'

const { buildApprovedNamespaces: build, mergeRequiredAndOptional: merge, isConformingNamespaces: conforming, validity } = vectors.namespaces
const ACCOUNT = 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const OTHER = 'eip155:10:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const granted: SessionNamespaces = {
  eip155: { accounts: [ACCOUNT], methods: ['personal_sign'], events: ['chainChanged'] },
}

describe('validating session namespaces', () => {
  it('refuses an empty object with code 5', () => {
    expect(validateSessionNamespaces({}, 'approve()')).toEqual(validity.emptyObject)
  })

  it('refuses an account without an address with code 5103', () => {
    expect(validateSessionNamespaces({ eip155: { accounts: ['eip155:1'], methods: [], events: [] } }, 'approve()')).toEqual(validity.badAccount)
  })

  it('refuses methods that are not an array of strings with code 5101', () => {
    expect(validateSessionNamespaces({ eip155: { accounts: [ACCOUNT], methods: 'personal_sign', events: [] } }, 'approve()')).toEqual(validity.badMethods)
  })

  it('refuses events that are not an array of strings with code 5102', () => {
    expect(validateSessionNamespaces({ eip155: { accounts: [ACCOUNT], methods: [], events: [''] } }, 'approve()')).toEqual(validity.badEvents)
  })

  it('accepts valid namespaces', () => {
    expect(validateSessionNamespaces(granted, 'approve()')).toBe(validity.ok)
  })

  it('reports a bad account over bad methods, as 2.21.8 does', () => {
    expect(validateSessionNamespaces({ eip155: { accounts: ['eip155:1'], methods: [1], events: [] } }, 'approve()')?.code).toBe(5103)
  })

  it('refuses accounts that are not an array, and non-objects', () => {
    expect(validateSessionNamespaces({ eip155: { methods: [], events: [] } }, 'update()')?.message).toBe(
      'Unsupported accounts. update() namespace, accounts should be an array of strings conforming to "namespace:chainId:address" format',
    )
    expect(validateSessionNamespaces(null, 'settle()')?.code).toBe(5)
    expect(validateSessionNamespaces([granted], 'settle()')?.code).toBe(5)
  })
})

describe('validating proposal namespaces', () => {
  it('refuses a chain that is not namespace:chainId with code 5100', () => {
    expect(validateProposalNamespaces({ eip155: { chains: [1], methods: [], events: [] } }, 'optionalNamespaces', 'connect()')).toEqual(validity.requiredBadChain)
  })

  it('refuses a namespace key without chains with code 5100', () => {
    expect(validateProposalNamespaces({ eip155: { methods: ['personal_sign'], events: [] } }, 'optionalNamespaces', 'connect()')).toEqual(validity.requiredNoChains)
  })

  it('accepts an inline chain key without chains', () => {
    expect(validateProposalNamespaces({ 'eip155:1': { methods: ['personal_sign'], events: [] } }, 'requiredNamespaces', 'connect()')).toBe(validity.requiredInlineKeyOk)
  })

  it('accepts absent or empty namespaces, which 2.21.8 dapps send as required', () => {
    expect(validateProposalNamespaces(undefined, 'requiredNamespaces', 'connect()')).toBeNull()
    expect(validateProposalNamespaces({}, 'requiredNamespaces', 'connect()')).toBeNull()
  })

  it('refuses a non-object with code 5 naming the field', () => {
    expect(validateProposalNamespaces(['eip155'], 'requiredNamespaces', 'connect()')).toEqual({
      code: 5,
      message: 'Missing or invalid. connect(), requiredNamespaces should be an object with data',
    })
  })

  it('refuses bad methods with code 5101 and reports a bad chain over them', () => {
    expect(validateProposalNamespaces({ 'eip155:1': { methods: [2], events: [] } }, 'optionalNamespaces', 'connect()')?.code).toBe(5101)
    expect(validateProposalNamespaces({ eip155: { methods: [2], events: [] } }, 'optionalNamespaces', 'connect()')?.code).toBe(5100)
  })

  it('accepts the proposal namespaces of the vectors', () => {
    expect(validateProposalNamespaces(build.proposal.optionalNamespaces, 'optionalNamespaces', 'connect()')).toBeNull()
  })
})

describe('conformance to required namespaces', () => {
  for (const [name, { namespaces, error }] of Object.entries(conforming.cases)) {
    it(`answers the 2.21.8 result for the "${name}" case`, () => {
      expect(isConformingNamespaces(conforming.requiredNamespaces, namespaces, 'approve()')).toEqual(error)
    })
  }

  it('reports the chains failure over the missing-namespace failure, as 2.21.8 does', () => {
    const error = isConformingNamespaces({ 'eip155:1': { methods: [], events: [] } }, { solana: { accounts: ['solana:x:y'], methods: [], events: [] } }, 'approve()')
    expect(error?.code).toBe(9)
    expect(error?.message).toContain("chains don't satisfy")
  })

  it('refuses an inline approved key without an account on its chain', () => {
    const error = isConformingNamespaces({}, { 'eip155:1': { accounts: [OTHER], methods: [], events: [] } }, 'update()')
    expect(error).toEqual({
      code: 9,
      message: "Non conforming namespaces. update() namespaces accounts don't satisfy namespace accounts for eip155:1\n        Required: eip155:1\n        Approved: eip155:10",
    })
  })

  it('accepts anything when nothing is required', () => {
    expect(isConformingNamespaces({}, granted, 'approve()')).toBeNull()
  })
})

describe('merging required and optional namespaces', () => {
  it('folds inline keys into their namespace and unions chains, methods and events', () => {
    expect(mergeRequiredAndOptionalNamespaces(merge.required, merge.optional)).toEqual(merge.result)
  })

  it('keeps namespaces that only one side has', () => {
    expect(mergeRequiredAndOptionalNamespaces({}, { 'solana:a': { methods: ['m'], events: [] } })).toEqual({
      solana: { chains: ['solana:a'], methods: ['m'], events: [] },
    })
  })
})

describe('building approved namespaces', () => {
  it('grants the intersection of what is asked and supported, as in the vector', () => {
    expect(buildApprovedNamespaces({ proposal: build.proposal, supportedNamespaces: build.supportedNamespaces })).toEqual(build.result)
  })

  it('grants everything supported when the proposal asks for nothing', () => {
    const approved = buildApprovedNamespaces({ proposal: { requiredNamespaces: {}, optionalNamespaces: {} }, supportedNamespaces: build.supportedNamespaces })
    expect(approved).toEqual(build.supportedNamespaces)
  })

  it('drops a requested namespace left without chains', () => {
    const approved = buildApprovedNamespaces({
      proposal: { requiredNamespaces: {}, optionalNamespaces: { 'eip155:137': { methods: ['personal_sign'], events: [] } } },
      supportedNamespaces: build.supportedNamespaces,
    })
    expect(approved).toEqual({})
  })

  it('combines required and inline optional chains in one namespace', () => {
    const approved = buildApprovedNamespaces({
      proposal: {
        requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
        optionalNamespaces: { 'eip155:10': { methods: ['eth_sendTransaction'], events: ['chainChanged'] } },
      },
      supportedNamespaces: build.supportedNamespaces,
    })
    expect(approved).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged'],
        accounts: [ACCOUNT, OTHER],
      },
    })
  })

  it('throws code 9 when the wallet cannot satisfy a required chain', () => {
    const attempt = () =>
      buildApprovedNamespaces({
        proposal: { requiredNamespaces: { eip155: { chains: ['eip155:137'], methods: [], events: [] } }, optionalNamespaces: {} },
        supportedNamespaces: build.supportedNamespaces,
      })
    expect(attempt).toThrow(WalletConnectError)
    expect(attempt).toThrow("namespaces chains don't satisfy required namespaces")
  })

  it('throws when a supported chain has no account, not fooled by eip155:10 accounts for eip155:1', () => {
    expect(() =>
      buildApprovedNamespaces({
        proposal: { requiredNamespaces: {}, optionalNamespaces: {} },
        supportedNamespaces: { eip155: { chains: ['eip155:1', 'eip155:10'], methods: [], events: [], accounts: [OTHER] } },
      }),
    ).toThrow('No accounts provided for chain eip155:1 in namespace eip155')
  })
})

describe('chains, requests and events of a session', () => {
  const session: SessionNamespaces = {
    eip155: { chains: ['eip155:1'], accounts: [ACCOUNT, OTHER, 'eip155:1:0x0000000000000000000000000000000000000001'], methods: ['personal_sign'], events: ['chainChanged'] },
    solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc'], methods: ['solana_signMessage'], events: [] },
  }

  it('takes the chains from the accounts, once each', () => {
    expect(chainsOfAccounts([ACCOUNT, OTHER, ACCOUNT])).toEqual(['eip155:1', 'eip155:10'])
    expect(sessionChains(session)).toEqual(['eip155:1', 'eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })

  it('allows a granted method on a chain with an account', () => {
    expect(isRequestAllowed(session, 'eip155:10', 'personal_sign')).toBe(true)
    expect(isRequestAllowed(session, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage')).toBe(true)
  })

  it('refuses a method of another namespace, a chain without an account, and a malformed chain', () => {
    expect(isRequestAllowed(session, 'eip155:1', 'solana_signMessage')).toBe(false)
    expect(isRequestAllowed(session, 'eip155:137', 'personal_sign')).toBe(false)
    expect(isRequestAllowed(session, 'eip155', 'personal_sign')).toBe(false)
  })

  it('allows only granted events on chains with accounts', () => {
    expect(isEventAllowed(session, 'eip155:1', 'chainChanged')).toBe(true)
    expect(isEventAllowed(session, 'eip155:1', 'accountsChanged')).toBe(false)
    expect(isEventAllowed(session, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'chainChanged')).toBe(false)
  })
})
