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
      ConnectingSocial: 'Log In',
      ConnectingFarcaster: 'Farcaster',
      ApproveTransaction: 'Approve Transaction',
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
    },
  },
} as const
