import type { CustomWallet, ViewData, WalletConnector, WalletItem, WalletListing } from '@foyer/core'

/** What ConnectingExternal is opened with: an installed connector, or a wallet that is not installed. */
export interface ConnectingData extends ViewData {
  title: string
  connectorId?: string
  listing?: WalletListing | CustomWallet
}

/** A listing whose wallet is installed (same rdns) connects through the installed connector. */
export function connectingData(item: WalletItem, connectors: readonly WalletConnector[]): ConnectingData {
  if (item.kind === 'connector') return { title: item.name, connectorId: item.connector.id }
  const listing = item.kind === 'listing' ? item.listing : item.wallet
  const installed = listing.rdns ? connectors.find((c) => c.info?.rdns === listing.rdns) : undefined
  return installed ? { title: installed.name, connectorId: installed.id } : { title: listing.name, listing }
}
