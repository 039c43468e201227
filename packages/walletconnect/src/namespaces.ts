/**
 * Namespace rules of the Sign protocol (design note §4.4): validating what a dapp asks for and what
 * a wallet grants, checking a grant against the required namespaces, building a wallet's grant from
 * what it supports, and answering "may this request / event go to this chain?". Error messages and
 * their precedence follow 2.21.8 so both sides report the same thing.
 */
import { internalError, sdkError, WalletConnectError, type ProtocolError } from './errors.ts'
import type { ProposalNamespace, ProposalNamespaces, ProposalParams, SessionNamespace, SessionNamespaces } from './types.ts'

type Supported = Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }>

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0
}

/** `namespace:reference` (CAIP-2), both parts present. */
function isChainId(value: unknown): value is string {
  if (!isNonEmptyString(value)) return false
  const parts = value.split(':')
  return parts.length === 2 && parts.every((part) => part.length > 0)
}

/** `namespace:reference:address` (CAIP-10), all parts present. */
function isAccountId(value: unknown): value is string {
  if (!isNonEmptyString(value)) return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part.length > 0)
}

/** An array of non-empty strings; an empty array means "none". */
function isListOfNames(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isNonEmptyString)
}

/** The namespace part of a key: `eip155` for both `eip155` and `eip155:1`. */
function namespaceOfKey(key: string): string {
  return key.includes(':') ? (key.split(':')[0] as string) : key
}

/** Every item of `wanted` is in `available`. */
function includesAll(wanted: readonly string[], available: readonly string[]): boolean {
  return wanted.every((item) => available.includes(item))
}

function union(a: readonly string[] = [], b: readonly string[] = []): string[] {
  return [...new Set([...a, ...b])]
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)]
}

function validateMethodsAndEvents(namespaces: Record<string, unknown>, context: string): ProtocolError | null {
  for (const namespace of Object.values(namespaces)) {
    const entry = isPlainObject(namespace) ? namespace : {}
    if (!isListOfNames(entry.methods)) {
      return sdkError('UNSUPPORTED_METHODS', `${context}, namespace, methods should be an array of strings or empty array for no methods`)
    }
    if (!isListOfNames(entry.events)) {
      return sdkError('UNSUPPORTED_EVENTS', `${context}, namespace, events should be an array of strings or empty array for no events`)
    }
  }
  return null
}

/**
 * Checks required or optional namespaces of a proposal. Absent or `{}` is valid (2.21.8 dapps
 * always send `requiredNamespaces: {}`). Chains come either from `chains` (each `ns:ref`) or from
 * an inline `ns:ref` key. A chain error wins over a methods/events error, as in 2.21.8.
 */
export function validateProposalNamespaces(namespaces: unknown, type: 'requiredNamespaces' | 'optionalNamespaces', context: string): ProtocolError | null {
  if (namespaces === undefined) return null
  if (isPlainObject(namespaces) && Object.keys(namespaces).length === 0) return null
  if (!isPlainObject(namespaces)) {
    return internalError('MISSING_OR_INVALID', `${context}, ${type} should be an object with data`)
  }
  let error = validateMethodsAndEvents(namespaces, context)
  for (const [key, namespace] of Object.entries(namespaces)) {
    const chains = key.includes(':') ? [key] : isPlainObject(namespace) ? namespace.chains : undefined
    if (Array.isArray(chains) && chains.length > 0) {
      const bad = chains.find((chain) => !isChainId(chain))
      if (bad !== undefined) {
        error = sdkError('UNSUPPORTED_CHAINS', `${context} ${type}, chain ${String(bad)} should be a string and conform to "namespace:chainId" format`)
        break
      }
    } else if (!isChainId(key)) {
      error = sdkError(
        'UNSUPPORTED_CHAINS',
        `${context} ${type}, chains must be defined as "namespace:chainId" e.g. "eip155:1": {...} in the namespace key OR as an array of CAIP-2 chainIds e.g. eip155: { chains: ["eip155:1", "eip155:5"] }`,
      )
      break
    }
  }
  return error
}

/**
 * Checks the namespaces a wallet grants (approve, settle, update): a non-empty object whose every
 * namespace has methods, events and `ns:ref:address` accounts. An accounts error wins over a
 * methods/events error, as in 2.21.8.
 */
export function validateSessionNamespaces(namespaces: unknown, context: string): ProtocolError | null {
  if (!isPlainObject(namespaces) || Object.keys(namespaces).length === 0) {
    return internalError('MISSING_OR_INVALID', `${context}, namespaces should be an object with data`)
  }
  let error = validateMethodsAndEvents(namespaces, context)
  for (const namespace of Object.values(namespaces)) {
    const accounts = isPlainObject(namespace) ? namespace.accounts : undefined
    if (!Array.isArray(accounts)) {
      error = sdkError('UNSUPPORTED_ACCOUNTS', `${context} namespace, accounts should be an array of strings conforming to "namespace:chainId:address" format`)
      break
    }
    const bad = accounts.find((account) => !isAccountId(account))
    if (bad !== undefined) {
      error = sdkError('UNSUPPORTED_ACCOUNTS', `${context} namespace, account ${String(bad)} should be a string and conform to "namespace:chainId:address" format`)
      break
    }
  }
  return error
}

