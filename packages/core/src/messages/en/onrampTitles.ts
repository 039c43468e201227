/** The onramp views' titles. */
export const onrampTitles = {
  section: 'onrampTitles',
  en: {
    WalletOnramp: 'Buy Crypto',
    WalletOnrampPurchase: 'Buy Crypto',
  },
} as const
