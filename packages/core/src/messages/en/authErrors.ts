import { THROWN } from '../../errors.ts'

/**
 * The embedded wallet's errors a visitor reads under a field or in a login view. Core throws them in
 * English (hosts may match on them); the views show them in the visitor's locale.
 */
export const authErrorTexts = {
  section: 'authErrors',
  en: {
    INVALID_EMAIL: 'Enter a valid email address',
    SAME_EMAIL: 'This is already the email of your wallet',
    INVALID_OTP: 'Enter the 6-digit code from the email',
    POPUP_CLOSED: 'The login window was closed before the login finished',
    LOGIN_FAILED: 'The login did not finish. Please try again.',
    /** The email-login cooldown (spec §8), thrown as tryAgainAfterMessage(N). */
    TRY_AGAIN_AFTER: THROWN.TRY_AGAIN_AFTER,
    /** The frame's default error (spec §8). */
    FRAME_ERROR: THROWN.DEFAULT_FRAME_ERROR,
  },
} as const
