import type { WalletConnector } from './connector.ts'
import type { NamespaceModule } from './namespaceModule.ts'
import type { ChainNamespace } from './types.ts'

/** An adapter serves one namespace: it discovers connectors and brings the namespace's module. */
export interface ChainAdapter {
  namespace: ChainNamespace
  /** The namespace's rules and requests (namespaceModule.ts); the framework package brings Foyer's own where an adapter does not. */
  module?: NamespaceModule
  /**
   * Starts discovery (browser only) and calls `onChange` with the full connector list each time
   * it changes. Returns a function that stops discovery.
   */
  watchConnectors(onChange: (connectors: WalletConnector[]) => void): () => void
}
