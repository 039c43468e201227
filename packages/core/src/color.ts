/**
 * The text colour that reads on an accent colour: white where it reaches the WCAG AA ratio for
 * body text (4.5:1), else near-black. A host picks any accent; its buttons stay legible.
 * Answers undefined for a colour that is not `#rgb` or `#rrggbb` (a CSS variable, a named colour):
 * the theme's own text colour then applies.
 */
export function accentTextColor(accent: string): string | undefined {
  const luminance = relativeLuminance(accent)
  if (luminance === undefined) return undefined
  return contrastRatio(1, luminance) >= 4.5 ? '#ffffff' : '#0b0c0f'
}

/** WCAG 2 contrast ratio of two relative luminances. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG 2 relative luminance of a `#rgb` / `#rrggbb` colour. */
export function relativeLuminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return undefined
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

const ACCENT = '--foyer-accent'
const ACCENT_TEXT = '--foyer-color-accent-text'

/**
 * A host's theme variables with `--foyer-color-accent-text` filled in for its `--foyer-accent`
 * (unless the host set that too), so text on accent buttons stays readable whatever the accent.
 */
export function withAccentText<V extends object>(variables: V): V & { [ACCENT_TEXT]?: string } {
  const accent = (variables as Record<string, unknown>)[ACCENT]
  if (typeof accent !== 'string' || (variables as Record<string, unknown>)[ACCENT_TEXT] !== undefined) return variables
  const text = accentTextColor(accent)
  return text ? { ...variables, [ACCENT_TEXT]: text } : variables
}
