import { reconnectDelayMs } from './backoff.ts'

/** The one pending reconnect, if any, and how many attempts in a row have gone unserved. */
export class ReconnectTimer {
  #attempt = 0
  #timer: ReturnType<typeof setTimeout> | undefined

  /** A reconnect is waiting out its delay. */
  get scheduled(): boolean {
    return this.#timer !== undefined
  }

  /** Arms the timer with the next backoff delay and answers that delay; the caller checks `scheduled` first. */
  schedule(onDue: () => void): number {
    const delay = reconnectDelayMs(this.#attempt++)
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      onDue()
    }, delay)
    return delay
  }

  cancel(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }

  /** The relay served us: the next drop starts the backoff from 100 ms again. */
  resetBackoff(): void {
    this.#attempt = 0
  }
}
