/** The dialog's title for each of the shell's views (a feature's views are titled from its own `<feature>Titles`; ConnectingExternal and ConnectingWalletConnect show the wallet's name). */
export const shellTitles = {
  section: 'shellTitles',
  en: {
    Connect: 'Connect Wallet',
    AllWallets: 'All Wallets',
    ConnectingWalletConnectBasic: 'Connect Wallet',
    Account: 'Account',
    Networks: 'Choose Network',
    UnsupportedChain: 'Switch Network',
  },
} as const
