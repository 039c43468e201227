import { setTimeout as sleep } from 'node:timers/promises'
import { context, diag, DiagLogLevel, SpanKind, trace, type Tracer } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider, type Sampler, type SpanExporter } from '@opentelemetry/sdk-trace'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../kernel/db/database.ts'
import { ConfigError } from '../kernel/settings/configError.ts'
import { useSpanTracer, type SpanAttributeValue, type SpanNotes, type SpanTracer } from '../kernel/telemetry/spans.ts'
import { traceDatabase } from './databaseSpans.ts'
import { markFailed } from './spanFailure.ts'
import { traceHttpServer } from './httpServerSpans.ts'
import { traceOutboundHttp } from './outboundHttpSpans.ts'
import type { TracingSettings } from './tracingSettings.ts'

/** How long closing waits for the last spans to leave; a collector that is down does not hold a SIGTERM up longer. */
const SHUTDOWN_WAIT_MS = 5_000

/** The tracer's name in every span (its instrumentation scope). */
const SCOPE = '@foyer/server'

let running = false

/**
 * Starts OpenTelemetry for this server: a tracer provider with a batch processor exporting over
 * OTLP/HTTP, the AsyncLocalStorage context manager (so a span started in a request is the parent of
 * what the request awaits), and the server's instrumentation: its HTTP requests, its database
 * calls, its RPC upstream calls (rpc/upstreams.ts, through kernel/telemetry/spans.ts) and every
 * outbound fetch. Closing the server flushes the spans left and stops it all.
 */
export async function startTracing(app: FastifyInstance, database: Database, settings: TracingSettings & { tracesEndpoint: string }): Promise<void> {
  // OpenTelemetry's context manager and tracer provider are the process's: one server traces at a time.
  if (running) throw new ConfigError('Tracing is already on in this process: only one server per process can export traces')
  running = true
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    sampler: sampler(settings),
    spanProcessors: [new BatchSpanProcessor({ exporter: await exporter(settings) })],
  })
  const contextManager = new AsyncLocalStorageContextManager().enable()
  context.setGlobalContextManager(contextManager)
  trace.setGlobalTracerProvider(provider)
  // Export failures (a collector down) are logged, not thrown: requests never wait on tracing.
  diag.setLogger(
    { error: (message) => app.log.warn(`OpenTelemetry: ${message}`), warn: (message) => app.log.warn(`OpenTelemetry: ${message}`), info() {}, debug() {}, verbose() {} },
    DiagLogLevel.WARN,
  )
  const tracer = provider.getTracer(SCOPE)
  useSpanTracer(childSpans(tracer))
  const stopOutbound = traceOutboundHttp(tracer)
  traceHttpServer(app, tracer)
  traceDatabase(database, tracer)
  app.log.info({ endpoint: withoutQuery(settings.tracesEndpoint), protocol: settings.protocol, sampler: settings.sampler }, 'exporting traces')

  app.addHook('onClose', async () => {
    useSpanTracer(undefined)
    stopOutbound()
    await Promise.race([provider.shutdown(), sleep(SHUTDOWN_WAIT_MS, undefined, { ref: false })]).catch((error: unknown) => app.log.warn({ err: error }, 'flushing the last spans failed'))
    trace.disable()
    context.disable()
    diag.disable()
    running = false
  })
}

/** OTEL_TRACES_SAMPLER's samplers, as the SDK builds them. */
function sampler({ sampler, samplerRatio }: TracingSettings): Sampler {
  const ratio = new TraceIdRatioBasedSampler(samplerRatio)
  switch (sampler) {
    case 'always_on':
      return new AlwaysOnSampler()
    case 'always_off':
      return new AlwaysOffSampler()
    case 'traceidratio':
      return ratio
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() })
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() })
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio })
  }
}

/** Only the protocol asked for is loaded. */
async function exporter({ protocol, tracesEndpoint, headers }: TracingSettings & { tracesEndpoint: string }): Promise<SpanExporter> {
  const { OTLPTraceExporter } = protocol === 'http/json' ? await import('@opentelemetry/exporter-trace-otlp-http') : await import('@opentelemetry/exporter-trace-otlp-proto')
  return new OTLPTraceExporter({ url: tracesEndpoint, headers })
}

const UNTRACED: SpanNotes = { setAttribute() {}, addEvent() {} }

/** Spans the server's code opens itself (an upstream RPC call): children of the current span, never roots. */
function childSpans(tracer: Tracer): SpanTracer {
  return {
    inChildSpan<T>(name: string, attributes: Readonly<Record<string, SpanAttributeValue>>, work: (span: SpanNotes) => Promise<T>): Promise<T> {
      if (!trace.getSpan(context.active())) return work(UNTRACED)
      return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span): Promise<T> => {
        try {
          return await work(span)
        } catch (error) {
          markFailed(span, error)
          throw error
        } finally {
          span.end()
        }
      })
    },
  }
}

function withoutQuery(url: string): string {
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}
