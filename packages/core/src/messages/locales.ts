/**
 * The locales the modal speaks; English is the source every other catalogue translates. RainbowKit's
 * nineteen, with Arabic written right to left.
 */
export const LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW'] as const
export type Locale = (typeof LOCALES)[number]

/** The locales written right to left: the modal mirrors its layout for them. */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar'])

/** The direction a locale is written in, for the modal's `dir`. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}

/** Chinese by region first (zh-Hant-HK is Hong Kong's), then by script. */
const CHINESE_REGIONS: Readonly<Record<string, Locale>> = { tw: 'zh-TW', hk: 'zh-HK', mo: 'zh-HK', cn: 'zh-CN', sg: 'zh-CN' }
const CHINESE_SCRIPTS: Readonly<Record<string, Locale>> = { hant: 'zh-TW', hans: 'zh-CN' }

/**
 * The locale for a visitor's languages in their order of preference (`navigator.languages`): the
 * first that matches a locale exactly, else by its language alone (de-AT → de, pt-PT → pt-BR;
 * Chinese by region, then script: zh-MO → zh-HK, zh-Hant → zh-TW, zh → zh-CN). English when none does.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const lower = tag.toLowerCase()
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
    if (exact) return exact
    const [language, ...rest] = lower.split(/[-_]/)
    if (language === 'zh') return rest.map((part) => CHINESE_REGIONS[part]).find(Boolean) ?? rest.map((part) => CHINESE_SCRIPTS[part]).find(Boolean) ?? 'zh-CN'
    const byLanguage = LOCALES.find((locale) => locale.split('-')[0] === language)
    if (byLanguage) return byLanguage
  }
  return 'en'
}

/** The visitor's locale as their browser says it; English where there is no browser (a server render). */
export function browserLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? undefined : navigator.languages?.length ? navigator.languages : [navigator.language]
  return languages ? pickLocale(languages.filter((language): language is string => typeof language === 'string')) : 'en'
}
