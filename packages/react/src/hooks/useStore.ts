import type { Store } from '@foyer/core/internal'
import { useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import { FirstRenderContext } from '../context.ts'

/**
 * Reads a core store, re-rendering only when the selected value changes (compared with
 * Object.is, or a shallow array comparison for selectors that build lists). While hydrating it
 * reads the store as the provider first rendered it (FirstRenderContext): what the server drew.
 */
export function useStore<T, S = T>(store: Pick<Store<T>, 'get' | 'subscribe'>, selector: (value: T) => S = identity as (value: T) => S): S {
  const last = useRef<{ value: T; selected: S; selector: (value: T) => S } | null>(null)
  const getSnapshot = useCallback(() => {
    const value = store.get()
    if (last.current && last.current.selector === selector && Object.is(last.current.value, value)) return last.current.selected
    const selected = selector(value)
    if (last.current && shallowEqual(last.current.selected, selected)) {
      last.current = { value, selected: last.current.selected, selector }
      return last.current.selected
    }
    last.current = { value, selected, selector }
    return selected
  }, [store, selector])
  const firstRender = useContext(FirstRenderContext)
  const served = useRef<{ value: T; selected: S; selector: (value: T) => S } | null>(null)
  const getServerSnapshot = useCallback(() => {
    if (!firstRender?.has(store)) return getSnapshot()
    const value = firstRender.get(store) as T
    // The same answer for the same value: React calls this more than once per render.
    if (served.current && served.current.selector === selector && Object.is(served.current.value, value)) return served.current.selected
    served.current = { value, selected: selector(value), selector }
    return served.current.selected
  }, [firstRender, store, selector, getSnapshot])
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot)
}

function identity<T>(value: T): T {
  return value
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
  return a.every((item, index) => Object.is(item, b[index]))
}
