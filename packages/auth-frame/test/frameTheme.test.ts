import { describe, expect, it } from 'vitest'
import { DEFAULT_VARIABLES as MODAL_DEFAULTS, THEME_TOKENS as MODAL_TOKENS } from '../../react/src/theme/tokens.ts'
import { DEFAULT_ACCENT, DEFAULT_THEME, accentText, readFrameTheme, themeProperties, usableAccent } from '../src/frame/frameTheme.ts'
import { THEME_TOKENS, type FrameThemeMode } from '../src/frame/themeTokens.ts'
import { contrastRatio, parseHexColour } from '../src/frame/wcagContrast.ts'

const MODES: FrameThemeMode[] = ['dark', 'light']
const hex = (colour: string) => parseHexColour(colour)!
/** A token as an opaque colour: an rgba() border is drawn over the screen's background. */
const onBackground = (mode: FrameThemeMode, name: string) => hex(THEME_TOKENS[mode][name]!)

/** What a host page sent to blank the approval screen (the adversarial finding). */
const HOSTILE_VARIABLES = {
  '--foyer-color-text': 'transparent',
  '--foyer-color-text-muted': 'transparent',
  '--foyer-color-surface': 'transparent',
  '--foyer-color-border': 'transparent',
  '--foyer-color-bg': 'transparent',
  '--foyer-color-accent-text': 'transparent',
  '--foyer-font-family': 'serif',
  '--foyer-border-radius': 0,
  '--foyer-z-index': '-1',
}

describe('the theme allow-list: the host chooses dark or light and tints the accent, nothing else', () => {
  it('reads only themeMode and --foyer-accent from SYNC_THEME; every other variable is dropped', () => {
    expect(readFrameTheme({ themeMode: 'light', themeVariables: { ...HOSTILE_VARIABLES, '--foyer-accent': '#E11D48' } })).toEqual({ themeMode: 'light', accent: '#e11d48' })
    expect(readFrameTheme({ themeMode: 'dark', themeVariables: HOSTILE_VARIABLES })).toEqual({ themeMode: 'dark' })
  })

  it('the properties the screen gets are the frame’s own palette for the mode, plus the checked accent and its text', () => {
    for (const mode of MODES) {
      const properties = themeProperties(readFrameTheme({ themeMode: mode, themeVariables: HOSTILE_VARIABLES }))
      expect(properties).toEqual({ ...THEME_TOKENS[mode], '--foyer-accent': DEFAULT_ACCENT, '--foyer-color-accent-text': '#ffffff' })
    }
  })

  it('accepts an accent only as a #rgb or #rrggbb colour', () => {
    for (const accent of ['transparent', 'red', 'var(--x)', '#e11d4800', 'rgb(0 0 0 / 0)', '#e11d48; display:none', 12, '']) {
      expect(readFrameTheme({ themeMode: 'dark', themeVariables: { '--foyer-accent': accent } }), String(accent)).toEqual({ themeMode: 'dark' })
    }
    expect(readFrameTheme({ themeMode: 'dark', themeVariables: { '--foyer-accent': ' #8B5CF6 ' } })).toEqual({ themeMode: 'dark', accent: '#8b5cf6' })
    expect(readFrameTheme({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#f80' } })).toEqual({ themeMode: 'dark', accent: '#f80' })
  })

  it('a message that is not a theme leaves the default dark theme', () => {
    expect(readFrameTheme({ themeMode: 'sepia' })).toEqual(DEFAULT_THEME)
    expect(readFrameTheme(null)).toEqual(DEFAULT_THEME)
    expect(DEFAULT_THEME).toEqual({ themeMode: 'dark' })
  })
})

describe('accent contrast enforcement', () => {
  it('an accent below 3:1 against the screen’s background or surface is replaced by the frame’s default accent', () => {
    expect(usableAccent({ themeMode: 'dark', accent: THEME_TOKENS.dark['--foyer-color-surface']! })).toBe(DEFAULT_ACCENT)
    expect(usableAccent({ themeMode: 'light', accent: '#ffffff' })).toBe(DEFAULT_ACCENT)
    expect(usableAccent({ themeMode: 'light', accent: '#f5f5f5' })).toBe(DEFAULT_ACCENT)
    expect(usableAccent({ themeMode: 'dark', accent: '#2b2f6b' })).toBe(DEFAULT_ACCENT)
    expect(usableAccent({ themeMode: 'dark', accent: '#f08a24' })).toBe('#f08a24')
    expect(usableAccent({ themeMode: 'light', accent: '#8b5cf6' })).toBe('#8b5cf6')
  })

  it('Approve’s text is white or near-black, whichever contrasts more, and always at least 4.5:1', () => {
    expect(accentText(hex('#3f5efb')).colour).toBe('#ffffff')
    expect(accentText(hex('#f5b544')).colour).toBe('#0b0c0f')
    // Every grey level and the demo’s accents: the accent used always carries its text at 4.5:1.
    const candidates = [...Array.from({ length: 256 }, (_, v) => `#${v.toString(16).padStart(2, '0').repeat(3)}`), '#3f5efb', '#8b5cf6', '#e4458b', '#f08a24', '#1fae7a']
    for (const mode of MODES) {
      for (const candidate of candidates) {
        const properties = themeProperties({ themeMode: mode, accent: candidate })
        const accent = hex(properties['--foyer-accent']!)
        expect(contrastRatio(accent, hex(properties['--foyer-color-accent-text']!)), `${mode} ${candidate}`).toBeGreaterThanOrEqual(4.5)
        expect(contrastRatio(accent, onBackground(mode, '--foyer-color-bg')), `${mode} ${candidate}`).toBeGreaterThanOrEqual(3)
        expect(contrastRatio(accent, onBackground(mode, '--foyer-color-surface')), `${mode} ${candidate}`).toBeGreaterThanOrEqual(3)
      }
    }
  })
})

describe('the frame’s own palettes', () => {
  it('are the modal’s default tokens, so the screen looks like the modal around it', () => {
    expect(THEME_TOKENS).toEqual(MODAL_TOKENS)
    expect(DEFAULT_ACCENT).toBe(MODAL_DEFAULTS['--foyer-accent'])
  })

  it('meet WCAG AA: text and muted text at 4.5:1 on the background, the surface and the disabled button; the default accent at 3:1', () => {
    for (const mode of MODES) {
      for (const text of ['--foyer-color-text', '--foyer-color-text-muted']) {
        for (const surface of ['--foyer-color-bg', '--foyer-color-surface', '--foyer-color-surface-hover']) {
          expect(contrastRatio(onBackground(mode, text), onBackground(mode, surface)), `${mode} ${text} on ${surface}`).toBeGreaterThanOrEqual(4.5)
        }
      }
      expect(usableAccent({ themeMode: mode })).toBe(DEFAULT_ACCENT)
      expect(usableAccent({ themeMode: mode, accent: DEFAULT_ACCENT })).toBe(DEFAULT_ACCENT)
    }
  })
})
