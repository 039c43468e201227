import { describe, expect, it } from 'vitest'
import { ENGLISH_SECTIONS } from '../../src/messages/en/index.ts'
import { de } from '../../src/messages/de/index.ts'
import type { Catalogue, TextSection } from '../../src/messages/catalogue.ts'

const SECTIONS: readonly TextSection[] = ENGLISH_SECTIONS

/** Every text of a section as [path, text], nested groups flattened. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as object, `${prefix}${key}.`)))
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the German catalogue', () => {
  it('has every section of the English one, and no other', () => {
    expect(Object.keys(de).sort()).toEqual(SECTIONS.map((section) => section.section).sort())
  })

  for (const section of SECTIONS) {
    it(`translates every text of '${section.section}', keeping each message's {placeholders}`, () => {
      const german = Object.fromEntries(entries((de as Record<string, object>)[section.section]!))
      const english = entries(section.en)
      expect(Object.keys(german).sort()).toEqual(english.map(([path]) => path).sort())
      for (const [path, text] of english) {
        expect(german[path], path).toMatch(/\S/)
        expect(placeholders(german[path]!), path).toEqual(placeholders(text))
      }
    })
  }

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
