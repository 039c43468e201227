/**
 * The frame's look. The approval screen is the one place a visitor must be able to trust, so the
 * host chooses only dark or light and may tint the accent: every other colour, the font, sizes and
 * spacing are the frame's own. The accent is taken only as a `#rgb`/`#rrggbb` colour that stands
 * out from the frame's surfaces (3:1) and carries white or near-black text at 4.5:1; otherwise the
 * frame's default accent is used.
 */
import * as z from 'zod/mini'
import { DEFAULT_VARIABLES, THEME_TOKENS, type FrameThemeMode } from './themeTokens.ts'
import { contrastRatio, parseHexColour, type Rgb } from './wcagContrast.ts'

export interface FrameTheme {
  themeMode: FrameThemeMode
  /** The host's accent, already a valid colour; contrast is enforced when it is applied. */
  accent?: string
}

/** Spec §2: the default theme is dark. */
export const DEFAULT_THEME: FrameTheme = { themeMode: 'dark' }

const ACCENT = '--foyer-accent'
export const DEFAULT_ACCENT = DEFAULT_VARIABLES[ACCENT]!
/** Text on the accent: whichever of these reads better on it (WCAG contrast). */
export const ACCENT_TEXT_COLOURS = ['#ffffff', '#0b0c0f'] as const
const MIN_ACCENT_CONTRAST = 3
const MIN_TEXT_CONTRAST = 4.5

/** The allow-list: z.object keeps these keys and drops every other one the host sends. */
const themeMessageSchema = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: z.optional(z.object({ [ACCENT]: z.optional(z.unknown()) })),
})

/** What the frame takes from a SYNC_THEME payload: the mode, and the accent when it is a colour. */
export function readFrameTheme(message: unknown): FrameTheme {
  const parsed = themeMessageSchema.safeParse(message)
  if (!parsed.success) return DEFAULT_THEME
  const accent = parsed.data.themeVariables?.[ACCENT]
  const valid = typeof accent === 'string' && parseHexColour(accent) !== null
  return { themeMode: parsed.data.themeMode, ...(valid ? { accent: accent.trim().toLowerCase() } : {}) }
}

/** The text colour for an accent, and the contrast it reaches. */
export function accentText(accent: Rgb): { colour: string; contrast: number } {
  const [first, second] = ACCENT_TEXT_COLOURS.map((colour) => ({ colour, contrast: contrastRatio(accent, parseHexColour(colour)!) }))
  return first!.contrast >= second!.contrast ? first! : second!
}

/** The accent the screen uses: the host's when it is legible on the mode's surfaces, else the default. */
export function usableAccent(theme: FrameTheme): string {
  const accent = theme.accent ? parseHexColour(theme.accent) : null
  if (!accent) return DEFAULT_ACCENT
  const tokens = THEME_TOKENS[theme.themeMode]
  const surfaces = [tokens['--foyer-color-bg']!, tokens['--foyer-color-surface']!].map((colour) => parseHexColour(colour)!)
  const standsOut = surfaces.every((surface) => contrastRatio(accent, surface) >= MIN_ACCENT_CONTRAST)
  return standsOut && accentText(accent).contrast >= MIN_TEXT_CONTRAST ? theme.accent! : DEFAULT_ACCENT
}

/** Every custom property the frame's CSS reads, from the frame's own palette and the checked accent. */
export function themeProperties(theme: FrameTheme): Record<string, string> {
  const accent = usableAccent(theme)
  return { ...THEME_TOKENS[theme.themeMode], [ACCENT]: accent, '--foyer-color-accent-text': accentText(parseHexColour(accent)!).colour }
}

/** Sets the theme on the frame's root element, replacing whatever was there (setProperty: a value can never add a rule). */
export function applyTheme(root: HTMLElement, theme: FrameTheme): void {
  for (let i = root.style.length - 1; i >= 0; i--) {
    const name = root.style.item(i)
    if (name.startsWith('--')) root.style.removeProperty(name)
  }
  for (const [name, value] of Object.entries(themeProperties(theme))) root.style.setProperty(name, value)
  // Only a data attribute: a color-scheme on the root that differs from the host's would make
  // Chromium paint the frame opaque; the approval screen sets its own (frame.css).
  root.dataset.theme = theme.themeMode
}
