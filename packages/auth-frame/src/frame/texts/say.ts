import { APPROVAL_TEXTS, type ApprovalTextKey, type ApprovalTranslation } from './approvalTexts.ts'

/**
 * The approval screen's words in the modal's language: one per frame (the frame is one page, its
 * locale fixed by its query), set once at start. The summaries and the screen say their own words
 * through `say`; what a request carries (a message, a field's name, an amount) is never translated.
 */
let words: ApprovalTranslation = APPROVAL_TEXTS

/** The screen's text for `key`, its `{names}` filled with `values`. */
export function say(key: ApprovalTextKey, values: Readonly<Record<string, string | number>> = {}): string {
  return words[key].replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))
}

/** The locales the approval screen speaks besides English, each its own chunk of the frame. */
const TRANSLATIONS: Readonly<Record<string, () => Promise<ApprovalTranslation>>> = {
  ar: () => import('./ar.ts').then((module) => module.ar),
  de: () => import('./de.ts').then((module) => module.de),
  es: () => import('./es.ts').then((module) => module.es),
  fr: () => import('./fr.ts').then((module) => module.fr),
  hi: () => import('./hi.ts').then((module) => module.hi),
  id: () => import('./id.ts').then((module) => module.id),
  ja: () => import('./ja.ts').then((module) => module.ja),
  ko: () => import('./ko.ts').then((module) => module.ko),
  ms: () => import('./ms.ts').then((module) => module.ms),
  'pt-BR': () => import('./pt-BR.ts').then((module) => module.ptBR),
  ru: () => import('./ru.ts').then((module) => module.ru),
  th: () => import('./th.ts').then((module) => module.th),
  tr: () => import('./tr.ts').then((module) => module.tr),
  uk: () => import('./uk.ts').then((module) => module.uk),
  vi: () => import('./vi.ts').then((module) => module.vi),
  'zh-CN': () => import('./zh-CN.ts').then((module) => module.zhCN),
  'zh-HK': () => import('./zh-HK.ts').then((module) => module.zhHK),
  'zh-TW': () => import('./zh-TW.ts').then((module) => module.zhTW),
}

/** The locales the screen speaks: English and each translation's. */
export const APPROVAL_LOCALES: readonly string[] = ['en', ...Object.keys(TRANSLATIONS)]

/** The locales written right to left: the screen mirrors for them. */
const RIGHT_TO_LEFT = new Set(['ar'])

/**
 * Speaks `locale` from now on (English for 'en' or one the screen does not speak; a translation that
 * fails to load leaves English). Answers what the screen's `<html>` says of its language: `lang` and `dir`.
 */
export async function speak(locale: string | undefined): Promise<{ lang: string; dir: 'ltr' | 'rtl' }> {
  const load = locale && Object.hasOwn(TRANSLATIONS, locale) ? TRANSLATIONS[locale] : undefined
  const translation = await load?.().catch(() => undefined)
  words = translation ?? APPROVAL_TEXTS
  const lang = translation && locale ? locale : 'en'
  return { lang, dir: RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr' }
}
