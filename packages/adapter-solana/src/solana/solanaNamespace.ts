import type { NamespaceModule } from '@foyer/core/internal'
import { SOLANA_ADDRESS_PATTERN } from './solanaAddress.ts'
// Importing this module brings the solana request types (the NamespaceRequests augmentation) with it
// (`export type {}`, which the published .d.ts keeps; it drops an empty `import type {}`).
export type {} from './requestTypes.ts'

/**
 * The solana namespace as the client knows it (given to it by `solanaAdapter()`, and by @foyer/react
 * for hosts without one): its address rules, words and offers at once; its requests, sends, sign-in
 * and the embedded wallet's Solana side with the first use (solanaParts.ts).
 */
export const solanaNamespace: NamespaceModule<'solana'> = {
  namespace: 'solana',
  // spec §5: 32 to 44 base58 characters, case-sensitive.
  address: { isValid: (text) => SOLANA_ADDRESS_PATTERN.test(text.trim()), key: (address) => address },
  services: ['balance', 'onramp', 'send'],
  // Without a Foyer server: SOL's balance from each network's node, and sends through it.
  withoutServer: ['balance', 'send'],
  feeDecimals: 9,
  // spec §5's Solana words for a missing or invalid amount or receiver.
  texts: { en: { receiverPlaceholder: 'Solana address', amountOrReceiverProblem: 'Please enter a valid amount and receiver address' } },
  // The embedded wallet's login serves Solana too: the server derives the user's Solana address beside the EVM one.
  embeddedWallet: 'companion',
  load: async () => (await import('./solanaParts.ts')).solanaParts,
}
