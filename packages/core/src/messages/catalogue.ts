import type { ENGLISH_SECTIONS } from './en/index.ts'

/**
 * A section of the catalogue: its name and its English texts. Sections are separate modules so each
 * ships in the chunk of the views that show it (the first load carries only the host buttons' texts).
 */
export interface TextSection {
  readonly section: string
  readonly en: object
}

/** A section's texts in any locale: the English shape with every text a string. */
export type TextsOf<S extends TextSection> = Widen<S['en']>
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> }

type Sections = (typeof ENGLISH_SECTIONS)[number]

/** A whole translation: every section, every key (a missing one fails the type check). */
export type Catalogue = { readonly [S in Sections as S['section']]: TextsOf<S> }

/** The section's texts in the loaded translation, or its English while there is none. */
export function textsIn<S extends TextSection>(catalogue: Catalogue | undefined, section: S): TextsOf<S> {
  const translated = (catalogue as Record<string, unknown> | undefined)?.[section.section]
  return (translated ?? section.en) as TextsOf<S>
}
