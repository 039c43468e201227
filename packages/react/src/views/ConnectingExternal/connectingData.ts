import type { ConnectingWalletData, View, WalletConnector, WalletItem } from '@foyer/core/internal'

/** Where picking a wallet leads, and with what. */
export interface ConnectingTarget {
  view: Extract<View, 'ConnectingExternal' | 'ConnectingWalletConnect'>
  data: ConnectingWalletData
}

/**
 * A listing whose wallet is installed (same rdns) connects through the installed connector; the
 * WalletConnect connector, and a wallet that is not installed but can pair (it has a link and the
 * app has WalletConnect), go to the QR view; anything else explains where to get the wallet.
 */
export function connectingTarget(item: WalletItem, connectors: readonly WalletConnector[]): ConnectingTarget {
  if (item.kind === 'connector') {
    const view = item.connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
    return { view, data: { title: item.name, connectorId: item.connector.id } }
  }
  const listing = item.kind === 'listing' ? item.listing : item.wallet
  const installed = listing.rdns ? connectors.find((c) => c.info?.rdns === listing.rdns && c.type !== 'WALLET_CONNECT') : undefined
  if (installed) return { view: 'ConnectingExternal', data: { title: installed.name, connectorId: installed.id } }
  const canPair = connectors.some((c) => c.type === 'WALLET_CONNECT')
  return { view: canPair ? 'ConnectingWalletConnect' : 'ConnectingExternal', data: { title: listing.name, listing } }
}
