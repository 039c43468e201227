import { isEvmAddress, type NamespaceModule } from '@foyer/core/internal'
// Importing this module brings the eip155 request types (the NamespaceRequests augmentation) with it
// (`export type {}`, which the published .d.ts keeps; it drops an empty `import type {}`).
export type {} from './requestTypes.ts'

/**
 * The eip155 namespace as the client knows it (given to it by `evmAdapter()`, and by @foyer/react
 * for hosts without one): its address rules, words and offers at once; its requests, sends, swaps,
 * sign-in and wallet-assets questions with the first use (eip155Parts.ts).
 */
export const eip155Namespace: NamespaceModule<'eip155'> = {
  namespace: 'eip155',
  // spec §5: 0x and 40 hex characters, one address in any case.
  address: { isValid: (text) => isEvmAddress(text.trim()), key: (address) => address.toLowerCase() },
  services: ['balance', 'names', 'onramp', 'activity', 'send', 'swap'],
  // Without a Foyer server: the native balance from each network's node, and sends through it.
  withoutServer: ['balance', 'send'],
  texts: { en: { receiverPlaceholder: 'Address (0x…) or name' } },
  // The embedded wallet's login is an EVM account: its AUTH connector is this namespace's.
  embeddedWallet: 'home',
  load: async () => (await import('./eip155Parts.ts')).eip155Parts,
}
