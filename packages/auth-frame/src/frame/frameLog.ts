/** The frame's console: quiet unless the app loaded it with enableLogger=true. */
export interface FrameLog {
  warn(message: string, detail?: unknown): void
}

export function createFrameLog(enabled: boolean, console: Pick<Console, 'warn'> = globalThis.console): FrameLog {
  return {
    warn(message, detail) {
      if (!enabled) return
      if (detail === undefined) console.warn(`[foyer-frame] ${message}`)
      else console.warn(`[foyer-frame] ${message}`, detail)
    },
  }
}
