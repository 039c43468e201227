/** A minimal typed event emitter: `on` answers the function that removes the listener. */

export type EventMap = Record<string, (...args: any[]) => void>

export interface Emitter<E extends EventMap> {
  on<K extends keyof E>(event: K, listener: E[K]): () => void
  emit<K extends keyof E>(event: K, ...args: Parameters<E[K]>): void
}

export function createEmitter<E extends EventMap>(onListenerError?: (error: unknown) => void): Emitter<E> {
  const listeners = new Map<keyof E, Set<E[keyof E]>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (set === undefined) listeners.set(event, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // A listener that throws must not stop the protocol engine nor the other listeners.
        try {
          listener(...args)
        } catch (error) {
          onListenerError?.(error)
        }
      }
    },
  }
}
