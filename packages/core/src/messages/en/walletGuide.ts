/** For a visitor without a wallet: "New to wallets?", the wallets to get, and where to get one. */
export const walletGuideTexts = {
  section: 'walletGuide',
  en: {
    homeTitle: 'A home for your digital assets',
    homeText: 'A wallet keeps your tokens and collectibles, and the keys that prove they are yours.',
    loginTitle: 'A new way to log in',
    loginText: 'Instead of a new account and password on every site, you connect your wallet and approve each request in it.',
    ownTitle: 'Yours alone',
    ownText: 'Only you hold its keys: nobody, not this site either, can move what is in it without your approval.',
    getAWallet: 'Get a wallet',
    pickWallet: 'Pick a wallet to see where to get it. Once it is installed, come back and connect it.',
    wallets: 'Wallets to get',
    loadingWallets: 'Loading wallets',
    listFailed: 'The wallet list could not be loaded.',
    tryAgain: 'Try again',
    getTitle: 'Get {wallet}',
    getHint: 'Install {wallet} from one of these, then come back and choose it again.',
    downloads: 'Where to get {wallet}',
    noDownloads: 'This wallet does not say where to get it.',
    opensInNewTab: '(opens in a new tab)',
    dontHave: 'Don’t have {wallet}?',
    get: 'Get',
    getLabel: 'Get {wallet}',
    chrome: 'Chrome extension',
    firefox: 'Firefox add-on',
    ios: 'iPhone app (App Store)',
    android: 'Android app (Google Play)',
    desktop: 'Desktop app',
    website: 'Website',
  },
} as const

/** The wallet guide's titles (WalletDownloads is titled by the wallet's name). */
export const walletGuideTitles = {
  section: 'walletGuideTitles',
  en: {
    WhatIsAWallet: 'What Is a Wallet?',
    GetWallet: 'Get a Wallet',
  },
} as const
