import { fillMessage } from './fill.ts'

/**
 * The visitor's text for an English text of a flat section, gettext-style: core throws and reports
 * its English texts (hosts match on them) and the view shows their translation. A `{name}` template
 * carries its values over; a text the section does not know (a wallet's own error) stays as it is.
 */
export function localizeText(english: object, translated: object, text: string): string {
  const target = translated as Record<string, unknown>
  for (const [key, template] of Object.entries(english)) {
    if (typeof template !== 'string' || typeof target[key] !== 'string') continue
    if (template === text) return target[key]
    const params = template.includes('{') ? matchTemplate(template, text) : undefined
    if (params) return fillMessage(target[key], params)
  }
  return text
}

/** Whether a text is one of a flat English section's (a template's with its values filled in). */
export function isTextOf(english: object, text: string): boolean {
  return Object.values(english).some((template) => typeof template === 'string' && (template === text || (template.includes('{') && matchTemplate(template, text) !== undefined)))
}

function matchTemplate(template: string, text: string): Record<string, string> | undefined {
  const names: string[] = []
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 ? (names.push(part), '(.+?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  const match = new RegExp(`^${pattern}$`).exec(text)
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) : undefined
}
