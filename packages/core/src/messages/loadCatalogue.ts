import type { Catalogue } from './catalogue.ts'
import type { Locale } from './locales.ts'
import type { localizeText } from './localize.ts'

/** A translation and the means to translate core's English texts into it. */
export interface Translation {
  catalogue: Catalogue
  localize: typeof localizeText
}

/** Each translation is its own chunk, fetched only by a page that asks for its locale. */
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  ar: () => import('./ar/index.ts').then((module) => module.ar),
  de: () => import('./de/index.ts').then((module) => module.de),
  es: () => import('./es/index.ts').then((module) => module.es),
  fr: () => import('./fr/index.ts').then((module) => module.fr),
  hi: () => import('./hi/index.ts').then((module) => module.hi),
  id: () => import('./id/index.ts').then((module) => module.id),
  ja: () => import('./ja/index.ts').then((module) => module.ja),
  ko: () => import('./ko/index.ts').then((module) => module.ko),
  ms: () => import('./ms/index.ts').then((module) => module.ms),
  'pt-BR': () => import('./pt-BR/index.ts').then((module) => module.ptBR),
  ru: () => import('./ru/index.ts').then((module) => module.ru),
  th: () => import('./th/index.ts').then((module) => module.th),
  tr: () => import('./tr/index.ts').then((module) => module.tr),
  uk: () => import('./uk/index.ts').then((module) => module.uk),
  vi: () => import('./vi/index.ts').then((module) => module.vi),
  'zh-CN': () => import('./zh-CN/index.ts').then((module) => module.zhCN),
  'zh-HK': () => import('./zh-HK/index.ts').then((module) => module.zhHK),
  'zh-TW': () => import('./zh-TW/index.ts').then((module) => module.zhTW),
}

/** An English page needs no localizer either: it loads beside the translation, not in the first load. */
export async function loadTranslation(locale: Exclude<Locale, 'en'>): Promise<Translation> {
  const [catalogue, { localize }] = await Promise.all([CATALOGUES[locale](), import('./localizer.ts')])
  return { catalogue, localize }
}
