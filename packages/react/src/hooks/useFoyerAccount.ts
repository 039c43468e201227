import type { AccountState, AddressOf, ChainNamespace, ConnectionStatus, TokenBalance } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/**
 * The connected account of a namespace, as `useFoyerAccount` answers it. `N` is the namespace asked
 * for: its address is typed as that namespace's package declares it (eip155: viem's `Address`, with
 * @foyer/adapter-evm imported); the active namespace's account, which may be any, has a string.
 */
export interface FoyerAccount<N extends ChainNamespace = ChainNamespace> {
  /** The account's address; undefined while disconnected. */
  address: AddressOf<N> | undefined
  /** The account as CAIP-10: `<namespace>:<chain id>:<address>`. */
  caipAddress: `${N}:${string}:${string}` | undefined
  status: ConnectionStatus
  /** Connected and confirmed by the wallet: requests can reach it. */
  isConnected: boolean
  /** Drawn from `initialState` before the wallet confirmed it (`status` is 'connecting'). */
  isRestoring: boolean
  /** The native balance (a decimal string); undefined until it is read. With `balanceUnavailable` set, the last known one. */
  balance: string | undefined
  balanceSymbol: string | undefined
  tokenBalance: TokenBalance[]
  /**
   * Why the balances are not current: 'failed' (the last read failed; `balance` and
   * `tokenBalance` are the last known, read at `balanceFetchedAt`; Foyer asks again by itself),
   * or 'unsupported' (none are served for this network). Undefined while they are current.
   */
  balanceUnavailable: AccountState['balanceUnavailable']
  /** When the balances were read (ms since the epoch). */
  balanceFetchedAt: number | undefined
  /** The wallet the account is connected through. */
  walletInfo: AccountState['connectedWalletInfo']
  /** The account's name (ENS, the server's zone) where it has one; undefined until known, and without a Foyer server. */
  name: string | undefined
  /** Its name's avatar, as the Foyer server serves it; undefined where it has none. */
  avatar: string | undefined
}

/**
 * The connected account of a namespace (the active one by default). While a returning visitor's
 * account is restoring (drawn from `initialState` before the wallet confirms it), `address` is
 * there, `status` is 'connecting', `isConnected` false (requests cannot reach the wallet yet) and
 * `isRestoring` true; then 'connected', or 'disconnected' with no address if the wallet refuses.
 * Name the namespace for its own address type: `useFoyerAccount({ namespace: … })`.
 */
export function useFoyerAccount<N extends ChainNamespace>(options: { namespace: N }): FoyerAccount<N>
export function useFoyerAccount(options?: { namespace?: ChainNamespace }): FoyerAccount
export function useFoyerAccount(options: { namespace?: ChainNamespace } = {}): FoyerAccount {
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
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    tokenBalance: account?.tokenBalance ?? [],
    balanceUnavailable: account?.balanceUnavailable,
    balanceFetchedAt: account?.balanceFetchedAt,
    walletInfo: account?.connectedWalletInfo,
    name: account?.profileName,
    avatar: account?.profileImage,
  }
}
