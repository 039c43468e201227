import { describe, expect, it } from 'vitest'
import { accentTextColor, contrastRatio, relativeLuminance, withAccentText } from '../src/color.ts'

describe('accentTextColor (WCAG AA 4.5:1 for the text on accent buttons)', () => {
  it('keeps white on an accent dark enough for it, and switches to near-black where white would fall under 4.5:1', () => {
    expect(accentTextColor('#3f5efb')).toBe('#ffffff')
    expect(accentTextColor('#000')).toBe('#ffffff')
    expect(accentTextColor('#4c6fff'), 'white on it is 4.18:1').toBe('#0b0c0f')
    expect(accentTextColor('#f08a24')).toBe('#0b0c0f')
    expect(accentTextColor('#FFFFFF')).toBe('#0b0c0f')
  })

  it('answers undefined for colours it cannot measure (CSS variables, names, rgb())', () => {
    expect(accentTextColor('var(--brand)')).toBeUndefined()
    expect(accentTextColor('rebeccapurple')).toBeUndefined()
    expect(accentTextColor('rgb(0, 0, 0)')).toBeUndefined()
    expect(accentTextColor('#12345')).toBeUndefined()
  })

  it('measures luminance and contrast as WCAG 2 defines them (white on black is 21:1)', () => {
    expect(relativeLuminance('#ffffff')).toBe(1)
    expect(relativeLuminance('#000000')).toBe(0)
    expect(contrastRatio(1, 0)).toBe(21)
    expect(contrastRatio(relativeLuminance('#777777')!, 1)).toBeCloseTo(4.48, 2)
  })
})

describe('withAccentText', () => {
  it("adds the readable text colour for the host's accent, keeps the host's own choice, and leaves variables without an accent alone", () => {
    expect(withAccentText({ '--foyer-accent': '#f08a24' })).toEqual({ '--foyer-accent': '#f08a24', '--foyer-color-accent-text': '#0b0c0f' })
    expect(withAccentText({ '--foyer-accent': '#f08a24', '--foyer-color-accent-text': '#fff' })).toEqual({
      '--foyer-accent': '#f08a24',
      '--foyer-color-accent-text': '#fff',
    })
    expect(withAccentText({ '--foyer-border-radius': '8px' })).toEqual({ '--foyer-border-radius': '8px' })
    expect(withAccentText({ '--foyer-accent': 'var(--brand)' })).toEqual({ '--foyer-accent': 'var(--brand)' })
  })
})
