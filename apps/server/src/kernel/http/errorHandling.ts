import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DATABASE_OUTAGE_MESSAGE, isDatabaseOutage } from '../db/databaseOutage.ts'
import { HttpError, notFound } from './httpError.ts'

/**
 * Every failure answers JSON `{ error, message }`. Caller mistakes (HttpError, and the 4xx errors
 * Fastify raises itself: malformed JSON, unsupported media type, oversized body) keep their
 * status; a database that does not answer is a 503 (come back shortly); anything else is a fault
 * of ours: logged, and answered 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!.slice(0, 200)
    return reply.status(404).send(notFound(`There is no route ${request.method} ${path}`).body)
  })

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof HttpError) {
      // A 5xx HttpError is an outside failure we described (an RPC node down): worth a warning.
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message)
      return reply.status(error.statusCode).send(error.body)
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.status(status).send(new HttpError(status, error.message).body)
    if (isDatabaseOutage(error)) {
      request.log.warn({ err: error }, 'database outage')
      return reply.status(503).header('retry-after', '5').send(new HttpError(503, DATABASE_OUTAGE_MESSAGE).body)
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(new HttpError(500, 'The server failed to answer this request; the error is logged.').body)
  })
}

/**
 * For Fastify's `frameworkErrors` option: errors raised before routing (a URL with broken
 * percent-encoding) get the same JSON shape instead of Fastify's own.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  reply.status(status).send(new HttpError(status, error.message).body)
}
