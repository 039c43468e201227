/**
 * The store primitive every Foyer store is built on: a value, a setter and subscribers.
 * React reads it through useSyncExternalStore, so `get` must return the same object until a change.
 */
export interface Store<T> {
  get(): T
  set(next: T | ((current: T) => T)): void
  subscribe(listener: (value: T) => void): () => void
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<(value: T) => void>()
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next
      if (Object.is(resolved, value)) return
      value = resolved
      for (const listener of [...listeners]) listener(value)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Merges a patch into an object store, notifying only when something changed. */
export function patchStore<T extends object>(store: Store<T>, patch: Partial<T>): void {
  store.set((current) => {
    const changed = (Object.keys(patch) as (keyof T)[]).some((key) => !Object.is(current[key], patch[key]))
    return changed ? { ...current, ...patch } : current
  })
}

/** Resolves with the store's value once `done` holds for it: at once if it already does, else at the first change where it does. */
export function untilStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>, done: (value: T) => boolean): Promise<T> {
  const now = store.get()
  if (done(now)) return Promise.resolve(now)
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!done(value)) return
      stop()
      resolve(value)
    })
  })
}
