/** The sign-in views' titles. */
export const siwxTitles = {
  section: 'siwxTitles',
  en: {
    SIWXSignMessage: 'Sign In',
    ConnectingSiwe: 'Sign In',
  },
} as const
