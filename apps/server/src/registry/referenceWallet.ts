import type { RegistryEntry } from './walletListing.ts'

/**
 * The reference WalletConnect wallet (apps/wallet) as a registry entry: a web wallet whose link
 * takes the pairing URI (`<url>/wc?uri=wc:…`), on the chains this server serves. Its address is its
 * universal link on a phone too, as a wallet app's would be. Its image is the
 * wallet app's own purse mark.
 */
export function referenceWalletEntry(url: string, chains: readonly string[]): RegistryEntry {
  return { id: 'foyer-wallet', name: 'Foyer Wallet', homepage: url, mobile_link: url, webapp_link: url, chains, colour: '#6d73fb', mark: 'purse' }
}
