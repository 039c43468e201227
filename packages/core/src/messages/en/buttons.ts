/** ConnectButton, AccountButton and NetworkButton, on the host's page: the only texts of the first load. */
export const buttonTexts = {
  section: 'buttons',
  en: {
    connectWallet: 'Connect Wallet',
    connecting: 'Connecting…',
    account: 'Account',
    wrongNetwork: 'Wrong network',
    switchNetwork: ', switch network',
  },
} as const
