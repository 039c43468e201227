/** A dapp that talks WalletConnect without the modal: Foyer's dapp client and nothing else. */
export { createDappClient } from '@foyer/walletconnect'
