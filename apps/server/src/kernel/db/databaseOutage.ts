/**
 * Whether an error means the database cannot be reached or will not serve right now — refused or
 * lost connections, a server shutting down or refusing connections — as opposed to a fault in a
 * query. Such a request is answered 503 (come back), not 500 (our bug).
 */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (OUTAGE_ERRNOS.has(code) || OUTAGE_SQLSTATES.some((state) => code.startsWith(state)))) return true
    if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true
  }
  return false
}

/** Socket errors of node-postgres's connections. */
const OUTAGE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/**
 * SQLSTATEs: 08 connection exceptions, 57P0x the server shutting down or not yet up, 53300 too
 * many connections, 55000 "not currently accepting connections" (allow_connections false).
 */
const OUTAGE_SQLSTATES = ['08', '57P01', '57P02', '57P03', '53300', '55000']
/** node-postgres's own words for a connection that ended or never came. */
const OUTAGE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i

export const DATABASE_OUTAGE_MESSAGE = 'The database does not answer right now; try again shortly.'
