import { FoyerError } from '@foyer/auth-frame/protocol'
import { formatCaipAddress } from '../caip.ts'
import type { ConnectedAccount, ToldAccount, WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import { nextConnectionStatus, type ConnectionEvent } from '../stores/connectionStatus.ts'
import { saveRecentWallet } from '../stores/recentWallets.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import { NO_BALANCES, type AccountType } from '../stores/chains.ts'
import { loadBalanceRules, refreshBalances } from './balanceRefresh.ts'
import { applyChain, findNetwork } from './network.ts'
import { forgetConnection, readStoredConnectorIds, readStoredStatuses, storeActiveNetwork, storeConnection } from './persistence.ts'

function transition(ctx: FoyerContext, namespace: ChainNamespace, event: ConnectionEvent) {
  const status = ctx.chains.chain(namespace)?.accountState.status ?? 'disconnected'
  ctx.chains.patchAccount(namespace, { status: nextConnectionStatus(status, event) })
}

/** The newest connection attempt per namespace: an older one that fails (or is cancelled) no longer decides the status. */
const latestAttempt = new WeakMap<FoyerContext, Map<ChainNamespace, number>>()

/**
 * Connects a wallet: the namespace goes connecting → connected, or back to disconnected when
 * the newest attempt fails; picked on a page whose active namespace has nothing connected, its
 * namespace becomes the active one. `companion`: the wallet's other namespace, connected after the one the
 * visitor picked, which alone becomes a recent wallet.
 */
export async function connect(ctx: FoyerContext, connector: WalletConnector, { companion = false }: { companion?: boolean } = {}): Promise<void> {
  const namespace = connector.chain
  const chain = ctx.chains.chain(namespace)
  if (!chain) throw new FoyerError(THROWN.CHAIN_ADAPTER_NOT_FOUND)
  // The balances are asked for once connected: their code loads while the wallet asks its owner.
  loadBalanceRules().catch(() => undefined)
  const attempts = latestAttempt.get(ctx) ?? new Map<ChainNamespace, number>()
  latestAttempt.set(ctx, attempts)
  const attempt = (attempts.get(namespace) ?? 0) + 1
  attempts.set(namespace, attempt)
  transition(ctx, namespace, 'connect')
  ctx.analytics.track('SELECT_WALLET', { name: connector.name, platform: 'browser' })
  try {
    const account = await connector.connect({ network: chain.networkState.caipNetwork })
    adoptSession(ctx, connector, account)
    transition(ctx, namespace, 'connected')
    ctx.analytics.track('CONNECT_SUCCESS', { method: 'browser', name: connector.name }, account.addresses[0])
    storeConnection(ctx, namespace, connector.id)
    if (!companion) {
      ctx.recentWallets.set(saveRecentWallet(ctx.storage, { id: connector.explorerId ?? connector.id, rdns: connector.info?.rdns, name: connector.name }))
      // A wallet of another namespace than the active one, where nothing is connected, brings its
      // namespace forward: a Bitcoin-only wallet picked on a page that opened on Ethereum shows its
      // account, and its network is the one a reload comes back to.
      const active = ctx.chains.get().activeNamespace
      if (active !== namespace && (!active || ctx.chains.chain(active)?.accountState.status !== 'connected')) {
        ctx.chains.setActiveNamespace(namespace)
        const network = ctx.chains.chain(namespace)?.networkState.caipNetwork
        if (network) storeActiveNetwork(ctx, network)
      }
    }
  } catch (error) {
    if (attempts.get(namespace) !== attempt) throw error
    transition(ctx, namespace, 'failed')
    ctx.analytics.track('CONNECT_ERROR', { name: connector.name, message: (error as Error)?.message ?? String(error) })
    throw error
  }
}

/**
 * A wallet that serves several namespaces connects each of them, one after the other, once the
 * first is connected: where the host has networks of that namespace and none is connected yet. A
 * namespace the visitor declines stays disconnected; the ones connected stay.
 */
export async function connectCompanions(ctx: FoyerContext, connector: WalletConnector, current: () => boolean = () => true): Promise<void> {
  // Only a page with wallets in several namespaces can have a companion: the rule loads only there.
  const connectors = ctx.connectors.get()
  if (!connectors.some((other) => other.chain !== connector.chain)) return
  const { companionsOf } = await import('../sameWallet.ts')
  for (const companion of companionsOf(connector, connectors)) {
    if (!current()) return
    const chain = ctx.chains.chain(companion.chain)
    if (!chain?.networkState.caipNetwork || ctx.sessions.has(companion.chain)) continue
    await connect(ctx, companion, { companion: true }).catch(() => undefined)
  }
}

/**
 * Re-establishes the connections the previous page had. A stored 'connected' becomes 'connecting'
 * until the wallet confirms; a wallet that does not confirm leaves the namespace disconnected.
 * Storage decides what is reconnected: an account a server render drew from the state cookie
 * (`restoring`) is kept only if storage confirms it too, so a forged cookie changes no more than
 * the first render.
 */
export async function syncStoredConnections(ctx: FoyerContext, waitForConnector: (id: string) => Promise<WalletConnector | undefined>) {
  const statuses = readStoredStatuses(ctx)
  const connectorIds = readStoredConnectorIds(ctx)
  await Promise.all(
    Object.values(ctx.chains.get().chains).map(async ({ namespace, accountState }) => {
      const restored = nextConnectionStatus(statuses[namespace] ?? 'disconnected', 'restore')
      if (restored !== 'connecting' && accountState.restoring) {
        // Drawn from the state cookie, but storage has no such connection (cleared, or the cookie forged).
        ctx.chains.resetAccount(namespace)
        return
      }
      ctx.chains.patchAccount(namespace, { status: restored })
      const connectorId = connectorIds[namespace]
      if (restored !== 'connecting') return
      try {
        // A stored 'connected' without its connector cannot be confirmed: that is a sync failure too.
        const connector = connectorId ? await waitForConnector(connectorId) : undefined
        const account = connector ? await connector.reconnect({ network: ctx.chains.chain(namespace)?.networkState.caipNetwork }) : null
        if (!connector || !account) throw new FoyerError(THROWN.CONNECTION_CLIENT_NOT_SET)
        if (readStoredStatuses(ctx)[namespace] !== 'connected') {
          // The visitor disconnected while the wallet answered (a restoring account, or in another
          // tab): the answer comes too late, and the wallet is told so.
          void connector.disconnect().catch(() => undefined)
          throw new FoyerError(THROWN.CONNECTION_CLIENT_NOT_SET)
        }
        adoptSession(ctx, connector, account)
        transition(ctx, namespace, 'synced')
      } catch {
        if (ctx.chains.chain(namespace)?.accountState.restoring) ctx.chains.resetAccount(namespace)
        else transition(ctx, namespace, 'syncFailed')
        forgetConnection(ctx, namespace)
      }
    }),
  )
}

/** Disconnects a namespace (the active one by default) and every namespace on the same connector or the same browser wallet. */
export async function disconnect(ctx: FoyerContext, namespace = ctx.chains.get().activeNamespace): Promise<void> {
  const target = namespace ? ctx.sessions.get(namespace) : undefined
  // The same-wallet rule loads only where there is another session it could concern (a page with one namespace never needs it).
  const { isSameWallet } = ctx.sessions.size > 1 ? await import('../sameWallet.ts') : { isSameWallet: () => false }
  const shareConnector = (a: WalletConnector, b: WalletConnector) => shareConnectorKind(a, b) || isSameWallet(a, b)
  const affected = [...ctx.sessions].filter(([ns, session]) => ns === namespace || (target && shareConnector(session.connector, target.connector)))
  // An account still restoring (drawn from the state cookie) has no session yet: it goes at once,
  // and the startup sync, finding the connection forgotten, drops the wallet's late answer.
  if (namespace && !target && ctx.chains.chain(namespace)?.accountState.restoring) {
    ctx.chains.resetAccount(namespace)
    forgetConnection(ctx, namespace)
  }
  let failed = false
  for (const [ns, session] of affected) {
    session.unsubscribe()
    ctx.sessions.delete(ns)
    if (ctx.chains.chain(ns)?.accountState.address) {
      await session.connector.disconnect().catch(() => (failed = true))
    }
    ctx.chains.resetAccount(ns)
    ctx.chains.resetNetwork(ns)
    forgetConnection(ctx, ns)
  }
  if (failed) {
    ctx.analytics.track('DISCONNECT_ERROR')
    throw new FoyerError(THROWN.FAILED_TO_DISCONNECT)
  }
  ctx.analytics.track('DISCONNECT_SUCCESS')
}

/** WalletConnect and auth sessions span namespaces: ending one ends them all. */
function shareConnectorKind(a: WalletConnector, b: WalletConnector): boolean {
  return (a.type === 'WALLET_CONNECT' || a.type === 'AUTH') && a.type === b.type
}

/** Makes a connected wallet the namespace's session and follows its events. */
function adoptSession(ctx: FoyerContext, connector: WalletConnector, account: ConnectedAccount) {
  const namespace = connector.chain
  ctx.sessions.get(namespace)?.unsubscribe()
  const unsubscribers = [
    connector.on('accountsChanged', (addresses) => applyAccount(ctx, connector, addresses)),
    connector.on('chainChanged', (chainId) => {
      applyChain(ctx, namespace, chainId)
      applyAccount(ctx, connector, ctx.chains.chain(namespace)?.accountState.allAccounts.map((a) => a.address) ?? [])
    }),
    connector.on('disconnect', () => void disconnect(ctx, namespace).catch(() => undefined)),
  ]
  ctx.sessions.set(namespace, { connector, unsubscribe: () => unsubscribers.forEach((stop) => stop()) })
  ctx.chains.patchAccount(namespace, {
    restoring: false,
    connectedWalletInfo: {
      connectorId: connector.id,
      name: account.wallet?.name || connector.name,
      icon: account.wallet?.icon || connector.imageUrl,
      type: connector.type,
    },
  })
  // Where the wallet approved some networks only (a WalletConnect session), the others cannot be switched to.
  ctx.chains.patchNetwork(namespace, { supportsAllNetworks: !account.approvedNetworks, approvedCaipNetworkIds: [...(account.approvedNetworks ?? [])] as CaipNetworkId[] })
  const current = ctx.chains.chain(namespace)?.networkState.caipNetwork
  applyChain(ctx, namespace, account.chainId === '' && current ? current.id : account.chainId)
  applyAccount(ctx, connector, account.addresses, account.accounts)
}

/**
 * Records the account a wallet reports (on connect, and on its accountsChanged and chainChanged
 * events) and refreshes its balances; another account's balances are forgotten first.
 */
function applyAccount(ctx: FoyerContext, connector: WalletConnector, addresses: readonly string[], told: readonly ToldAccount[] = []) {
  const namespace = connector.chain
  const [address] = addresses
  const chain = ctx.chains.chain(namespace)
  const network = chain?.networkState.caipNetwork
  if (!address || !network) return
  const explorer = network.blockExplorers?.default.url
  // What the wallet tells of an address now, else what it told before (the embedded wallet's smart account) stays with it.
  const known = new Map(chain.accountState.allAccounts.map((account) => [account.address.toLowerCase(), account]))
  for (const account of told) known.set(account.address.toLowerCase(), { ...known.get(account.address.toLowerCase()), namespace, ...account, type: account.type ?? untoldAccountType(ctx, namespace) })
  const listed = [...addresses, ...told.map((account) => account.address).filter((other) => !addresses.some((a) => a.toLowerCase() === other.toLowerCase()))]
  ctx.chains.patchAccount(namespace, {
    ...(chain.accountState.address?.toLowerCase() !== address.toLowerCase() && { ...NO_BALANCES, profileName: undefined, profileImage: undefined }),
    address,
    caipAddress: formatCaipAddress(namespace, network.id, address),
    allAccounts: listed.map((a) => ({ ...known.get(a.toLowerCase()), namespace, address: a, type: known.get(a.toLowerCase())?.type ?? untoldAccountType(ctx, namespace) })),
    addressExplorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/${ctx.namespaces.of(namespace)?.explorerAccountPath ?? 'address'}/${address}` : undefined,
    balanceSymbol: network.nativeCurrency.symbol,
  })
  if (findNetwork(ctx, namespace, network.id)) void refreshBalances(ctx, namespace, 'account')
  // Names and avatars (eip155): their code loads with the first account that may have one.
  if (ctx.namespaces.serves(namespace, 'names')) void import('./identity.ts').then(({ refreshIdentity }) => refreshIdentity(ctx, namespace)).catch(() => undefined)
}

/**
 * The kind of an address its wallet did not describe: the host's `defaultAccountTypes` for the
 * namespace (spec §3), except a smart account, which only the embedded wallet makes: an external
 * wallet's address is its own key's.
 */
function untoldAccountType(ctx: FoyerContext, namespace: ChainNamespace): AccountType {
  const type = ctx.options.defaultAccountTypes[namespace]
  return type === 'smartAccount' ? 'eoa' : type
}
