import type { WalletConnector } from '../connector.ts'
import type { RecentWallet } from '../types.ts'
import type { ConnectMethod, WalletItem, WalletListInput } from '../stores/connectors.ts'
import { isSameWallet } from '../sameWallet.ts'

// The Connect view's ordering rules: code of the view (which loads with the modal), not of the page.

/** Email, social, wallet by default; wallet first when an injected or announced wallet is visible. */
export function connectMethodOrder(connectors: readonly WalletConnector[]): ConnectMethod[] {
  const walletVisible = connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')
  return walletVisible ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

/**
 * Orders the Connect view's wallets by connector type and shows each wallet once, in the first
 * section it belongs to (a recent wallet that is installed appears under recent, not again).
 */
export function buildWalletList(input: WalletListInput): WalletItem[] {
  const items: WalletItem[] = []
  const seen = new Set<string>()
  // A connector's registry id (explorerId) names the same wallet as the listing with that id.
  const keysOf = (id: string, rdns?: string | null, explorerId?: string) => [id, ...(rdns ? [`rdns:${rdns}`] : []), ...(explorerId ? [explorerId] : [])]
  const add = (item: WalletItem, rdns?: string | null) => {
    const keys = keysOf(item.id, rdns, item.kind === 'connector' ? item.connector.explorerId : undefined)
    if (keys.some((key) => seen.has(key))) return
    // A wallet serving several namespaces is one row: its first connector, which connects the others too.
    if (item.kind === 'connector' && items.some((listed) => listed.kind === 'connector' && isSameWallet(listed.connector, item.connector))) return
    keys.forEach((key) => seen.add(key))
    items.push(item)
  }
  // The embedded wallet is reached by its email and social logins, never as a wallet row (not even a recent one).
  const connectorFor = (wallet: RecentWallet) => input.connectors.find((c) => c.type !== 'AUTH' && (c.id === wallet.id || c.explorerId === wallet.id || (wallet.rdns && c.info?.rdns === wallet.rdns)))

  for (const c of input.connectors.filter((c) => c.type === 'WALLET_CONNECT')) {
    add({ section: 'walletConnect', kind: 'connector', id: c.id, name: c.name, connector: c })
  }
  for (const wallet of input.recent) {
    const connector = connectorFor(wallet)
    const listing = [...input.featured, ...input.recommended].find((l) => l.id === wallet.id)
    if (connector) add({ section: 'recent', kind: 'connector', id: connector.id, name: connector.name, connector }, connector.info?.rdns)
    else if (listing) add({ section: 'recent', kind: 'listing', id: listing.id, name: listing.name, listing }, listing.rdns)
  }
  for (const c of input.connectors.filter((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')) {
    add({ section: 'injected', kind: 'connector', id: c.id, name: c.name, connector: c }, c.info?.rdns)
  }
  for (const listing of input.featured) add({ section: 'featured', kind: 'listing', id: listing.id, name: listing.name, listing }, listing.rdns)
  for (const wallet of input.custom) add({ section: 'custom', kind: 'custom', id: wallet.id, name: wallet.name, wallet }, wallet.rdns)
  for (const c of input.connectors.filter((c) => c.type === 'EXTERNAL' || c.type === 'MULTI_CHAIN')) {
    add({ section: 'external', kind: 'connector', id: c.id, name: c.name, connector: c }, c.info?.rdns)
  }
  for (const listing of input.recommended) add({ section: 'recommended', kind: 'listing', id: listing.id, name: listing.name, listing }, listing.rdns)
  return items
}
