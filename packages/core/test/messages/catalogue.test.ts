import { describe, expect, it } from 'vitest'
import { ENGLISH_SECTIONS } from '../../src/messages/en/index.ts'
import { de } from '../../src/messages/de/index.ts'
import type { Catalogue, TextSection } from '../../src/messages/catalogue.ts'
import { loadTranslation } from '../../src/messages/loadCatalogue.ts'
import { LOCALES } from '../../src/messages/locales.ts'

const SECTIONS: readonly TextSection[] = ENGLISH_SECTIONS

/** Every text of a section as [path, text], nested groups flattened. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as object, `${prefix}${key}.`)))
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
  describe(`the ${locale} catalogue`, () => {
    it(`has every section of the English one and no other, and in each every text, keeping each message's {placeholders}`, async () => {
      const { catalogue } = await loadTranslation(locale)
      expect(Object.keys(catalogue).sort()).toEqual(SECTIONS.map((section) => section.section).sort())
      for (const section of SECTIONS) {
        const translated = Object.fromEntries(entries((catalogue as Record<string, object>)[section.section]!))
        const english = entries(section.en)
        expect(Object.keys(translated).sort(), section.section).toEqual(english.map(([path]) => path).sort())
        for (const [path, text] of english) {
          expect(translated[path], `${section.section}.${path}`).toMatch(/\S/)
          expect(placeholders(translated[path]!), `${section.section}.${path}`).toEqual(placeholders(text))
        }
      }
    })

    it('is translated, not English left in place: at most a few names and shared words stay as they are', async () => {
      const { catalogue } = await loadTranslation(locale)
      const english = SECTIONS.flatMap((section) => entries(section.en).map(([path, text]) => [`${section.section}.${path}`, text] as const))
      const translated = Object.fromEntries(SECTIONS.flatMap((section) => entries((catalogue as Record<string, object>)[section.section]!).map(([path, text]) => [`${section.section}.${path}`, text])))
      const same = english.filter(([path, text]) => translated[path] === text && !/^[\s{}\w]*\{\w+\}[\s{}\w]*$/.test(text)).map(([path]) => path)
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(20)
    })
  })
}

describe('the German catalogue', () => {
  it('is German, not English left in place (names and shared words aside)', () => {
    const same = SECTIONS.flatMap((section) => {
      const german = Object.fromEntries(entries((de as Catalogue)[section.section as keyof Catalogue]))
      return entries(section.en)
        .filter(([path, text]) => german[path] === text)
        .map(([path]) => `${section.section}.${path}`)
    })
    // Words German uses as they are: product names, "Wallets", "NFTs", "Explorer", "Token", "Max", "Normal", "EOA".
    expect(same.sort()).toEqual([
      'account.accountTypes.eoa',
      'account.explorer',
      'account.nftsLabel',
      'account.tabs.NFTs',
      'send.max',
      'send.speeds.normal',
      'send.token',
      'shell.connect.wallets',
      'socialTitles.ConnectingFarcaster',
    ])
  })
})

/**
 * A control whose accessible name is a longer text than the word it shows must say that word too
 * (WCAG 2.5.3, label in name: a visitor who says what they see reaches it by voice).
 */
const SHOWN_AND_NAMED = [
  ['walletGuide', 'get', 'getLabel'],
  ['send', 'max', 'maxLabel'],
] as const

describe('label in name: where a button is named by a longer text, the name holds the word it shows', () => {
  for (const locale of LOCALES) {
    it(locale, async () => {
      const catalogue = locale === 'en' ? Object.fromEntries(SECTIONS.map((section) => [section.section, section.en])) : (await loadTranslation(locale)).catalogue
      for (const [section, shown, named] of SHOWN_AND_NAMED) {
        const texts = (catalogue as Record<string, Record<string, string>>)[section]!
        expect(texts[named]!.toLocaleLowerCase(locale), `${section}.${named} holds ${section}.${shown}`).toContain(texts[shown]!.toLocaleLowerCase(locale))
      }
    })
  }
})
