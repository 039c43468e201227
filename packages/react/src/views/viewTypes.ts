import type { shellTexts, TextsOf, View, ViewDataMap } from '@foyer/core/internal'
import type { ComponentType } from 'react'

/** What a view is rendered with: the data it was opened with, typed per view. */
export interface ViewProps<V extends View> {
  data: ViewDataMap[V]
}

export interface ViewDefinition<V extends View> {
  /** The dialog's title while the view shows: a title of the message catalogue, or drawn from the view's data (and the titles). */
  title: TitleKey | ((data: ViewDataMap[V], titles: Titles) => string)
  component: ComponentType<ViewProps<V>>
  /** Starts loading a lazy view's code before it is needed (on hover or focus of what opens it). */
  preload?: () => Promise<unknown>
}

/** A fixed title: its key in the catalogue's `shell.titles`. */
export type TitleKey = keyof (typeof shellTexts)['en']['titles']

/** The catalogue's titles in the visitor's locale. */
export type Titles = TextsOf<typeof shellTexts>['titles']

/** One definition per view: a view name without a component fails the type check. */
export type ViewRegistry = { readonly [V in View]: ViewDefinition<V> }
