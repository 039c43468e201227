/**
 * The modal's design tokens (packages/react/src/theme/tokens.ts), repeated here because the frame
 * is its own tiny page and must not pull in the React package; a test keeps the two equal.
 */
export type FrameThemeMode = 'light' | 'dark'

export const THEME_TOKENS: Record<FrameThemeMode, Record<string, string>> = {
  dark: {
    '--foyer-color-bg': '#15161a',
    '--foyer-color-surface': '#1f2126',
    '--foyer-color-surface-hover': '#2a2d34',
    '--foyer-color-border': 'rgba(255, 255, 255, 0.09)',
    '--foyer-color-text': '#f3f4f6',
    '--foyer-color-text-muted': '#a1a6b0',
    '--foyer-color-success': '#34c77b',
    '--foyer-color-error': '#ff6b6b',
    '--foyer-color-warning': '#f5b544',
    '--foyer-color-overlay': 'rgba(5, 6, 8, 0.66)',
    '--foyer-color-accent-text': '#ffffff',
    '--foyer-shadow': '0 24px 64px rgba(0, 0, 0, 0.55)',
  },
  light: {
    '--foyer-color-bg': '#ffffff',
    '--foyer-color-surface': '#f3f4f7',
    '--foyer-color-surface-hover': '#e8eaef',
    '--foyer-color-border': 'rgba(15, 17, 22, 0.1)',
    '--foyer-color-text': '#15171c',
    '--foyer-color-text-muted': '#5d6370',
    '--foyer-color-success': '#1a8f55',
    '--foyer-color-error': '#d13c3c',
    '--foyer-color-warning': '#a86a00',
    '--foyer-color-overlay': 'rgba(20, 22, 28, 0.45)',
    '--foyer-color-accent-text': '#ffffff',
    '--foyer-shadow': '0 24px 64px rgba(20, 22, 28, 0.22)',
  },
}

export const DEFAULT_VARIABLES: Record<string, string> = {
  '--foyer-accent': '#3f5efb',
  '--foyer-font-family': "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--foyer-border-radius': '20px',
  '--foyer-z-index': '2147483000',
}
