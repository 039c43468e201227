/**
 * A typed set of listeners per event. A listener that throws is reported to `onError` and does
 * not stop the others: one faulty handler must not make the relay client drop a delivery.
 */
export class Listeners<Events extends { [E in keyof Events]: (...args: never[]) => void }> {
  readonly #byEvent = new Map<keyof Events, Set<(...args: never[]) => void>>()

  constructor(private readonly onError: (event: keyof Events, error: unknown) => void) {}

  /** Answers the function that removes this listener again. */
  on<E extends keyof Events>(event: E, listener: Events[E]): () => void {
    let set = this.#byEvent.get(event)
    if (!set) this.#byEvent.set(event, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
    }
  }

  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    const set = this.#byEvent.get(event)
    if (!set) return
    for (const listener of [...set]) {
      try {
        ;(listener as (...a: Parameters<Events[E]>) => void)(...args)
      } catch (error) {
        this.onError(event, error)
      }
    }
  }
}
