/**
 * spec §5's rule for a name's label (`alice` of `alice.foyer.id`), said part by part for the form:
 * letters, digits and hyphens only, at least 4 characters; at
 * most 63, a DNS label's most; and no hyphen at either end nor third and fourth (`xn--`, `ab--`),
 * which ENS clients refuse (ENSIP-15). The server holds labels to the same rule
 * (apps/server/src/identity/names/nameLabelRule.ts).
 */
export const NAME_LABEL_MIN_LENGTH = 4
export const NAME_LABEL_MAX_LENGTH = 63

/** Why a label cannot be registered: nothing typed, a character outside the rule, too short, too long, a hyphen where ENS refuses one. */
export type NameLabelProblem = 'empty' | 'characters' | 'tooShort' | 'tooLong' | 'hyphens'

/** What is wrong with `label` by spec §5, or undefined when it may be registered. */
export function nameLabelProblem(label: string): NameLabelProblem | undefined {
  if (label === '') return 'empty'
  if (!/^[a-zA-Z0-9-]+$/.test(label)) return 'characters'
  if (label.length < NAME_LABEL_MIN_LENGTH) return 'tooShort'
  if (label.length > NAME_LABEL_MAX_LENGTH) return 'tooLong'
  if (/^-|-$|^..--/.test(label)) return 'hyphens'
  return undefined
}

/** The full name of `label` in `zone` (labels are case-insensitive: the server keeps them lowercase). */
export function nameInZone(label: string, zone: string): string {
  return `${label.toLowerCase()}.${zone}`
}

/** The label of a full name of the zone (`alice.foyer.id` → `alice`): a label holds no dot. */
export function labelOfName(name: string): string {
  return name.split('.')[0] ?? name
}
