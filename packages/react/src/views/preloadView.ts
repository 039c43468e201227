import type { View } from '@foyer/core/internal'
import { createContext, useContext } from 'react'

/**
 * Starts loading a view's code, given to the views by the modal: a view that leads to another
 * preloads it on hover or focus without importing the registry (which imports every view).
 */
export const PreloadViewContext = createContext<(view: View) => void>(() => undefined)

export function usePreloadView(): (view: View) => void {
  return useContext(PreloadViewContext)
}
