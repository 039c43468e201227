import type { RegistryEntry } from './walletListing.ts'

/**
 * The reference WalletConnect wallet (apps/wallet) as a registry entry: a web wallet whose link
 * takes the pairing URI (`<url>/wc?uri=wc:…`), on the chains this server serves.
 */
export function referenceWalletEntry(url: string, chains: readonly string[]): RegistryEntry {
  return { id: 'foyer-wallet', name: 'Foyer Wallet', homepage: url, webapp_link: url, chains, colour: '#3b6cf6' }
}

/** The registry a server answers with: the reference wallet first when one is configured. */
export function servedRegistry(registry: readonly RegistryEntry[], referenceWallet?: { url: string; chains: readonly string[] }): readonly RegistryEntry[] {
  return referenceWallet ? [referenceWalletEntry(referenceWallet.url, referenceWallet.chains), ...registry] : registry
}