/** The distinct `ns:ref` chains of CAIP-10 accounts, in first-seen order. */
export function chainsOfAccounts(accounts: string[]): string[] {
  return unique(
    accounts.map((account) => {
      const [namespace, reference] = account.split(':')
      return `${namespace}:${reference}`
    }),
  )
}

/** The chains a session covers: those of its accounts (a namespace's `chains` is informational). */
export function sessionChains(namespaces: SessionNamespaces): string[] {
  return unique(Object.values(namespaces).flatMap((namespace) => chainsOfAccounts(namespace.accounts)))
}

/** Required namespaces keyed by chain: inline keys as they are, namespace keys expanded by `chains`. */
function requiredByChain(required: ProposalNamespaces): Record<string, ProposalNamespace> {
  const byChain: Record<string, ProposalNamespace> = {}
  for (const [key, namespace] of Object.entries(required)) {
    if (key.includes(':')) byChain[key] = namespace
    else for (const chain of namespace.chains ?? []) byChain[chain] = { methods: namespace.methods, events: namespace.events }
  }
  return byChain
}

/** Granted namespaces keyed by chain: inline keys as they are, namespace keys expanded by accounts. */
function grantedByChain(granted: SessionNamespaces): Record<string, SessionNamespace> {
  const byChain: Record<string, SessionNamespace> = {}
  for (const [key, namespace] of Object.entries(granted)) {
    if (key.includes(':')) {
      byChain[key] = namespace
      continue
    }
    for (const chain of chainsOfAccounts(namespace.accounts)) {
      byChain[chain] = {
        accounts: namespace.accounts.filter((account) => account.startsWith(`${chain}:`)),
        methods: namespace.methods,
        events: namespace.events,
      }
    }
  }
  return byChain
}

/**
 * Whether `approved` grants everything `required` asks for (code 9 otherwise). Checked in 2.21.8's
 * order: namespaces, chains (a chain failure replaces a namespace failure), inline keys have
 * accounts on their chain, then methods and events per required chain, stopping at the first.
 */
export function isConformingNamespaces(required: ProposalNamespaces, approved: SessionNamespaces, context: string): ProtocolError | null {
  let error: ProtocolError | null = null
  const requiredChains = requiredByChain(required)
  const grantedChains = grantedByChain(approved)
  const requiredChainIds = Object.keys(requiredChains)
  const grantedChainIds = Object.keys(grantedChains)

  const grantedNamespaces = unique(Object.keys(approved).map(namespaceOfKey))
  const missingNamespaces = unique(Object.keys(required).map(namespaceOfKey)).filter((namespace) => !grantedNamespaces.includes(namespace))
  if (missingNamespaces.length > 0) {
    error = internalError(
      'NON_CONFORMING_NAMESPACES',
      `${context} namespaces keys don't satisfy requiredNamespaces.\n      Required: ${missingNamespaces.join(',')}\n      Received: ${Object.keys(approved).join(',')}`,
    )
  }
  if (!includesAll(requiredChainIds, grantedChainIds)) {
    error = internalError(
      'NON_CONFORMING_NAMESPACES',
      `${context} namespaces chains don't satisfy required namespaces.\n      Required: ${requiredChainIds.join(',')}\n      Approved: ${grantedChainIds.join(',')}`,
    )
  }
  if (error) return error

  for (const [key, namespace] of Object.entries(approved)) {
    if (!key.includes(':')) continue
    const chains = chainsOfAccounts(namespace.accounts)
    if (!chains.includes(key)) {
      return internalError('NON_CONFORMING_NAMESPACES', `${context} namespaces accounts don't satisfy namespace accounts for ${key}\n        Required: ${key}\n        Approved: ${chains.join(',')}`)
    }
  }

  for (const chain of requiredChainIds) {
    const wanted = requiredChains[chain] as ProposalNamespace
    const granted = grantedChains[chain] as SessionNamespace
    if (!includesAll(wanted.methods ?? [], granted.methods)) {
      return internalError('NON_CONFORMING_NAMESPACES', `${context} namespaces methods don't satisfy namespace methods for ${chain}`)
    }
    if (!includesAll(wanted.events ?? [], granted.events)) {
      return internalError('NON_CONFORMING_NAMESPACES', `${context} namespaces events don't satisfy namespace events for ${chain}`)
    }
  }
  return null
}

