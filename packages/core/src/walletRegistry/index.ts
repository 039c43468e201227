/**
 * `@foyer/core/wallets`: the built-in wallet registry, one source for the Foyer server's
 * `/getWallets` and for the modal without a server (which loads it as a chunk of its own when the
 * Connect view first lists wallets): the entries, the page query and the generated images.
 */
export { colourForKey, darken, textColourOn } from './colour.ts'
export { queryWallets, type WalletPage, type WalletQuery } from './queryWallets.ts'
export { toWalletListing, type RegistryEntry, type WalletImageSource } from './registryEntry.ts'
export { registryWallets } from './registryWallets.ts'
export { walletIconSvg, type WalletIcon } from './walletIconSvg.ts'
export { WALLET_MARK_NAMES, walletMark, type WalletMarkName } from './walletMarks.ts'
