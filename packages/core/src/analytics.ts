import type { HttpClient } from './api/http.ts'
import { createLog, type Log } from './log.ts'

/** The events the modal reports (spec §7 analytics, §4 disconnect tracking). */
export type AnalyticsEvent =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_ALL_WALLETS'
  | 'SEARCH_WALLET'

/** One event as the host's listeners receive it (`client.onEvent`, `useFoyerEvents`). */
export interface FoyerEvent {
  timestamp: number
  data: { type: 'track'; event: AnalyticsEvent; address?: string; properties?: Record<string, unknown> }
}

export interface Analytics {
  /** Tells the host's listeners at once, and sends the event in the background; never throws, never makes the caller wait. */
  track(event: AnalyticsEvent, properties?: Record<string, unknown>, address?: string): void
  /** Calls `listener` with every event from now on, whether or not analytics are sent; answers a function that stops it. */
  subscribe(listener: (event: FoyerEvent) => void): () => void
}

/**
 * Analytics as spec §7 has them: POST /e with eventId, url, domain, timestamp and props. Skipped
 * for MODAL_CREATED, when the host turned the feature off or runs Foyer without a server, or when the server's
 * /getAnalyticsConfig says the project has it disabled (asked once, on the first event). The event
 * is stamped at once and sent after the next paint, so no request starts on a click's critical path.
 */
export function createAnalytics(http: HttpClient | undefined, enabled: boolean, log: Log = createLog({})): Analytics {
  let allowed: Promise<boolean> | undefined
  // Without a Foyer server the listeners still hear every event; nothing is sent.
  const serverAllows = (http: HttpClient) =>
    (allowed ??= http.get<{ isAnalyticsEnabled?: unknown }>('/getAnalyticsConfig').then(
      (config) => config.isAnalyticsEnabled !== false,
      () => false,
    ))
  const listeners = new Set<(event: FoyerEvent) => void>()
  return {
    track(event, properties, address) {
      const told: FoyerEvent = { timestamp: Date.now(), data: { type: 'track', event, ...(address && { address }), ...(properties && { properties }) } }
      for (const listener of listeners) {
        try {
          listener(told)
        } catch (error) {
          log.error('Foyer: an event listener threw', error)
        }
      }
      if (!enabled || !http || event === 'MODAL_CREATED') return
      const location = (globalThis as { location?: Location }).location
      const payload = {
        eventId: newEventId(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: told.timestamp,
        props: told.data,
      }
      afterPaint(() => {
        void serverAllows(http)
          .then((yes) => (yes ? http.post('/e', payload) : undefined))
          .catch(() => undefined)
      })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** After the next frame is painted (a task after requestAnimationFrame); a plain task where no frames are drawn. */
function afterPaint(send: () => void) {
  const frame = (globalThis as { requestAnimationFrame?: (callback: () => void) => number }).requestAnimationFrame
  if (frame && (globalThis as { document?: Document }).document?.visibilityState !== 'hidden') frame(() => setTimeout(send, 0))
  else setTimeout(send, 0)
}

function newEventId(): string {
  const crypto = globalThis.crypto
  if (crypto?.randomUUID) return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
