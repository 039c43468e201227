/** The social login views' titles. */
export const socialTitles = {
  section: 'socialTitles',
  en: {
    ConnectingSocial: 'Log In',
    ConnectingFarcaster: 'Farcaster',
  },
} as const
