import type { NamespaceModule } from '@foyer/core/internal'
// Importing this module brings the polkadot request types (the NamespaceRequests augmentation) with it
// (`export type {}`, which the published .d.ts keeps; it drops an empty `import type {}`).
export type {} from './requestTypes.ts'
import { decodeSs58, ss58Key } from './ss58.ts'

/**
 * The polkadot namespace (Polkadot SDK chains: the relay chains and their parachains) as the client
 * knows it, given to it by `polkadotAdapter()` and by @foyer/react's list: its address rules and
 * words at once; its requests' checks with the first request (polkadotParts.ts). Networks are CAIP-2
 * `polkadot:<first 32 hex characters of the genesis hash>` (polkadotNetwork()); an account's address
 * is written with its network's SS58 prefix (the connector rewrites the extension's), so Account,
 * Receive and the sign-in show the one the network uses. Foyer's server reads its balances (the
 * transferable native token, exact in planck, from System.Account); the module sends the native
 * token through the network's node (Foyer's server's RPC proxy). Activity comes later. The embedded
 * wallet serves it as a companion of its login (embeddedPolkadotConnector.ts).
 */
export const polkadotNamespace: NamespaceModule<'polkadot'> = {
  namespace: 'polkadot',
  // SS58 with its checksum, any network's prefix: an extension's accounts are written in the generic one (42).
  address: {
    isValid: (text) => decodeSs58(text.trim()) !== undefined,
    // One account whatever prefix writes it.
    key: ss58Key,
  },
  services: ['balance', 'send'],
  // Subscan's account pages (https://polkadot.subscan.io/account/1…), the explorer Polkadot SDK chains name.
  explorerAccountPath: 'account',
  // A fee to the planck (ROC and KSM have 12 decimals, DOT 10): the review shows what the sender pays, not six decimals of it.
  feeDecimals: 12,
  // The embedded wallet's login serves Polkadot too: the server derives the user's sr25519 account beside the others.
  embeddedWallet: 'companion',
  texts: { en: { receiverPlaceholder: 'Polkadot address (1…, 5…)' } },
  load: async () => (await import('./polkadotParts.ts')).polkadotParts,
}
