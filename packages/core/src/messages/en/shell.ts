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
      /** The Foyer server did not say which logins it serves (it is away): the logins the host turned on, said instead of vanishing. */
      loginsUnavailable: {
        email: 'Email login is unavailable right now.',
        social: 'Social login is unavailable right now.',
        both: 'Email and social login are unavailable right now.',
      },
      /** features.legalCheckbox: the box ticked before any way in; {terms} and {privacy} are the links below. */
      legalAgree: {
        both: 'I agree to the {terms} and the {privacy}',
        terms: 'I agree to the {terms}',
        privacy: 'I agree to the {privacy}',
      },
      termsOfService: 'Terms of Service',
      privacyPolicy: 'Privacy Policy',
      /** Said under the box while it is not ticked: why the ways in below cannot be used yet. */
      legalFirst: 'Tick the box to connect.',
      /** features.collapseWallets, or emailShowWallets off: the wallet list behind one button. */
      continueWithWallet: 'Continue with a wallet',
    },
  },
} as const
