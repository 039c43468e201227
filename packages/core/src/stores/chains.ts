import type { ConnectionStatus } from './connectionStatus.ts'
import { createStore } from '../store.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network, TokenBalance } from '../types.ts'

export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'
export type BalanceUnavailable = 'failed' | 'unsupported'

/** Account object of spec §3. */
export interface AccountEntry {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** The wallet a namespace is connected through, as the Account view shows it. */
export interface ConnectedWalletInfo {
  connectorId: string
  name: string
  icon?: string
  type?: string
}

/**
 * Network state of spec §3. Its `requestedCaipNetworks` is the chain's `networks` (kept once, there).
 */
export interface NetworkState {
  caipNetwork?: Network
  /** False where the connected wallet approved some networks only (a WalletConnect session): `approvedCaipNetworkIds`. */
  supportsAllNetworks: boolean
  approvedCaipNetworkIds: CaipNetworkId[]
  smartAccountEnabledNetworks: number[]
  /** True while the active network is one the app does not support. */
  unsupported: boolean
}

/** Account state of spec §3. Its `addressLabels` has no source here: an address's name is `profileName` (the identity route). */
export interface AccountState {
  currentTab: AccountTab
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  allAccounts: AccountEntry[]
  user?: { email?: string | null; username?: string }
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  balanceLoading: boolean
  /**
   * Why `balance` and `tokenBalance` are not the account's current balances: 'failed' (the last
   * fetch failed: they are the last known ones, read at `balanceFetchedAt`, or none), 'unsupported'
   * (none are served for this network). Undefined while they are current or not asked for yet.
   */
  balanceUnavailable?: BalanceUnavailable
  /** When the balances shown were read (ms since the epoch); undefined until one is. */
  balanceFetchedAt?: number
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  socialProvider?: string
  socialWindow?: unknown
  farcasterUrl?: string
  status: ConnectionStatus
  /**
   * True while the account is only the picture a server render drew from the state cookie
   * (`cookieToInitialState`): status is 'connecting' and no wallet session exists until `start()`
   * confirms it (then false) or clears it (the account resets).
   */
  restoring: boolean
}

export interface ChainState {
  namespace: ChainNamespace
  networks: Network[]
  networkState: NetworkState
  accountState: AccountState
}

export interface ChainsState {
  activeNamespace?: ChainNamespace
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** Every network visitors may use, in the order the host (or the server) lists them. */
  networks: readonly Network[]
}

export function initialAccountState(status: ConnectionStatus = 'disconnected'): AccountState {
  return {
    currentTab: 'Tokens',
    tokenBalance: [],
    smartAccountDeployed: false,
    allAccounts: [],
    balanceLoading: false,
    preferredAccountTypes: {},
    status,
    restoring: false,
  }
}

function initialNetworkState(network: Network | undefined): NetworkState {
  return {
    caipNetwork: network,
    supportsAllNetworks: true,
    approvedCaipNetworkIds: [],
    smartAccountEnabledNetworks: [],
    unsupported: false,
  }
}

/** Groups the networks by namespace; the first network of each is its default. */
export function groupByNamespace(networks: readonly Network[], defaultNetwork?: Network): ChainsState['chains'] {
  const chains: ChainsState['chains'] = {}
  for (const network of networks) {
    const chain = (chains[network.chainNamespace] ??= {
      namespace: network.chainNamespace,
      networks: [],
      networkState: initialNetworkState(undefined),
      accountState: initialAccountState(),
    })
    chain.networks.push(network)
  }
  for (const chain of Object.values(chains)) {
    const preferred = defaultNetwork?.chainNamespace === chain.namespace ? defaultNetwork : chain.networks[0]
    chain.networkState = initialNetworkState(preferred)
  }
  return chains
}

/** Groups the host's networks by namespace; the first network of each is its default. */
export function createChainsStore(networks: Network[], defaultNetwork?: Network) {
  const chains = groupByNamespace(networks, defaultNetwork)
  const activeNamespace = defaultNetwork?.chainNamespace ?? networks[0]?.chainNamespace
  const store = createStore<ChainsState>({ activeNamespace, chains, networks })

  function update(namespace: ChainNamespace, change: (chain: ChainState) => ChainState) {
    store.set((state) => {
      const chain = state.chains[namespace]
      if (!chain) return state
      const next = change(chain)
      return next === chain ? state : { ...state, chains: { ...state.chains, [namespace]: next } }
    })
  }

  return {
    ...store,
    chain: (namespace: ChainNamespace) => store.get().chains[namespace],
    active: () => {
      const { activeNamespace: namespace, chains: all } = store.get()
      return namespace ? all[namespace] : undefined
    },
    setActiveNamespace: (namespace: ChainNamespace) => store.set((state) => (state.activeNamespace === namespace ? state : { ...state, activeNamespace: namespace })),
    patchAccount(namespace: ChainNamespace, patch: Partial<AccountState>) {
      update(namespace, (chain) => ({ ...chain, accountState: { ...chain.accountState, ...patch } }))
    },
    patchNetwork(namespace: ChainNamespace, patch: Partial<NetworkState>) {
      update(namespace, (chain) => ({ ...chain, networkState: { ...chain.networkState, ...patch } }))
    },
    resetAccount(namespace: ChainNamespace) {
      update(namespace, (chain) => ({ ...chain, accountState: initialAccountState() }))
    },
    /**
     * Takes a network out of the lists (`networks` and its namespace's); a namespace left with none
     * is gone, and the active namespace moves to the first one left. The namespace's network state
     * is the caller's to move (`patchNetwork`).
     */
    dropNetwork(caipNetworkId: CaipNetworkId) {
      store.set((state) => {
        const network = state.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
        const chain = network && state.chains[network.chainNamespace]
        if (!network || !chain) return state
        const networks = state.networks.filter((candidate) => candidate !== network)
        const left = chain.networks.filter((candidate) => candidate !== network)
        const { [network.chainNamespace]: _gone, ...others } = state.chains
        const chains = left.length > 0 ? { ...state.chains, [network.chainNamespace]: { ...chain, networks: left } } : others
        const kept: ChainsState['chains'] = chains
        const activeNamespace = state.activeNamespace && kept[state.activeNamespace] ? state.activeNamespace : (Object.keys(kept)[0] as ChainNamespace | undefined)
        return { ...state, chains, networks, activeNamespace }
      })
    },
    /** Forgets what a wallet told about the network; the active network stays. */
    resetNetwork(namespace: ChainNamespace) {
      update(namespace, (chain) => ({
        ...chain,
        networkState: initialNetworkState(chain.networkState.caipNetwork),
      }))
    },
  }
}
export type ChainsStore = ReturnType<typeof createChainsStore>

/** An account's balances before any is read, or once its account or network changed: none, not 0. */
export const NO_BALANCES = {
  balance: undefined,
  tokenBalance: [],
  balanceFetchedAt: undefined,
  balanceUnavailable: undefined,
} as const satisfies Partial<AccountState>
