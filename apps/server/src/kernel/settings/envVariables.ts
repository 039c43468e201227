import { z } from 'zod'

/** An environment variable holding a whole number above 0 (a limit, a size, a count). */
export function positiveWholeNumber() {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a whole number above 0')
    .transform(Number)
}

/** An on/off environment variable: 1 or true, 0 or false (empty: unset). */
export function onOffVariable() {
  return z.enum(['', '0', '1', 'false', 'true'], { error: 'must be 1 or true (on), 0 or false (off)' }).optional()
}
