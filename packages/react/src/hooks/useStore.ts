import type { Store } from '@foyer/core/internal'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * Reads a core store, re-rendering only when the selected value changes (compared with
 * Object.is, or a shallow array comparison for selectors that build lists).
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
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}

function identity<T>(value: T): T {
  return value
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
  return a.every((item, index) => Object.is(item, b[index]))
}
