import { readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { summarizeEip155Request } from '../src/frame/approvalSummaries/eip155Summary.ts'
import { APPROVAL_TEXTS, type ApprovalTranslation } from '../src/frame/texts/approvalTexts.ts'
import { APPROVAL_LOCALES, say, speak } from '../src/frame/texts/say.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const exportName = (locale: string) => locale.replace('-', '')

afterEach(() => speak('en'))

describe('the approval screen speaks the modal’s language', () => {
  it('has a translation for each of the modal’s nineteen locales, every key with its {placeholders}, not English left in place', async () => {
    const files = (await readdir(new URL('../src/frame/texts/', import.meta.url))).filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(file))
    expect(files.map((file) => file.replace('.ts', '')).sort()).toEqual(APPROVAL_LOCALES.filter((locale) => locale !== 'en').sort())
    expect(APPROVAL_LOCALES).toHaveLength(19)
    for (const file of files) {
      const locale = file.replace('.ts', '')
      const translation = (await import(`../src/frame/texts/${file}`))[exportName(locale)] as ApprovalTranslation
      expect(Object.keys(translation), locale).toEqual(Object.keys(APPROVAL_TEXTS))
      for (const [key, english] of Object.entries(APPROVAL_TEXTS)) {
        const text = translation[key as keyof ApprovalTranslation]
        expect(text, `${locale}.${key}`).toMatch(/\S/)
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english))
      }
      const same = Object.entries(APPROVAL_TEXTS).filter(([key, english]) => translation[key as keyof ApprovalTranslation] === english && /[a-z]{3}/.test(english.replace(/\{\w+\}/g, '')))
      expect(same.length, `${locale}: ${same.map(([key]) => key).join(', ')}`).toBeLessThanOrEqual(5)
    }
  })

  it('says the screen’s and the summaries’ own words in the locale, and never translates what the request carries', async () => {
    expect(await speak('de')).toEqual({ lang: 'de', dir: 'ltr' })
    const german = (await import('../src/frame/texts/de.ts')).de
    expect(say('reject')).toBe(german.reject)
    const summary = summarizeEip155Request('personal_sign', ['Reject'])
    expect(summary.title).toBe(german.signMessage)
    expect(summary.sections[0]).toMatchObject({ label: german.message, text: 'Reject' })
    expect(say('sendCalls', { count: 3 })).toBe(german.sendCalls.replace('{count}', '3'))
  })

  it('mirrors for Arabic, and speaks English for English, an unknown locale or none', async () => {
    expect(await speak('ar')).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(await speak('xx')).toEqual({ lang: 'en', dir: 'ltr' })
    expect(say('reject')).toBe('Reject')
    expect(await speak(undefined)).toEqual({ lang: 'en', dir: 'ltr' })
  })
})
