import { FoyerError } from '@foyer/auth-frame/protocol'
import { formatCaipNetworkId } from '../caip.ts'
import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS, THROWN } from '../errors.ts'
import type { ChainNamespace, Network } from '../types.ts'
import { NO_BALANCES } from '../stores/chains.ts'
import { storeActiveNetwork } from './persistence.ts'

/** The host's network with this chain id in this namespace, if the host supports it. */
export function findNetwork(ctx: FoyerContext, namespace: ChainNamespace, chainId: number | string): Network | undefined {
  const caipNetworkId = formatCaipNetworkId(namespace, chainId)
  return ctx.chains.get().networks.find((network) => network.caipNetworkId === caipNetworkId)
}

/**
 * Records the chain a wallet reports. Unknown chains become an unsupported-network state, and the
 * UnsupportedChain view opens when switching is enabled, unsupported chains are not allowed and the
 * mode is not basic WalletConnect.
 */
export function applyChain(ctx: FoyerContext, namespace: ChainNamespace, chainId: number | string) {
  const network = findNetwork(ctx, namespace, chainId)
  if (network) {
    const previous = ctx.chains.chain(namespace)?.networkState.caipNetwork
    // Another network's balances are not this one's: none until they are read.
    if (previous?.caipNetworkId !== network.caipNetworkId) ctx.chains.patchAccount(namespace, NO_BALANCES)
    ctx.chains.patchNetwork(namespace, { caipNetwork: network, unsupported: false })
    // Only the active namespace's network is the one a reload comes back to (a wallet's other namespace connecting is not a switch).
    if (ctx.chains.get().activeNamespace === namespace) storeActiveNetwork(ctx, network)
    if (ctx.router.current().view === 'UnsupportedChain') ctx.router.reset('Account')
    return
  }
  // Nothing is known of the account on a chain the app does not list: the old network's balances go too.
  ctx.chains.patchAccount(namespace, NO_BALANCES)
  ctx.chains.patchNetwork(namespace, { unsupported: true })
  const { enableNetworkSwitch, allowUnsupportedChain } = ctx.options
  const basicWalletConnect = ctx.router.current().view === 'ConnectingWalletConnectBasic'
  if (enableNetworkSwitch && !allowUnsupportedChain && !basicWalletConnect) {
    ctx.router.reset('UnsupportedChain')
    ctx.modal.open()
  }
}

/**
 * Switches the active network. To another namespace's current network only the active network
 * changes (spec §4); to any other network of a namespace (its own, or another's) the namespace's
 * connected wallet is asked to switch first, so its requests go where the visitor chose.
 */
export async function switchNetwork(ctx: FoyerContext, network: Network): Promise<void> {
  const namespace = network.chainNamespace
  const chain = ctx.chains.chain(namespace)
  if (!chain) throw new FoyerError(THROWN.CHAIN_ADAPTER_NOT_FOUND)
  if (!findNetwork(ctx, namespace, network.id)) {
    // Said in the modal too (spec §8 'Network Not Found'), for a visitor whose click asked for it.
    ctx.alert.raise('SWITCH_NETWORK_NOT_FOUND')
    throw new FoyerError(THROWN.NETWORK_NOT_FOUND)
  }

  const session = ctx.sessions.get(namespace)
  const movesTheWallet = ctx.chains.active()?.namespace === namespace || chain.networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId
  if (session && movesTheWallet) {
    try {
      await session.connector.switchNetwork(network)
    } catch (error) {
      const unsupported = !isUserRejection(error) && (error as Error)?.message === THROWN.CHAIN_NOT_SUPPORTED
      ctx.snackbar.error(unsupported ? THROWN.CHAIN_NOT_SUPPORTED : SNACKBARS.NETWORK_SWITCH_FAILED)
      throw error
    }
  }
  ctx.chains.setActiveNamespace(namespace)
  applyChain(ctx, namespace, network.id)
  ctx.analytics.track('SWITCH_NETWORK', { network: network.caipNetworkId })
}
