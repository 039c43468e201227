import type { HttpError } from '../api/http.ts'
import { hostDevMode } from '../devMode.ts'
import { ALERTS, type AlertKey } from '../errors.ts'
import type { AlertState, AlertStore } from './alert.ts'

/** The alerts about the host's setup: the developer's to fix, never the visitor's. */
export type ConfigurationAlert = Extract<AlertKey, 'INVALID_APP_CONFIGURATION' | 'SOCIALS_TIMEOUT' | 'INVALID_PROJECT_ID' | 'PROJECT_ID_NOT_CONFIGURED'>

/** Where a configuration problem goes: the modal's alert store and the option that says whether the host is in dev mode. */
export interface ConfigurationTarget {
  alert: AlertStore
  options: { devMode?: boolean }
}

/** The codes the Foyer server answers project problems with (its `{ error, message, code }` body). */
const CODE_ALERTS = {
  PROJECT_ID_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED',
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  INVALID_APP_CONFIGURATION: 'INVALID_APP_CONFIGURATION',
} as const satisfies Record<string, ConfigurationAlert>

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
    console.error(`Foyer: ${ALERTS[key].shortMessage}. ${ALERTS[key].longMessage} (${detail})`)
  }
  if (hostDevMode(target.options)) target.alert.raise(key, { once: true, ...(variant && { variant }) })
}

/**
 * An API answer about the project (an unknown projectId, a missing one, an origin not on the
 * allow-list: any 403) is a configuration problem; other failures are the feature's to show.
 */
export function reportApiProblem(target: ConfigurationTarget, error: HttpError): void {
  const body = error.body as { code?: unknown; message?: unknown } | undefined
  const code = body?.code
  const key = typeof code === 'string' && code in CODE_ALERTS ? CODE_ALERTS[code as keyof typeof CODE_ALERTS] : error.status === 403 ? 'INVALID_APP_CONFIGURATION' : undefined
  if (!key) return
  const said = typeof body?.message === 'string' ? `: ${body.message}` : ''
  reportConfiguration(target, key, `the Foyer server answered ${error.status}${said}`)
}
