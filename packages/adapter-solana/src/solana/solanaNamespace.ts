import type { NamespaceModule } from '@foyer/core/internal'
import { SOLANA_ADDRESS_PATTERN } from '../solanaNetwork.ts'
// Importing this module brings the solana request types (the NamespaceRequests augmentation) with it.
import type {} from './requestTypes.ts'
import { signatureStatusCheck } from './signatureStatusCheck.ts'

/**
 * The solana namespace as the client knows it (given to it by `solanaAdapter()`, and by @foyer/react
 * for hosts without one). Its requests check the host's input and become WalletConnect's Solana RPC,
 * which every connector of the namespace takes (Wallet Standard, legacy, WalletConnect, the embedded
 * wallet). The checks load on the first request; the Send view's code (@solana/kit, the programs'
 * instructions) with the first send; Sign In With Solana's text with the first sign-in; the embedded
 * wallet's Solana side for hosts with Solana networks.
 */
export const solanaNamespace: NamespaceModule<'solana'> = {
  namespace: 'solana',
  // spec §5: 32 to 44 base58 characters, case-sensitive.
  address: { isValid: (text) => SOLANA_ADDRESS_PATTERN.test(text.trim()), key: (address) => address },
  services: ['balance', 'onramp'],
  feeDecimals: 9,
  texts: {
    // spec §5's Solana words for a missing or invalid amount or receiver.
    en: { receiverPlaceholder: 'Solana address', amountOrReceiverProblem: 'Please enter a valid amount and receiver address' },
    de: { receiverPlaceholder: 'Solana-Adresse', amountOrReceiverProblem: 'Bitte gib einen gültigen Betrag und eine gültige Empfängeradresse ein' },
  },
  async prepare(name, params, sender) {
    const { prepareSolanaRequest } = await import('./prepareSolanaRequest.ts')
    return prepareSolanaRequest(name, params, sender)
  },
  inclusion: signatureStatusCheck,
  sends: async () => (await import('../send/solanaSends.ts')).solanaSends,
  siwx: async () => (await import('../signIn/siwsFormat.ts')).siwsFormat,
  approvals: { solana_signMessage: 'message', solana_signTransaction: 'transaction', solana_signAllTransactions: 'transaction', solana_signAndSendTransaction: 'transaction' },
  // The embedded wallet's login serves Solana too: the server derives the user's Solana address beside the EVM one.
  embeddedWallet: { companion: async () => (await import('../embedded/embeddedSolanaConnector.ts')).embeddedSolanaConnector },
}
