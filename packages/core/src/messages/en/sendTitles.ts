/** The send views' titles. */
export const sendTitles = {
  section: 'sendTitles',
  en: {
    WalletSend: 'Send',
    WalletSendPreview: 'Review Send',
  },
} as const
