import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { solanaNamespace } from '@foyer/adapter-solana/namespace'
import type { NamespaceModule } from '@foyer/core/internal'

/**
 * Every namespace Foyer ships, for hosts whose adapters do not bring it (WalletConnect and the
 * embedded wallet serve them without one). A namespace is its adapter package plus one line here;
 * each module is a few rules and texts, the rest of it loads when a visitor uses it.
 */
export const FOYER_NAMESPACES: readonly NamespaceModule[] = [eip155Namespace, solanaNamespace]
