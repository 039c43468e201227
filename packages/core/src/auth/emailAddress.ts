import * as z from 'zod/mini'

/** The same rule the frame and the server apply (the protocol's emailSchema): zod's email format, at most 320 characters. */
const emailSchema = z.email().check(z.maxLength(320))

/** Whether a connect, update or new email is one the frame will accept (spec §5). */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success
}
