import type { IncomingMessage, ServerResponse } from 'node:http'
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api'
import type { FastifyInstance } from 'fastify'

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void

/**
 * One SERVER span per HTTP request, around Fastify's own request listener: whatever the request
 * runs (hooks, the handler, the body read that ends in the socket's callbacks, hence the bound
 * emitters) has it as the current span. Each request starts a trace of its own: a caller's
 * `traceparent` is not followed (anyone could make every request of theirs sampled). Attributes:
 * method, route pattern (never the URL: paths and queries may hold tokens), status, request id.
 */
export function traceHttpServer(app: FastifyInstance, tracer: Tracer): void {
  const spans = new WeakMap<IncomingMessage, Span>()
  const fastifyListeners = app.server.listeners('request') as RequestListener[]
  for (const listener of fastifyListeners) app.server.removeListener('request', listener)
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET'
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'network.protocol.version': request.httpVersion } }, ROOT_CONTEXT)
    spans.set(request, span)
    const active = trace.setSpan(ROOT_CONTEXT, span)
    context.bind(active, request)
    context.bind(active, response)
    response.once('close', () => {
      if (response.writableFinished) {
        span.setAttribute('http.response.status_code', response.statusCode)
        if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      } else {
        span.setAttribute('error.type', 'abandoned')
      }
      span.end()
    })
    context.with(active, () => {
      for (const listener of fastifyListeners) listener.call(app.server, request, response)
    })
  })
  app.addHook('onRequest', (request, _reply, done) => {
    const span = spans.get(request.raw)
    if (span) {
      span.setAttribute('foyer.request_id', request.id)
      const route = request.routeOptions.url
      if (route) {
        span.setAttribute('http.route', route)
        span.updateName(`${request.method} ${route}`)
      }
    }
    done()
  })
}
