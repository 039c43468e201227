import type { View } from '@foyer/core/internal'
import { lazy, type ComponentType } from 'react'
import type { ViewProps } from './viewTypes.ts'

/** A view whose code loads on demand: its component, and a preload to start loading it early. */
export function lazyView<V extends View>(load: () => Promise<{ default: ComponentType<ViewProps<V>> }>) {
  return { component: lazy(load), preload: load }
}
