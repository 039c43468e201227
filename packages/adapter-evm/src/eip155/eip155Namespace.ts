import { isEvmAddress, type NamespaceModule } from '@foyer/core/internal'
// Importing this module brings the eip155 request types (the NamespaceRequests augmentation) with it.
import type {} from './requestTypes.ts'
import { receiptCheck } from './receiptCheck.ts'

/**
 * The eip155 namespace as the client knows it (given to it by `evmAdapter()`, and by @foyer/react
 * for hosts without one). Its requests check the host's input, become the wallet RPC every EVM
 * wallet takes (EIP-1193, WalletConnect, the embedded wallet), and read the wallet's answer. The
 * checks and encoders load on the first request, so a host pays for them only when it asks for one;
 * the wallet-assets questions (EIP-5792, EIP-7811) load with the first balances asked for, the Send
 * view's with the first send, Sign-In with Ethereum's text with the first sign-in.
 */
export const eip155Namespace: NamespaceModule<'eip155'> = {
  namespace: 'eip155',
  // spec §5: 0x and 40 hex characters, one address in any case.
  address: { isValid: (text) => isEvmAddress(text.trim()), key: (address) => address.toLowerCase() },
  services: ['balance', 'names', 'onramp', 'activity'],
  texts: {
    en: { receiverPlaceholder: 'Address (0x…) or name' },
    de: { receiverPlaceholder: 'Adresse (0x…) oder Name' },
  },
  async prepare(name, params, sender) {
    const { prepareEip155Request } = await import('./prepareEip155Request.ts')
    return prepareEip155Request(name, params, sender)
  },
  inclusion: receiptCheck,
  walletAssets: async () => (await import('./walletAssets.ts')).eip155WalletAssets,
  sends: async () => (await import('../send/evmSends.ts')).eip155Sends,
  swaps: async () => (await import('../swap/evmSwaps.ts')).eip155Swaps,
  siwx: async () => (await import('../siwx/eip4361.ts')).eip4361Format,
  approvals: { personal_sign: 'message', eth_signTypedData_v4: 'typedData', eth_sendTransaction: 'transaction', eth_sendUserOperation: 'transaction', wallet_sendCalls: 'transaction' },
  // The embedded wallet's login is an EVM account: its AUTH connector is this namespace's.
  embeddedWallet: { home: true },
}
