/**
 * The mailbox an address reaches, for budgets: lower case, without a `+tag` (`a+1@x` and `a+2@x`
 * are one inbox), and for Gmail without dots in the local part and googlemail.com as gmail.com.
 * Sixty `+tag` variants of one address are sixty mails to one person.
 */
export function baseAddress(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return email.toLowerCase()
  let local = email.slice(0, at).toLowerCase().split('+')[0]!
  let domain = email.slice(at + 1).toLowerCase()
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replaceAll('.', '')
  return `${local}@${domain}`
}
