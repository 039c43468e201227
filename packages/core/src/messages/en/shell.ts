/** The dialog's titles and header, and the Connect view. */
export const shellTexts = {
  section: 'shell',
  en: {
    /** The dialog's title per view (ConnectingExternal and ConnectingWalletConnect show the wallet's name). */
    titles: {
      Connect: 'Connect Wallet',
      AllWallets: 'All Wallets',
      ConnectingWalletConnectBasic: 'Connect Wallet',
      Account: 'Account',
      Networks: 'Choose Network',
      UnsupportedChain: 'Switch Network',
      EmailVerifyOtp: 'Confirm Email',
      EmailVerifyDevice: 'Register Device',
      UpdateEmailWallet: 'Update Email',
      UpdateEmailPrimaryOtp: 'Confirm Current Email',
      UpdateEmailSecondaryOtp: 'Confirm New Email',
      WhatIsAWallet: 'What Is a Wallet?',
      GetWallet: 'Get a Wallet',
      WalletReceive: 'Receive',
      WalletSend: 'Send',
      WalletSendPreview: 'Review Send',
      ConnectingSocial: 'Log In',
      ConnectingFarcaster: 'Farcaster',
      ApproveTransaction: 'Approve Transaction',
      /** ApproveTransaction's title by what the request asks (a transaction keeps 'Approve Transaction'). */
      SignMessage: 'Sign Message',
      SignTypedData: 'Sign Typed Data',
      ApproveRequest: 'Approve Request',
      SIWXSignMessage: 'Sign In',
      ConnectingSiwe: 'Sign In',
      RegisterAccountName: 'Choose a Name',
      RegisterAccountNameSuccess: 'Name Registered',
    },
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
