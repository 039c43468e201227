import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { solanaNamespace } from '@foyer/adapter-solana/namespace'
import { describe, expect, it } from 'vitest'
import { createNamespaceRegistry } from '../src/namespaceRegistry.ts'
import { DEFAULT_FEATURES } from '../src/options.ts'
import { walletFeatureRow } from '../src/walletFeatures/walletFeatures.ts'

const everything = { onramp: true, swaps: true, send: true }

describe('the Account view’s wallet feature row (spec §2: onramp, swaps, receive, send)', () => {
  it('shows every served feature in the spec’s order; Receive in every namespace, each other feature only where it is served, never a dead button', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, 'eip155', everything)).toEqual([
      { feature: 'onramp', view: 'WalletOnramp' },
      { feature: 'swaps', view: 'WalletSwap' },
      { feature: 'receive', view: 'WalletReceive' },
      { feature: 'send', view: 'WalletSend' },
    ])
    for (const namespace of ['polkadot', 'bip122'] as const) expect(walletFeatureRow(DEFAULT_FEATURES, namespace, {})).toEqual([{ feature: 'receive', view: 'WalletReceive' }])
    expect(walletFeatureRow(DEFAULT_FEATURES, 'solana', { send: false, onramp: true }).map((entry) => entry.feature)).toEqual(['onramp', 'receive'])
  })

  it('a feature the host turned off has no button', () => {
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, onramp: false, swaps: false, receive: false, send: false }, 'eip155', everything)).toEqual([])
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, onramp: false, swaps: false, receive: false }, 'eip155', everything)).toEqual([{ feature: 'send', view: 'WalletSend' }])
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, swaps: false }, 'eip155', everything).map((entry) => entry.feature)).toEqual(['onramp', 'receive', 'send'])
  })

  it('a feature not known to be served yet (the server has not answered) is absent', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, 'eip155').map((entry) => entry.feature)).toEqual(['receive'])
    expect(walletFeatureRow(DEFAULT_FEATURES, 'eip155', { send: true, swaps: false }).map((entry) => entry.feature)).toEqual(['receive', 'send'])
  })

  it('no active namespace, no row', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, undefined, everything)).toEqual([])
  })
})

describe('what each namespace’s module serves', () => {
  const namespaces = createNamespaceRegistry([], [eip155Namespace, solanaNamespace])
  it('balances on eip155 and solana; names and activity on eip155; onramp on eip155 and solana; a namespace without a module nothing', () => {
    const services = ['balance', 'names', 'activity', 'onramp'] as const
    const served = (namespace: 'eip155' | 'solana' | 'polkadot' | 'bip122') => services.filter((service) => namespaces.serves(namespace, service))
    expect(served('eip155')).toEqual(['balance', 'names', 'activity', 'onramp'])
    expect(served('solana')).toEqual(['balance', 'onramp'])
    expect(served('polkadot')).toEqual([])
    expect(served('bip122')).toEqual([])
  })

  it('sends on eip155 and solana; swaps on eip155 only', () => {
    expect(['eip155', 'solana', 'polkadot'].map((namespace) => Boolean(namespaces.of(namespace as 'eip155')?.sends))).toEqual([true, true, false])
    expect(['eip155', 'solana', 'polkadot'].map((namespace) => Boolean(namespaces.of(namespace as 'eip155')?.swaps))).toEqual([true, false, false])
  })

  it('a host adapter’s module wins over the one the framework brings for the same namespace', () => {
    const own = { ...solanaNamespace, services: [] }
    const withHost = createNamespaceRegistry([{ namespace: 'solana', module: own, watchConnectors: () => () => {} }], [eip155Namespace, solanaNamespace])
    expect(withHost.of('solana')).toBe(own)
    expect(withHost.all().map((module) => module.namespace)).toEqual(['solana', 'eip155'])
  })
})
