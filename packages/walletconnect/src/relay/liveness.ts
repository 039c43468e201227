type Timer = ReturnType<typeof setTimeout>

/**
 * The silence and probe timers of one open socket. Browsers cannot see WS pings, so after a
 * silence the client sends a probe, and a probe left unanswered means the socket is dead.
 */
export class Liveness {
  readonly #afterSilenceMs: number
  readonly #probeTimeoutMs: number
  #silenceTimer: Timer | undefined
  #probeTimer: Timer | undefined

  constructor(timing: { probeAfterSilenceMs: number; probeTimeoutMs: number }) {
    this.#afterSilenceMs = timing.probeAfterSilenceMs
    this.#probeTimeoutMs = timing.probeTimeoutMs
  }

  /** A sign of life: settles any probe and restarts the silence countdown. */
  heard(onSilence: () => void): void {
    clearTimeout(this.#probeTimer)
    this.#probeTimer = undefined
    clearTimeout(this.#silenceTimer)
    this.#silenceTimer = setTimeout(onSilence, this.#afterSilenceMs)
  }

  /** A probe was sent and is waiting for any sign of life. */
  get probing(): boolean {
    return this.#probeTimer !== undefined
  }

  /** Starts the sent probe's countdown; `heard` cancels it. */
  awaitProbe(onTimeout: () => void): void {
    this.#probeTimer = setTimeout(onTimeout, this.#probeTimeoutMs)
  }

  stop(): void {
    clearTimeout(this.#silenceTimer)
    clearTimeout(this.#probeTimer)
    this.#silenceTimer = undefined
    this.#probeTimer = undefined
  }
}
