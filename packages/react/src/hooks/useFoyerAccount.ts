import type { ChainNamespace } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/**
 * The connected account of a namespace (the active one by default). While a returning visitor's
 * account is restoring (drawn from `initialState` before the wallet confirms it), `address` is
 * there, `status` is 'connecting', `isConnected` false (requests cannot reach the wallet yet) and
 * `isRestoring` true; then 'connected', or 'disconnected' with no address if the wallet refuses.
 */
export function useFoyerAccount(options: { namespace?: ChainNamespace } = {}) {
  const { client } = useFoyerInstance()
  const account = useStore(client.ctx.chains, (state) => {
    const namespace = options.namespace ?? state.activeNamespace
    return namespace ? state.chains[namespace]?.accountState : undefined
  })
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status: account?.status ?? 'disconnected',
    isConnected: account?.status === 'connected',
    isRestoring: account?.restoring ?? false,
    /** The native balance (a decimal string); undefined until it is read. With `balanceUnavailable` set, the last known one. */
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    tokenBalance: account?.tokenBalance ?? [],
    /**
     * Why the balances are not current: 'failed' (the last read failed; `balance` and
     * `tokenBalance` are the last known, read at `balanceFetchedAt`; Foyer asks again by itself),
     * or 'unsupported' (none are served for this network). Undefined while they are current.
     */
    balanceUnavailable: account?.balanceUnavailable,
    /** When the balances were read (ms since the epoch). */
    balanceFetchedAt: account?.balanceFetchedAt,
    walletInfo: account?.connectedWalletInfo,
  }
}
