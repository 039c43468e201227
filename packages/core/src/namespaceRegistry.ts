import type { ChainAdapter } from './chainAdapter.ts'
import type { NamespaceModule, NamespaceParts, NamespaceService } from './namespaceModule.ts'
import type { ChainNamespace } from './types.ts'

/**
 * The namespaces a client knows, by name: a host adapter's module first (the host chose it), then
 * the ones the framework package brings (@foyer/react: every namespace Foyer ships), so a host with
 * WalletConnect or the embedded wallet only still has each namespace's rules.
 */
export function createNamespaceRegistry(adapters: readonly ChainAdapter[], builtIn: readonly NamespaceModule[], { server }: { server: boolean } = { server: true }) {
  const listed = [...adapters.flatMap((adapter) => (adapter.module ? [adapter.module] : [])), ...builtIn]
  const modules = listed.filter((module, index) => listed.findIndex((other) => other.namespace === module.namespace) === index)
  /** The namespace's module; undefined for a namespace no package declared. */
  const of = (namespace: ChainNamespace): NamespaceModule | undefined => modules.find((module) => module.namespace === namespace)
  return {
    of,
    /** The namespace's parts (its requests, sends, swaps, sign-in…), loaded on first use; undefined for a namespace no package declared. */
    parts: async (namespace: ChainNamespace): Promise<NamespaceParts | undefined> => of(namespace)?.load(),
    /**
     * Whether Foyer offers the service or feature on the namespace: its module lists it, and
     * without a Foyer server only where its parts give it without one (`withoutServer`).
     */
    serves: (namespace: ChainNamespace, service: NamespaceService): boolean => {
      const module = of(namespace)
      return Boolean(module?.services.includes(service) && (server || module.withoutServer?.includes(service)))
    },
    /** Every known namespace's module. */
    all: (): readonly NamespaceModule[] => modules,
  }
}
export type NamespaceRegistry = ReturnType<typeof createNamespaceRegistry>
