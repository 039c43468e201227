import { decimalSeparator } from './format.ts'

/**
 * A decimal the visitor typed into an amount field, as `<whole>.<fraction>`; null when it is not a
 * plain decimal. The separator may be a point or a comma whatever the locale: a phone's number
 * keyboard offers only its locale's, and people type the one they know. The locale's own separator
 * always reads as the decimal one; the other does too, except where it would be the locale's
 * thousands grouping ("1,000" in English, "1.000" in German: a whole part and exactly three digits
 * after), which is refused, so that no typed amount reads two ways. Grouping itself is never accepted.
 */
export function typedDecimal(typed: string): string | null {
  const text = typed.trim()
  const match = /^(\d*)(?:([.,])(\d*))?$/.exec(text)
  if (!match || !/\d/.test(text)) return null
  const [, whole = '', separator, fraction = ''] = match
  if (!separator) return whole
  const grouping = separator !== decimalSeparator() && /[1-9]/.test(whole) && fraction.length === 3
  return grouping ? null : `${whole}.${fraction}`
}
