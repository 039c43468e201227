import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import type { IncomingMessage } from 'node:http'
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import type { HttpMetrics } from '../kernel/metrics.ts'
import { loggedUrl } from './loggedUrl.ts'
import { writeRequestLine } from './requestLogLine.ts'
import { routePattern } from './routePattern.ts'

export const REQUEST_ID_HEADER = 'x-request-id'

/** An id a caller (or a proxy in front of us) sent is kept when it is short and plain. */
const CALLER_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/

/**
 * Fastify options that account for every request once: it gets an id (the caller's
 * `x-request-id` when sane, else a UUID) echoed in the answer, and when the answer is sent, one
 * log line (method, route, status, duration) and its metrics.
 */
export function requestAccounting(metrics: HttpMetrics) {
  return { genReqId: requestId, logController: new RequestAccounting(metrics) }
}

function requestId(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID()
}

/**
 * Fastify calls `incomingRequest` on every path a request can take (a route, the 404 handler,
 * a URL that cannot be parsed), while `requestCompleted` misses the last; so the accounting
 * starts there and ends when the connection is done with the answer. Fastify's own two lines
 * per request (received, completed) are replaced by this one.
 */
class RequestAccounting extends LogController {
  constructor(private readonly metrics: HttpMetrics) {
    super({ requestIdLogLabel: 'requestId' })
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    reply.header(REQUEST_ID_HEADER, request.id)
    const started = performance.now()
    reply.raw.once('close', () => this.account(request, reply, performance.now() - started))
  }

  override requestCompleted(): void {}

  override routeNotFound(): void {}

  private account(request: FastifyRequest, reply: FastifyReply, durationMs: number): void {
    const finished = reply.raw.writableFinished
    if (finished) this.metrics.observe(request, reply, durationMs)
    writeRequestLine(reply.log as Logger, {
      method: request.method,
      route: routePattern(request),
      // The URL finds one call; cut, and with the auth routes' secrets redacted.
      url: loggedUrl(request.url),
      status: finished ? reply.statusCode : undefined,
      durationMs: Math.round(durationMs * 100) / 100,
      msg: finished ? 'request' : 'request abandoned: the connection closed before the answer was sent',
    })
  }
}
