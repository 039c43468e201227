/** The receive view's title. */
export const receiveTitles = {
  section: 'receiveTitles',
  en: {
    WalletReceive: 'Receive',
  },
} as const
