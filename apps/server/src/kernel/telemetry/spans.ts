/**
 * Where the server's own code opens a span (an upstream RPC call), without loading OpenTelemetry:
 * while tracing is off nothing is set here and `inChildSpan` is one check and a call. The telemetry
 * module (src/telemetry/) sets the tracer when an OTLP endpoint is configured.
 */

/** Attribute values as OpenTelemetry takes them. */
export type SpanAttributeValue = string | number | boolean | string[]

/** What traced work may add to its span. */
export interface SpanNotes {
  setAttribute(key: string, value: SpanAttributeValue): void
  /** A timestamped note (a failed attempt before the one that answered). */
  addEvent(name: string, attributes?: Readonly<Record<string, SpanAttributeValue>>): void
}

export interface SpanTracer {
  /** Runs `work` in a child span of the current one; with no current span (background work) untraced. */
  inChildSpan<T>(name: string, attributes: Readonly<Record<string, SpanAttributeValue>>, work: (span: SpanNotes) => Promise<T>): Promise<T>
}

const UNTRACED: SpanNotes = { setAttribute() {}, addEvent() {} }

let tracer: SpanTracer | undefined

/** Runs `work` in a span named `name` under the current request's, when tracing is on. */
export function inChildSpan<T>(name: string, attributes: Readonly<Record<string, SpanAttributeValue>>, work: (span: SpanNotes) => Promise<T>): Promise<T> {
  return tracer ? tracer.inChildSpan(name, attributes, work) : work(UNTRACED)
}

/** Set by the telemetry module when tracing starts, cleared when it stops. */
export function useSpanTracer(next: SpanTracer | undefined): void {
  tracer = next
}
