import { authErrorTexts } from '../messages/en/authErrors.ts'

/**
 * Texts of the embedded-wallet screens that are not in the spec's catalogue (errors.ts): the English
 * section of the message catalogue, so the views and the tests share them and the views translate them.
 */
export const AUTH_MESSAGES = authErrorTexts.en
