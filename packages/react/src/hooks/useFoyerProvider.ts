import { walletProvider, type ChainNamespace, type WalletProvider } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/**
 * The connected wallet of a namespace (the active one by default) as an EIP-1193-shaped provider,
 * whichever way the visitor connected (injected, WalletConnect, embedded wallet): hand it to viem's
 * `custom()` transport or ethers' `BrowserProvider`. Undefined while nothing is connected there.
 */
export function useFoyerProvider(options: { namespace?: ChainNamespace } = {}): { walletProvider: WalletProvider | undefined; namespace: ChainNamespace | undefined } {
  const { client } = useFoyerInstance()
  const namespace = useStore(client.ctx.chains, (state) => options.namespace ?? state.activeNamespace)
  // Re-rendered as the connection comes and goes, or moves to another wallet or account.
  const connection = useStore(client.ctx.chains, (state) => {
    const account = namespace ? state.chains[namespace]?.accountState : undefined
    return account?.status === 'connected' ? `${account.caipAddress ?? ''} ${account.connectedWalletInfo?.name ?? ''}` : undefined
  })
  return { walletProvider: connection === undefined ? undefined : walletProvider(client, namespace), namespace }
}