/** Inline `ns:ref` keys folded into their namespace's `chains`; methods, events and chains unioned. */
function normaliseNamespaces(namespaces: ProposalNamespaces | undefined): Record<string, Required<ProposalNamespace>> {
  const normalised: Record<string, Required<ProposalNamespace>> = {}
  if (!isPlainObject(namespaces)) return normalised
  for (const [key, namespace] of Object.entries(namespaces)) {
    const name = namespaceOfKey(key)
    const previous = normalised[name]
    normalised[name] = {
      chains: union(key.includes(':') ? [key] : namespace.chains, previous?.chains),
      methods: union(namespace.methods, previous?.methods),
      events: union(namespace.events, previous?.events),
    }
  }
  return normalised
}

/**
 * One view of everything a dapp asked for: both sets normalised to `{ns: {chains, methods, events}}`
 * and unioned (required first). Wallets show and answer this, since 2.21.8 dapps put all in optional.
 */
export function mergeRequiredAndOptionalNamespaces(required: ProposalNamespaces, optional: ProposalNamespaces): ProposalNamespaces {
  const normalisedRequired = normaliseNamespaces(required)
  const normalisedOptional = normaliseNamespaces(optional)
  const merged: ProposalNamespaces = {}
  for (const name of union(Object.keys(normalisedRequired), Object.keys(normalisedOptional))) {
    merged[name] = {
      chains: union(normalisedRequired[name]?.chains, normalisedOptional[name]?.chains),
      methods: union(normalisedRequired[name]?.methods, normalisedOptional[name]?.methods),
      events: union(normalisedRequired[name]?.events, normalisedOptional[name]?.events),
    }
  }
  return merged
}

function accountsOnChains(accounts: readonly string[], chains: readonly string[]): string[] {
  return chains.flatMap((chain) => accounts.filter((account) => account.startsWith(`${chain}:`)))
}

/**
 * A wallet's grant for a proposal: for every requested namespace (required, then optional) the
 * chains, methods and events it both asks for and the wallet supports, with the wallet's accounts on
 * those chains; namespaces left without chains or accounts are dropped. When the proposal asks for
 * nothing, everything supported is granted. Throws a {@link WalletConnectError} (code 9) when the
 * wallet cannot satisfy the required namespaces, and an Error when a supported chain has no account.
 */
export function buildApprovedNamespaces(p: { proposal: Pick<ProposalParams, 'requiredNamespaces' | 'optionalNamespaces'>; supportedNamespaces: Supported }): SessionNamespaces {
  const required = p.proposal.requiredNamespaces ?? {}
  const optional = p.proposal.optionalNamespaces ?? {}
  const supported = p.supportedNamespaces

  const everything: SessionNamespaces = {}
  for (const [name, namespace] of Object.entries(supported)) {
    for (const chain of namespace.chains) {
      if (!namespace.accounts.some((account) => account.startsWith(`${chain}:`))) {
        throw new Error(`No accounts provided for chain ${chain} in namespace ${name}`)
      }
    }
    everything[name] = {
      chains: [...namespace.chains],
      methods: [...namespace.methods],
      events: [...namespace.events],
      accounts: [...namespace.accounts],
    }
  }
  const conformance = isConformingNamespaces(required, everything, 'approve()')
  if (conformance) throw WalletConnectError.from(conformance)
  if (Object.keys(required).length === 0 && Object.keys(optional).length === 0) return everything

  const approved: SessionNamespaces = {}
  const grant = (requested: Record<string, Required<ProposalNamespace>>): void => {
    for (const [name, wanted] of Object.entries(requested)) {
      const offer = supported[name]
      if (!offer) continue
      const chains = offer.chains.filter((chain) => wanted.chains.includes(chain))
      const previous = approved[name]
      approved[name] = {
        chains: union(previous?.chains, chains),
        methods: union(
          previous?.methods,
          offer.methods.filter((method) => wanted.methods.includes(method)),
        ),
        events: union(
          previous?.events,
          offer.events.filter((event) => wanted.events.includes(event)),
        ),
        accounts: union(previous?.accounts, accountsOnChains(offer.accounts, chains)),
      }
    }
  }
  grant(normaliseNamespaces(required))
  grant(normaliseNamespaces(optional))

  for (const [name, namespace] of Object.entries(approved)) {
    if (namespace.accounts.length === 0 || namespace.chains?.length === 0) delete approved[name]
  }
  return approved
}

/** Whether `method` may be requested on `chainId`: a namespace with accounts on it lists the method. */
export function isRequestAllowed(namespaces: SessionNamespaces, chainId: string, method: string): boolean {
  if (!isChainId(chainId) || !isNonEmptyString(method)) return false
  return Object.values(namespaces).some((namespace) => chainsOfAccounts(namespace.accounts).includes(chainId) && namespace.methods.includes(method))
}

/** Whether event `name` may be emitted on `chainId`: a namespace with accounts on it lists the event. */
export function isEventAllowed(namespaces: SessionNamespaces, chainId: string, name: string): boolean {
  if (!isChainId(chainId) || !isNonEmptyString(name)) return false
  return Object.values(namespaces).some((namespace) => chainsOfAccounts(namespace.accounts).includes(chainId) && namespace.events.includes(name))
}
