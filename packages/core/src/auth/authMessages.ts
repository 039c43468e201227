import { authErrorTexts } from '../messages/en/authErrors.ts'

/**
 * Texts of the embedded-wallet screens that are not in the spec's catalogue (errors.ts): the English
 * section of the message catalogue, so the views and the tests share them and the views translate them.
 */
export const AUTH_MESSAGES = authErrorTexts.en

/** The failures after which the code on screen can no longer be used: only a new code helps. */
export const CODE_SPENT_MESSAGES: ReadonlySet<string> = new Set([AUTH_MESSAGES.CODE_LOCKED, AUTH_MESSAGES.LOCKED_OUT])

/** The failures a second try may cure (the server was unreachable, a request timed out): the views offer Retry. */
export const RETRYABLE_MESSAGES: ReadonlySet<string> = new Set([AUTH_MESSAGES.SERVER_UNREACHABLE, AUTH_MESSAGES.SOMETHING_WENT_WRONG])
