/** The dialog's titles and header, and the Connect view. */
export const shellTexts = {
  section: 'shell',
  en: {
    header: {
      back: 'Back',
      close: 'Close',
      loading: 'Loading',
      dismissAlert: 'Dismiss alert',
    },
    connect: {
      or: 'or',
      wallets: 'Wallets',
      tagRecent: 'Recent',
      tagInstalled: 'Installed',
      tagQrCode: 'QR code',
      allWallets: 'All Wallets',
      noWallet: 'No wallet found in this browser.',
      /** Leads to WhatIsAWallet. */
      newToWallets: 'New to wallets?',
      /** The registry's wallets could not be loaded: the installed ones still show. */
      moreWalletsFailed: 'More wallets could not be loaded. The wallets in this browser still work.',
      tryAgain: 'Try again',
    },
  },
} as const
