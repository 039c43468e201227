import * as z from 'zod/mini'

/** RFC 5321's limits: what a mail server refuses, refused here first with a message saying which. */
const MAX_ADDRESS_LENGTH = 254
const MAX_LOCAL_PART_LENGTH = 64
const MAX_DOMAIN_LENGTH = 253
const MAX_DOMAIN_LABEL_LENGTH = 63

/** The part before the last @ and the part after it ('' for either when there is no @). */
function partsOf(address: string): { localPart: string; domain: string } {
  const at = address.lastIndexOf('@')
  return at < 0 ? { localPart: '', domain: '' } : { localPart: address.slice(0, at), domain: address.slice(at + 1) }
}

/**
 * An email address the server can send a login mail to: its shape, and the lengths SMTP allows,
 * since an address past them passes a shape check and then fails at the mail server (a 502).
 */
export const emailSchema = z.email({ error: 'must be a valid email address' }).check(
  z.maxLength(MAX_ADDRESS_LENGTH, `must be at most ${MAX_ADDRESS_LENGTH} characters long`),
  z.refine((address) => partsOf(address).localPart.length <= MAX_LOCAL_PART_LENGTH, `must have at most ${MAX_LOCAL_PART_LENGTH} characters before the @`),
  z.refine((address) => partsOf(address).domain.length <= MAX_DOMAIN_LENGTH, `must have a domain of at most ${MAX_DOMAIN_LENGTH} characters`),
  z.refine(
    (address) =>
      partsOf(address)
        .domain.split('.')
        .every((label) => label.length <= MAX_DOMAIN_LABEL_LENGTH),
    `must have domain labels (the parts between dots) of at most ${MAX_DOMAIN_LABEL_LENGTH} characters each`,
  ),
)
