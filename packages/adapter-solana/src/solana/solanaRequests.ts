import type { NamespaceRequestModule } from '@foyer/core/internal'
// Importing this module brings the solana request types (the NamespaceRequests augmentation) with it.
import type {} from './requestTypes.ts'

/**
 * The solana namespace's requests as the client carries them (given to it by `solanaAdapter()`):
 * each checks the host's input and becomes WalletConnect's Solana RPC, which every connector of
 * the namespace takes (Wallet Standard, legacy, WalletConnect, the embedded wallet). The checks load
 * on the first request; the Send view's code (@solana/kit, the programs' instructions) with the first send.
 */
export const solanaRequests: NamespaceRequestModule<'solana'> = {
  namespace: 'solana',
  async prepare(name, params, sender) {
    const { prepareSolanaRequest } = await import('./prepareSolanaRequest.ts')
    return prepareSolanaRequest(name, params, sender)
  },
  sends: async () => (await import('../send/solanaSends.ts')).solanaSends,
}
