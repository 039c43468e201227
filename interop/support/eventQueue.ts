/**
 * Events a peer emitted, taken in order by the test: `next()` answers the oldest one not taken yet,
 * or waits for it, and fails with the queue's name when none comes in time — so a lost message
 * fails the test at the step that waited for it, not at the test's timeout.
 */
export class EventQueue<T> {
  private readonly items: T[] = []
  private readonly waiters: ((item: T) => void)[] = []

  constructor(private readonly name: string) {}

  push(item: T): void {
    const waiter = this.waiters.shift()
    if (waiter) waiter(item)
    else this.items.push(item)
  }

  next(timeoutMs = 10_000): Promise<T> {
    const ready = this.items.shift()
    if (ready !== undefined) return Promise.resolve(ready)
    return new Promise<T>((resolve, reject) => {
      const waiter = (item: T) => {
        clearTimeout(timer)
        resolve(item)
      }
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1)
        reject(new Error(`no ${this.name} within ${timeoutMs} ms`))
      }, timeoutMs)
      this.waiters.push(waiter)
    })
  }

  /** Events received and not taken: a test asserts there is none it did not expect. */
  get pending(): readonly T[] {
    return this.items
  }
}
