import { setNumberLocale } from '../format.ts'
import { createStore } from '../store.ts'
import { textsIn, type Catalogue, type TextSection, type TextsOf } from './catalogue.ts'
import type { Translation } from './loadCatalogue.ts'
import type { Locale } from './locales.ts'

export interface MessagesState {
  locale: Locale
  /** The translation once loaded; English (each section's own texts) until then and for 'en'. */
  catalogue?: Catalogue
}

/**
 * The texts the modal shows, in the host's locale; a translation loads on demand, English never does.
 * Numbers follow the texts: written the locale's way once its translation is in.
 */
export function createMessagesStore(locale: Locale) {
  const store = createStore<MessagesState>({ locale })
  let localize: Translation['localize'] | undefined
  // A translation that fails to load leaves the modal in English rather than without texts.
  if (locale === 'en') setNumberLocale('en-US')
  else {
    // The loaders of the eighteen translations are a chunk of their own: an English page never fetches it.
    import('./loadCatalogue.ts')
      .then(({ loadTranslation }) => loadTranslation(locale))
      .then(
        (translation) => {
          localize = translation.localize
          setNumberLocale(locale)
          store.set({ locale, catalogue: translation.catalogue })
        },
        () => undefined,
      )
  }
  const texts = <S extends TextSection>(section: S): TextsOf<S> => textsIn(store.get().catalogue, section)
  return {
    ...store,
    texts,
    /** An English text of the section (a snackbar's, an error's) in the visitor's locale. */
    localize: (section: TextSection, text: string): string => (localize ? localize(section.en, texts(section), text) : text),
  }
}
export type MessagesStore = ReturnType<typeof createMessagesStore>
