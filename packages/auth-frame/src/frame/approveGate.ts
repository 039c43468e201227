/**
 * When Approve may be pressed (clickjacking): only once the request has been visible for a whole
 * delay without a break. Any signal going dark disables it and the delay starts over when all
 * are visible again. Pure (timers only), so the rule is tested without a browser.
 */

/** `page`: the frame's document is shown; `screen`: the approval screen is in view and not hidden, faded or covered. */
export type VisibilitySignal = 'page' | 'screen'

export interface ApproveGate {
  readonly enabled: boolean
  set(signal: VisibilitySignal, visible: boolean): void
  /** For good: Approve stays off (the request is running or the screen closed). */
  stop(): void
}

export const APPROVE_DELAY_MS = 1000

export function createApproveGate(onChange: (enabled: boolean) => void, delayMs = APPROVE_DELAY_MS): ApproveGate {
  const visible: Record<VisibilitySignal, boolean> = { page: false, screen: false }
  let enabled = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const setEnabled = (next: boolean) => {
    if (next === enabled) return
    enabled = next
    onChange(next)
  }

  return {
    get enabled() {
      return enabled
    },
    set(signal, isVisible) {
      if (stopped || visible[signal] === isVisible) return
      visible[signal] = isVisible
      clearTimeout(timer)
      timer = undefined
      setEnabled(false)
      if (visible.page && visible.screen) timer = setTimeout(() => setEnabled(true), delayMs)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
      setEnabled(false)
    },
  }
}
