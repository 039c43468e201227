import { SNACKBARS, THROWN } from '../../errors.ts'

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
    /** The server is offline, down or failing (a network error, no answer, a 5xx): Retry may help. */
    SERVER_UNREACHABLE: 'We couldn’t reach the server. Check your connection and try again.',
    /** The project refuses this site (403): the console says why; the visitor cannot fix it. */
    SITE_NOT_ALLOWED: 'Email and social login are not available on this site.',
    /** A request that timed out or was aborted (spec §8). */
    SOMETHING_WENT_WRONG: SNACKBARS.SOMETHING_WENT_WRONG,
    /** A code the server did not take: wrong, expired, already used. */
    CODE_NOT_ACCEPTED: 'That code didn’t work. Check the email and try again, or request a new code.',
    /** A wrong code, which may be tried again: how many more times. */
    CODE_WRONG: 'That code isn’t right. Tries left: {count}.',
    /** Too many wrong tries of this code: it is burned. */
    CODE_LOCKED: 'Too many wrong codes: this code no longer works. Request a new code.',
    /** Too many wrong codes for the address or from this browser, across codes: locked for a while. */
    LOCKED_OUT: 'Too many wrong codes. Wait a few minutes, then request a new code.',
    /** Too many login mails this hour. */
    MAIL_LIMIT: 'Too many login emails were asked for. Please try again later.',
    /** The visitor said no (or went back) at the provider (OAuth `error=access_denied`). */
    LOGIN_CANCELLED: 'The login was cancelled at {provider}.',
  },
} as const
