/**
 * Texts of the embedded-wallet screens that are not in the spec's catalogue (errors.ts); written
 * once here so the views and the tests share them.
 */
export const AUTH_MESSAGES = {
  INVALID_EMAIL: 'Enter a valid email address',
  SAME_EMAIL: 'This is already the email of your wallet',
  INVALID_OTP: 'Enter the 6-digit code from the email',
  POPUP_CLOSED: 'The login window was closed before the login finished',
  LOGIN_FAILED: 'The login did not finish. Please try again.',
} as const
