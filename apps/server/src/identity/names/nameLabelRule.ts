import { ens_normalize } from '@adraffy/ens-normalize'

/** spec §5: a name's label is letters, digits and hyphens, at least 4 characters (and at most 63, a DNS label's most). */
const SPEC_LABEL = /^[a-zA-Z0-9-]{4,63}$/
/** A hyphen may not begin or end a label (DNS's letter-digit-hyphen rule, which ENS names through DNS keep). */
const EDGE_HYPHEN = /^-|-$/
/** ENSIP-15's label extension: a hyphen third and fourth (`xn--`, `ab--`) is refused by every ENS client. */
const LABEL_EXTENSION = /^..--/

/**
 * What keeps `label` from being a name of the zone, or undefined when it may be one: spec §5's rule,
 * no hyphen at either end nor third and fourth, and it must be its own ENSIP-15 normal form (lowercased),
 * so that any ENS client resolves the name it makes. packages/core's nameLabel.ts holds the modal to
 * the same rule.
 */
export function labelProblem(label: string): string | undefined {
  if (!SPEC_LABEL.test(label)) return 'the name may use letters, digits and hyphens only, 4 to 63 characters'
  if (EDGE_HYPHEN.test(label)) return 'the name may not begin or end with a hyphen'
  if (LABEL_EXTENSION.test(label)) return 'the name may not have hyphens third and fourth (like xn-- or ab--): ENS clients refuse such names'
  if (normalised(label) !== label.toLowerCase()) return 'the name is not in ENSIP-15 normal form, so ENS clients would not resolve it'
  return undefined
}

/** Whether `label` may be a name of the zone (labelProblem finds nothing). */
export function isRegistrableLabel(label: string): boolean {
  return labelProblem(label) === undefined
}

function normalised(label: string): string | undefined {
  try {
    return ens_normalize(label)
  } catch {
    return undefined
  }
}
