import { describe, expect, it } from 'vitest'
import { FoyerOptionsError, resolveOptions, type FoyerOptions } from '../../src/options.ts'
import { mainnet } from '../fixtures/networks.ts'

describe('the locale option', () => {
  it("defaults to 'en' and takes 'de'", () => {
    expect(resolveOptions({ networks: [mainnet] }).locale).toBe('en')
    expect(resolveOptions({ networks: [mainnet], locale: 'de' }).locale).toBe('de')
  })

  it('refuses a locale Foyer does not speak, naming the option and the ones it does', () => {
    const resolve = () => resolveOptions({ networks: [mainnet], locale: 'fr' } as unknown as FoyerOptions)
    expect(resolve).toThrow(FoyerOptionsError)
    expect(resolve).toThrow('Foyer options: locale must be one of "en", "de"')
  })
})
