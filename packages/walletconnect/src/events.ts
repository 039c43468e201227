/**
 * The one typed event emitter of the package, behind the relay client's and both sign clients'
 * `on`. A listener that throws is reported to `onListenerError` and does not stop the others: one
 * faulty handler must not make the relay drop a delivery nor stop the protocol engine.
 */

/** Each event's listener signature, e.g. `{ message: (message: RelayMessage) => void }`. */
export type EventListeners<Events> = { [E in keyof Events]: (...args: never[]) => void }

export interface Emitter<Events extends EventListeners<Events>> {
  /** Answers the function that removes this listener again. */
  on<E extends keyof Events>(event: E, listener: Events[E]): () => void
  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void
}

export function createEmitter<Events extends EventListeners<Events>>(onListenerError: (event: keyof Events, error: unknown) => void): Emitter<Events> {
  const byEvent = new Map<keyof Events, Set<Events[keyof Events]>>()
  return {
    on(event, listener) {
      let listeners = byEvent.get(event)
      if (listeners === undefined) byEvent.set(event, (listeners = new Set()))
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit(event, ...args) {
      // A copy: a listener may remove itself (or another) while the event is delivered.
      for (const listener of [...(byEvent.get(event) ?? [])]) {
        try {
          ;(listener as (...a: Parameters<Events[typeof event]>) => void)(...args)
        } catch (error) {
          onListenerError(event, error)
        }
      }
    },
  }
}
