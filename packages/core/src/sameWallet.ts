import type { WalletConnector } from './connector.ts'

/**
 * Whether two connectors reach the same wallet in two namespaces: the embedded wallet's or a
 * WalletConnect session's sides, or a browser wallet that serves EVM and Solana and announces
 * itself to each adapter (installed or announced, with the same rdns where both have one, else the
 * same name). The Connect view lists such a wallet once, connecting it connects every namespace it
 * serves, and disconnecting it disconnects them all.
 */
export function isSameWallet(a: WalletConnector, b: WalletConnector): boolean {
  if (a === b || a.chain === b.chain) return false
  // The embedded wallet is one wallet (one login) in every namespace it serves; WalletConnect one session.
  if (SESSION_TYPES.has(a.type) || SESSION_TYPES.has(b.type)) return a.type === b.type
  if (!isBrowserWallet(a) || !isBrowserWallet(b)) return false
  if (a.info?.rdns && b.info?.rdns) return a.info.rdns === b.info.rdns
  return walletName(a) === walletName(b)
}

/** The same wallet's connectors in the other namespaces, in discovery order. */
export function companionsOf(connector: WalletConnector, connectors: readonly WalletConnector[]): WalletConnector[] {
  return connectors.filter((candidate) => isSameWallet(connector, candidate))
}

/** The wallets installed in this browser, each once (a wallet serving several namespaces by its first connector). */
export function browserWallets(connectors: readonly WalletConnector[]): WalletConnector[] {
  const wallets: WalletConnector[] = []
  for (const connector of connectors) {
    if (isBrowserWallet(connector) && !wallets.some((listed) => isSameWallet(listed, connector))) wallets.push(connector)
  }
  return wallets
}

/** Connectors whose namespaces are one connection: one login, one WalletConnect session. */
const SESSION_TYPES: ReadonlySet<string> = new Set(['AUTH', 'WALLET_CONNECT'])
const isBrowserWallet = (connector: WalletConnector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'
const walletName = (connector: WalletConnector) => connector.name.trim().toLowerCase()
