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
  de: () => import('./de/index.ts').then((module) => module.de),
}

/** An English page needs no localizer either: it loads beside the translation, not in the first load. */
export async function loadTranslation(locale: Exclude<Locale, 'en'>): Promise<Translation> {
  const [catalogue, { localize }] = await Promise.all([CATALOGUES[locale](), import('./localizer.ts')])
  return { catalogue, localize }
}
