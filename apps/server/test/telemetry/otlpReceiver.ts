import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A span as OTLP/JSON carries it, its attributes flattened to plain values. */
export interface ReceivedSpan {
  name: string
  traceId: string
  spanId: string
  parentSpanId: string | undefined
  kind: number
  status: { code?: number; message?: string }
  attributes: Record<string, unknown>
  /** The resource's attributes (service.name). */
  resource: Record<string, unknown>
}

export interface OtlpReceiver {
  /** Where an OTLP/HTTP exporter sends traces: …/v1/traces. */
  tracesUrl: string
  readonly spans: ReceivedSpan[]
  /** Every request's headers and raw body, as they came. */
  readonly exports: { headers: Record<string, string | string[] | undefined>; body: string }[]
  close(): Promise<void>
}

/** An OTLP/HTTP JSON receiver on 127.0.0.1, the part of a collector the server talks to. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = []
  const exports: OtlpReceiver['exports'] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      exports.push({ headers: request.headers, body })
      if (request.url === '/v1/traces' && request.headers['content-type'] === 'application/json') spans.push(...decode(JSON.parse(body)))
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    tracesUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`,
    spans,
    exports,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

type KeyValue = { key: string; value: Record<string, unknown> }

function decode(request: { resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: Record<string, unknown>[] }[] }[] }): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) =>
    (scopeSpans ?? []).flatMap(({ spans }) =>
      (spans ?? []).map((span) => ({
        name: span.name as string,
        traceId: span.traceId as string,
        spanId: span.spanId as string,
        parentSpanId: (span.parentSpanId as string | undefined) || undefined,
        kind: span.kind as number,
        status: (span.status ?? {}) as ReceivedSpan['status'],
        attributes: attributes(span.attributes as KeyValue[] | undefined),
        resource: attributes(resource?.attributes),
      })),
    ),
  )
}

function attributes(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, plain(value)]))
}

function plain(value: Record<string, unknown>): unknown {
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(plain)
  if ('intValue' in value) return Number(value.intValue)
  return Object.values(value)[0]
}
