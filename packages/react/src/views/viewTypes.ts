import type { TextSection, View, ViewDataMap } from '@foyer/core/internal'
import type { ComponentType } from 'react'

/** What a view is rendered with: the data it was opened with, typed per view. */
export interface ViewProps<V extends View> {
  data: ViewDataMap[V]
}

/** A catalogue section of view titles, by view (`sendTitles`: WalletSend, WalletSendPreview), in English; translations load with the catalogue. */
export interface TitlesSection<K extends string = string> extends TextSection {
  readonly en: { readonly [P in K]: string }
}

interface ViewParts<V extends View> {
  component: ComponentType<ViewProps<V>>
  /** Starts loading a lazy view's code before it is needed (on hover or focus of what opens it). */
  preload?: () => Promise<unknown>
}

/**
 * A view: its component, and its title from its feature's titles section (the view's own name there
 * by default; or drawn from its data and that section's titles, as a wallet's name).
 */
export type ViewDefinition<V extends View> = ViewParts<V> &
  ({ titles: TitlesSection<V>; title?: undefined } | { titles: TitlesSection; title: (data: ViewDataMap[V], titles: Readonly<Record<string, string>>) => string })

/** One definition per view of the views given (a feature's own, as its core declaration lists them). */
export type ViewRegistryOf<Views> = { readonly [V in keyof Views & View]: ViewDefinition<V> }

/** Every view: a view name without a component fails the type check. */
export type ViewRegistry = ViewRegistryOf<ViewDataMap>
