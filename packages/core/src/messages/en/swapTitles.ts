/** The swap views' titles. */
export const swapTitles = {
  section: 'swapTitles',
  en: {
    WalletSwap: 'Swap',
    WalletSwapSelectToken: 'Select Token',
    WalletSwapPreview: 'Review Swap',
  },
} as const
