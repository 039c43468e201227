import { DEFAULT_LOG_LEVEL } from './constants.ts'
import { hostDevMode } from './devMode.ts'

/** How much Foyer writes to the console, least first: each level includes the ones before it. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface LogOptions {
  logLevel?: LogLevel
  devMode?: boolean
}

export interface Log {
  error(...details: unknown[]): void
  warn(...details: unknown[]): void
  info(...details: unknown[]): void
  debug(...details: unknown[]): void
}

/**
 * The level Foyer logs up to: the host's `logLevel`; else 'warn' while the host is being developed
 * (localhost, or `devMode`), so its developer reads why a feature is missing, and spec §9's 'error'
 * on a deployed site, whose visitors' consoles get only what went wrong.
 */
export function logLevelOf(options: LogOptions): LogLevel {
  return options.logLevel ?? (hostDevMode(options) ? 'warn' : DEFAULT_LOG_LEVEL)
}

/** Foyer's console, up to the level the options give (read at each call: the page may change it). */
export function createLog(options: LogOptions): Log {
  const writes = (level: Exclude<LogLevel, 'silent'>) => LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(logLevelOf(options))
  return {
    error: (...details) => writes('error') && console.error(...details),
    warn: (...details) => writes('warn') && console.warn(...details),
    info: (...details) => writes('info') && console.info(...details),
    debug: (...details) => writes('debug') && console.debug(...details),
  }
}
