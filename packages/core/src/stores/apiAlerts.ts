import type { HttpError } from '../api/http.ts'
import { hostDevMode } from '../devMode.ts'
import { ALERTS, PROVIDER_ERRORS, type AlertKey } from '../errors.ts'
import type { AlertState, AlertStore } from './alert.ts'
import { createLog, type LogOptions } from '../log.ts'

/** The alerts about the host's setup: the developer's to fix, never the visitor's. */
export type ConfigurationAlert = Extract<AlertKey, 'INVALID_APP_CONFIGURATION' | 'SOCIALS_TIMEOUT' | 'INVALID_PROJECT_ID' | 'PROJECT_ID_NOT_CONFIGURED'>

/** Where a configuration problem goes: the modal's alert store and the option that says whether the host is in dev mode. */
export interface ConfigurationTarget {
  alert: AlertStore
  options: LogOptions
}

/** The codes the Foyer server answers project problems with (its `{ error, message, code }` body). */
const CODE_ALERTS = {
  PROJECT_ID_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED',
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  INVALID_APP_CONFIGURATION: 'INVALID_APP_CONFIGURATION',
} as const satisfies Record<string, ConfigurationAlert>

/**
 * Answers with no code, in the words of a provider or a proxy in front of the server (spec §8's
 * provider error mappings): the alert each is. A token "not yet valid" means this device's clock is
 * behind: the visitor's session problem, not the host's.
 */
const PROVIDER_ALERTS: readonly [string, ConfigurationAlert | 'JWT_TOKEN_NOT_VALID'][] = [
  [PROVIDER_ERRORS.ORIGIN_NOT_ALLOWED, 'INVALID_APP_CONFIGURATION'],
  [PROVIDER_ERRORS.INVALID_KEY, 'INVALID_PROJECT_ID'],
  [PROVIDER_ERRORS.JWT_NOT_YET_VALID, 'JWT_TOKEN_NOT_VALID'],
]

/** The alert a provider's message is, when it begins with one of spec §8's. */
export function providerErrorAlert(message: unknown): ConfigurationAlert | 'JWT_TOKEN_NOT_VALID' | undefined {
  if (typeof message !== 'string') return undefined
  return PROVIDER_ALERTS.find(([said]) => message.startsWith(said))?.[1]
}

const logged = new WeakMap<AlertStore, Set<ConfigurationAlert>>()

/**
 * A configuration problem: named in the console (once per page and key, with the detail), and shown
 * as the modal's alert (spec §8) only to a host in dev mode. Visitors read what the failing feature
 * says instead: a wallet list that is missing, a login that is not available here.
 */
export function reportConfiguration(target: ConfigurationTarget, key: ConfigurationAlert, detail: string, variant?: AlertState['variant']): void {
  const seen = logged.get(target.alert) ?? new Set<ConfigurationAlert>()
  logged.set(target.alert, seen)
  if (!seen.has(key)) {
    seen.add(key)
    createLog(target.options).error(`Foyer: ${ALERTS[key].shortMessage}. ${ALERTS[key].longMessage} (${detail})`)
  }
  if (hostDevMode(target.options)) target.alert.raise(key, { once: true, ...(variant && { variant }) })
}

/**
 * An API answer about the project (an unknown projectId, a missing one, an origin not on the
 * allow-list: any 403, by the server's code or a provider's words) is a configuration problem; a
 * token not yet valid is the visitor's session; other failures are the feature's to show.
 */
export function reportApiProblem(target: ConfigurationTarget, error: HttpError): void {
  const body = error.body as { code?: unknown; message?: unknown } | undefined
  const code = body?.code
  const said = typeof body?.message === 'string' ? `: ${body.message}` : ''
  const byCode = typeof code === 'string' && code in CODE_ALERTS ? CODE_ALERTS[code as keyof typeof CODE_ALERTS] : undefined
  const key = byCode ?? providerErrorAlert(body?.message) ?? (error.status === 403 ? 'INVALID_APP_CONFIGURATION' : undefined)
  if (key === 'JWT_TOKEN_NOT_VALID') target.alert.raise(key, { once: true })
  else if (key) reportConfiguration(target, key, `the Foyer server answered ${error.status}${said}`)
}
