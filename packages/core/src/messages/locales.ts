/** The locales the modal speaks; English is the source every other catalogue translates. */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
