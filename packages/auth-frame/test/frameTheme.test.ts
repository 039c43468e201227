import { describe, expect, it } from 'vitest'
import { DEFAULT_VARIABLES as MODAL_DEFAULTS, THEME_TOKENS as MODAL_TOKENS } from '../../react/src/theme/tokens.ts'
import { DEFAULT_THEME, themeProperties } from '../src/frame/frameTheme.ts'
import { DEFAULT_VARIABLES, THEME_TOKENS } from '../src/frame/themeTokens.ts'

describe('the frame’s theme', () => {
  it('uses the modal’s own tokens, so the approval screen looks like the modal around it', () => {
    expect(THEME_TOKENS).toEqual(MODAL_TOKENS)
    expect(DEFAULT_VARIABLES).toEqual(MODAL_DEFAULTS)
  })

  it('is dark until the app syncs another', () => {
    expect(DEFAULT_THEME).toEqual({ themeMode: 'dark' })
    expect(themeProperties(DEFAULT_THEME)['--foyer-color-bg']).toBe(MODAL_TOKENS.dark['--foyer-color-bg'])
  })

  it('takes the host’s --foyer-* overrides over the mode’s tokens, and ignores any other name', () => {
    const properties = themeProperties({
      themeMode: 'light',
      themeVariables: { '--foyer-accent': '#e11d48', '--foyer-border-radius': 8, color: 'red', '--other': 'x', '--foyer-x;y': 'z' },
    })
    expect(properties['--foyer-accent']).toBe('#e11d48')
    expect(properties['--foyer-border-radius']).toBe('8')
    expect(properties['--foyer-color-text']).toBe(MODAL_TOKENS.light['--foyer-color-text'])
    expect(Object.keys(properties).every((name) => /^--foyer-[a-z0-9-]+$/.test(name))).toBe(true)
  })
})
