/** The wallet guide's titles (WalletDownloads is titled by the wallet's name). */
export const walletGuideTitles = {
  section: 'walletGuideTitles',
  en: {
    WhatIsAWallet: 'What Is a Wallet?',
    GetWallet: 'Get a Wallet',
  },
} as const
