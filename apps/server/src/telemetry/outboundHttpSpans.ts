import diagnosticsChannel from 'node:diagnostics_channel'
import { context, SpanKind, trace, type Span, type Tracer } from '@opentelemetry/api'
import { markFailed } from './spanFailure.ts'

/** What undici (Node's fetch) publishes of a request; only what is read here. */
interface UndiciRequest {
  method: string
  origin: string | URL
}

/**
 * A CLIENT span for every outbound HTTP request the server makes within a traced one: to the chains'
 * nodes, the price, swap and onramp providers, identity lookups and the outbound fetcher. Read from
 * undici's diagnostics channels, which Node's fetch publishes, so no client is patched and none can
 * be missed. Attributes are the method, the upstream's scheme, host and port, and the status: never
 * the path or the query, which carry API keys (`/v2/<key>`, `?apikey=`), nor any header.
 * Answers a function that stops listening.
 */
export function traceOutboundHttp(tracer: Tracer): () => void {
  const spans = new WeakMap<UndiciRequest, Span>()
  const handlers = {
    'undici:request:create': ({ request }: { request: UndiciRequest }) => {
      if (!trace.getSpan(context.active())) return
      const origin = new URL(String(request.origin))
      const port = Number(origin.port || (origin.protocol === 'https:' ? 443 : 80))
      spans.set(
        request,
        tracer.startSpan(`${request.method} ${origin.hostname}`, {
          kind: SpanKind.CLIENT,
          attributes: { 'http.request.method': request.method, 'url.scheme': origin.protocol.slice(0, -1), 'server.address': origin.hostname, 'server.port': port },
        }),
      )
    },
    'undici:request:headers': ({ request, response }: { request: UndiciRequest; response: { statusCode: number } }) => {
      spans.get(request)?.setAttribute('http.response.status_code', response.statusCode)
    },
    'undici:request:trailers': ({ request }: { request: UndiciRequest }) => {
      spans.get(request)?.end()
      spans.delete(request)
    },
    'undici:request:error': ({ request, error }: { request: UndiciRequest; error: unknown }) => {
      const span = spans.get(request)
      if (!span) return
      markFailed(span, error)
      span.end()
      spans.delete(request)
    },
  }
  const listeners = Object.entries(handlers).map(([name, handler]) => {
    const listener = (message: unknown) => (handler as (message: unknown) => void)(message)
    diagnosticsChannel.subscribe(name, listener)
    return () => diagnosticsChannel.unsubscribe(name, listener)
  })
  return () => {
    for (const unsubscribe of listeners) unsubscribe()
  }
}
