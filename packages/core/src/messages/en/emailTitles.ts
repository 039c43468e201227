/** The embedded wallet's email views' titles. */
export const emailTitles = {
  section: 'emailTitles',
  en: {
    EmailVerifyOtp: 'Confirm Email',
    EmailVerifyDevice: 'Register Device',
    UpdateEmailWallet: 'Update Email',
    UpdateEmailPrimaryOtp: 'Confirm Current Email',
    UpdateEmailSecondaryOtp: 'Confirm New Email',
  },
} as const
