import type { NamespaceRequestModule } from '@foyer/core/internal'
// Importing this module brings the eip155 request types (the NamespaceRequests augmentation) with it.
import type {} from './requestTypes.ts'

/**
 * The eip155 namespace's requests as the client carries them (given to it by `evmAdapter()`):
 * each checks the host's input, becomes the wallet RPC every EVM wallet takes (EIP-1193,
 * WalletConnect, the embedded wallet), and reads the wallet's answer. The checks and encoders
 * load on the first request, so a host pays for them only when it asks for one; the wallet-assets
 * questions (EIP-5792, EIP-7811) load with the first balances asked for, the Send view's with the first send.
 */
export const eip155Requests: NamespaceRequestModule<'eip155'> = {
  namespace: 'eip155',
  async prepare(name, params, sender) {
    const { prepareEip155Request } = await import('./prepareEip155Request.ts')
    return prepareEip155Request(name, params, sender)
  },
  walletAssets: async () => (await import('./walletAssets.ts')).eip155WalletAssets,
  sends: async () => (await import('./evmSends.ts')).eip155Sends,
}
