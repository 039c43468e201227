import { DEFAULT_VARIABLES, THEME_TOKENS, type FrameThemeMode } from './themeTokens.ts'

export interface FrameTheme {
  themeMode: FrameThemeMode
  themeVariables?: Record<string, string | number> | undefined
}

/** Spec §2: the default theme is dark. */
export const DEFAULT_THEME: FrameTheme = { themeMode: 'dark' }

/**
 * The custom properties for a theme, as the modal computes them: the mode's tokens, the defaults,
 * then the host's `--foyer-*` overrides (other names are ignored, as the modal's options refuse them).
 */
export function themeProperties(theme: FrameTheme): Record<string, string> {
  const overrides = Object.entries(theme.themeVariables ?? {}).filter(([name]) => /^--foyer-[a-z0-9-]+$/.test(name))
  return { ...THEME_TOKENS[theme.themeMode], ...DEFAULT_VARIABLES, ...Object.fromEntries(overrides.map(([name, value]) => [name, String(value)])) }
}

/** Sets the theme on the frame's root element (setProperty: a value can never add a rule). */
export function applyTheme(root: HTMLElement, theme: FrameTheme): void {
  for (let i = root.style.length - 1; i >= 0; i--) {
    const name = root.style.item(i)
    if (name.startsWith('--foyer-')) root.style.removeProperty(name)
  }
  for (const [name, value] of Object.entries(themeProperties(theme))) root.style.setProperty(name, value)
  // Only a data attribute: a color-scheme on the root that differs from the host's would make
  // Chromium paint the frame opaque; the approval screen sets its own (frame.css).
  root.dataset.theme = theme.themeMode
}
