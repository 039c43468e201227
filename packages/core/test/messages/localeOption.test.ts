import { afterEach, describe, expect, it, vi } from 'vitest'
import { pickLocale } from '../../src/messages/locales.ts'
import { FoyerOptionsError, resolveOptions, type FoyerOptions } from '../../src/options.ts'
import { mainnet } from '../fixtures/networks.ts'

describe('the locale option', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("defaults to the browser's language where Foyer speaks it, English without a browser, and the host's choice wins", () => {
    expect(resolveOptions({ networks: [mainnet] }).locale).toBe('en')
    vi.stubGlobal('navigator', { language: 'ja-JP', languages: ['ja-JP', 'en-US'] })
    expect(resolveOptions({ networks: [mainnet] }).locale).toBe('ja')
    expect(resolveOptions({ networks: [mainnet], locale: 'de' }).locale).toBe('de')
  })

  it('refuses a locale Foyer does not speak, naming the option and the ones it does', () => {
    const resolve = () => resolveOptions({ networks: [mainnet], locale: 'xx' } as unknown as FoyerOptions)
    expect(resolve).toThrow(FoyerOptionsError)
    expect(resolve).toThrow('Foyer options: locale must be one of "en", "ar", "de"')
  })
})

describe("the visitor's locale from the browser's languages", () => {
  it('takes the first language Foyer speaks, exactly or by its language alone', () => {
    expect(pickLocale(['de-AT', 'en'])).toBe('de')
    expect(pickLocale(['pt-PT'])).toBe('pt-BR')
    expect(pickLocale(['xx', 'fr-CA', 'de'])).toBe('fr')
    expect(pickLocale(['ar-EG'])).toBe('ar')
    expect(pickLocale(['en-GB', 'de'])).toBe('en')
  })

  it('tells the three Chinese locales apart by script and region', () => {
    expect(pickLocale(['zh-TW'])).toBe('zh-TW')
    expect(pickLocale(['zh-Hant'])).toBe('zh-TW')
    expect(pickLocale(['zh-Hant-HK'])).toBe('zh-HK')
    expect(pickLocale(['zh-HK'])).toBe('zh-HK')
    expect(pickLocale(['zh-MO'])).toBe('zh-HK')
    expect(pickLocale(['zh-Hans-CN'])).toBe('zh-CN')
    expect(pickLocale(['zh'])).toBe('zh-CN')
  })

  it('is English when none of the languages is one of Foyer’s', () => {
    expect(pickLocale(['xx', 'yy-ZZ'])).toBe('en')
    expect(pickLocale([])).toBe('en')
  })
})
