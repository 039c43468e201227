import { regexes } from 'zod/v4/core'

/** The longest address the frame and the server take (the protocol's emailSchema). */
const MAX_EMAIL_LENGTH = 320

/**
 * Whether a connect, update or new email is one the frame will accept (spec §5): the same rule the
 * frame and the server apply (the protocol's emailSchema, `z.email()` at most 320 characters), with
 * zod's own email pattern but not zod's schema machinery, which this check would load with the
 * Connect view's email field.
 */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && regexes.email.test(value)
}
