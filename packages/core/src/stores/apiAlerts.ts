import type { HttpError } from '../api/http.ts'
import type { AlertStore } from './alert.ts'

/** The codes the Foyer server answers project problems with (its `{ error, message, code }` body). */
const CODE_ALERTS = {
  PROJECT_ID_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED',
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  INVALID_APP_CONFIGURATION: 'INVALID_APP_CONFIGURATION',
} as const

/**
 * Turns an API answer about the project into the alert of spec §8, once per page: an unknown
 * projectId, a missing one, or an origin not on the allow-list (any 403).
 */
export function raiseApiAlert(alert: AlertStore, error: HttpError): void {
  const code = (error.body as { code?: unknown } | undefined)?.code
  const key = typeof code === 'string' && code in CODE_ALERTS ? CODE_ALERTS[code as keyof typeof CODE_ALERTS] : error.status === 403 ? 'INVALID_APP_CONFIGURATION' : undefined
  if (key) alert.raise(key, { once: true })
}
