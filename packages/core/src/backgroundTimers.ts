/**
 * The client's background timers (the balance recovery, following a sent transaction), by key:
 * setting a key again replaces its timer, and `clearAll` stops them all (the client's stop).
 */
export function createBackgroundTimers() {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return {
    set(key: string, delayMs: number, run: () => void): void {
      clearTimeout(timers.get(key))
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key)
          run()
        }, delayMs),
      )
    },
    clear(key: string): void {
      clearTimeout(timers.get(key))
      timers.delete(key)
    },
    has: (key: string): boolean => timers.has(key),
    clearAll(): void {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
export type BackgroundTimers = ReturnType<typeof createBackgroundTimers>
