import { context, SpanKind, trace, type Tracer } from '@opentelemetry/api'
import type { Database } from '../kernel/db/database.ts'
import { markFailed } from './spanFailure.ts'

type Query = (...args: unknown[]) => unknown

const TRACED = Symbol('foyer.traced')

/**
 * A CLIENT span for every database call made within a traced request: on the drizzle instance's
 * client (`db.$client`), a pg Pool (its queries, and those of the connections it lends for
 * transactions) or a PGlite (its queries, execs and transactions' queries). Attributes: the system,
 * the operation (SELECT, INSERT, …) and the table it names; never the statement's values (drizzle
 * sends them as parameters, which are not recorded) nor the statement itself.
 */
export function traceDatabase(database: Database, tracer: Tracer): void {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client
  const spanned = (query: Query): Query =>
    function (this: unknown, ...args) {
      // A callback or a streamed query (pg's own inner calls, cursors) is passed as it is.
      if (!trace.getSpan(context.active()) || args.some((arg) => typeof arg === 'function') || isSubmittable(args[0])) return query.apply(this, args)
      const sql = statementOf(args[0])
      const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY'
      const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(sql)?.[1]
      const attributes = {
        'db.system': 'postgresql',
        'db.system.name': 'postgresql',
        'foyer.db.kind': database.kind,
        'db.operation.name': operation,
        ...(table ? { 'db.collection.name': table } : {}),
      }
      return tracer.startActiveSpan(table ? `${operation} ${table}` : operation, { kind: SpanKind.CLIENT, attributes }, async (span) => {
        try {
          return await (query.apply(this, args) as Promise<unknown>)
        } catch (error) {
          markFailed(span, error, { message: false })
          throw error
        } finally {
          span.end()
        }
      })
    }
  const wrap = (target: Record<string, unknown>, method: string) => {
    const original = target[method]
    if (typeof original === 'function' && !(original as { [TRACED]?: true })[TRACED]) target[method] = Object.assign(spanned(original as Query), { [TRACED]: true })
  }

  if (database.kind === 'postgres') {
    wrap(client, 'query')
    // The connection a transaction borrows (connect() without a callback) has its queries traced too.
    const connect = client.connect as Query
    client.connect = function (this: unknown, ...args: unknown[]) {
      const lent = connect.apply(this, args)
      if (args.length > 0) return lent
      return (lent as Promise<Record<string, unknown>>).then((connection) => {
        wrap(connection, 'query')
        return connection
      })
    }
  } else {
    wrap(client, 'query')
    wrap(client, 'exec')
    const transaction = client.transaction as Query
    client.transaction = function (this: unknown, work: (tx: Record<string, unknown>) => unknown) {
      return transaction.call(this, (tx: Record<string, unknown>) => {
        const traced = Object.create(tx) as Record<string, unknown>
        for (const method of ['query', 'exec']) if (typeof tx[method] === 'function') traced[method] = spanned((tx[method] as Query).bind(tx))
        return work(traced)
      })
    }
  }
}

function statementOf(first: unknown): string {
  if (typeof first === 'string') return first
  const text = (first as { text?: unknown } | undefined)?.text
  return typeof text === 'string' ? text : ''
}

function isSubmittable(first: unknown): boolean {
  return typeof (first as { submit?: unknown } | undefined)?.submit === 'function'
}
