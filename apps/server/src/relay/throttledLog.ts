import type { FastifyBaseLogger } from 'fastify'

const ONE_MINUTE_MS = 60_000

export interface ThrottledLog {
  /**
   * Logs a warning for `cause` unless one was logged in the last minute; the next line says how
   * many were left out meanwhile. A refused 2.21.8 client retries thousands of times in a minute.
   */
  warn(cause: string, details: Record<string, unknown>, message: string): void
}

export function createThrottledLog(log: FastifyBaseLogger, intervalMs = ONE_MINUTE_MS, now: () => number = Date.now): ThrottledLog {
  const windows = new Map<string, { startedAt: number; left: number }>()
  return {
    warn(cause, details, message) {
      const at = now()
      const window = windows.get(cause)
      if (window && at - window.startedAt < intervalMs) {
        window.left++
        return
      }
      const leftOut = window?.left ?? 0
      windows.set(cause, { startedAt: at, left: 0 })
      log.warn({ cause, ...details, ...(leftOut > 0 && { sameCauseLeftOut: leftOut }) }, message)
    },
  }
}
