import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { solanaNamespace } from '@foyer/adapter-solana/namespace'
import { describe, expect, it } from 'vitest'
import { createNamespaceRegistry } from '../src/namespaceRegistry.ts'

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

  it('sends on eip155 and solana; swaps on eip155 only', async () => {
    const namespacesOf = ['eip155', 'solana', 'polkadot'] as const
    expect(namespacesOf.map((namespace) => namespaces.serves(namespace, 'send'))).toEqual([true, true, false])
    expect(namespacesOf.map((namespace) => namespaces.serves(namespace, 'swap'))).toEqual([true, false, false])
    // What a namespace offers, its parts implement.
    for (const namespace of namespacesOf) {
      const parts = await namespaces.parts(namespace)
      expect(Boolean(parts?.sends), namespace).toBe(namespaces.serves(namespace, 'send'))
      expect(Boolean(parts?.swaps), namespace).toBe(namespaces.serves(namespace, 'swap'))
    }
  })

  it('a host adapter’s module wins over the one the framework brings for the same namespace', () => {
    const own = { ...solanaNamespace, services: [] }
    const withHost = createNamespaceRegistry([{ namespace: 'solana', module: own, watchConnectors: () => () => {} }], [eip155Namespace, solanaNamespace])
    expect(withHost.of('solana')).toBe(own)
    expect(withHost.all().map((module) => module.namespace)).toEqual(['solana', 'eip155'])
  })
})
