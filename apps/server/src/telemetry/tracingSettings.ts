import { z } from 'zod'
import type { EnvDocs } from '../kernel/serverModule.ts'
import { ConfigError } from '../kernel/settings/configError.ts'

/** OTEL_TRACES_SAMPLER's values the OpenTelemetry SDK knows (jaeger_remote and xray need packages of their own). */
export const TRACES_SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const

/** OTLP over HTTP, as protobuf (the specification's default) or JSON; gRPC is not offered. */
export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const

/** Tracing: off unless an OTLP endpoint is set (telemetry/README.md). */
export const tracingSettingsSchema = z.object({
  /** Where spans are sent: the whole URL of the collector's traces path (…/v1/traces). None: tracing is off and OpenTelemetry is never loaded. */
  tracesEndpoint: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://collector:4318/v1/traces' }).optional(),
  protocol: z.enum(OTLP_PROTOCOLS).default('http/protobuf'),
  /** Sent with every export (a hosted collector's API key). */
  headers: z.record(z.string(), z.string()).default({}),
  serviceName: z.string().min(1).default('foyer-server'),
  sampler: z.enum(TRACES_SAMPLERS).default('parentbased_always_on'),
  /** The share of traces kept by the ratio samplers, 0 to 1. */
  samplerRatio: z.number().min(0).max(1).default(1),
})

export type TracingSettings = z.output<typeof tracingSettingsSchema>

const url = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL like http://collector:4318${name.includes('TRACES') ? '/v1/traces' : ''}` })
    .or(z.literal(''))
    .optional()

const protocol = z.enum(['', ...OTLP_PROTOCOLS, 'grpc'], { error: 'must be http/protobuf or http/json' }).optional()

const headers = z
  .string()
  .optional()
  .transform((text, context) => {
    const pairs: Record<string, string> = {}
    for (const pair of (text ?? '').split(',').filter((part) => part.trim() !== '')) {
      const equals = pair.indexOf('=')
      if (equals < 1) {
        // The value is not repeated: it is usually a key.
        context.addIssue({ code: 'custom', message: 'must be key=value pairs separated by commas' })
        return z.NEVER
      }
      pairs[decodeURIComponent(pair.slice(0, equals).trim())] = decodeURIComponent(pair.slice(equals + 1).trim())
    }
    return pairs
  })

/** The standard OpenTelemetry variables, as the SDK reads them (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/). */
export const tracingEnvVariables = {
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  OTEL_EXPORTER_OTLP_ENDPOINT: url('OTEL_EXPORTER_OTLP_ENDPOINT'),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol,
  OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: headers,
  OTEL_EXPORTER_OTLP_HEADERS: headers,
  OTEL_SERVICE_NAME: z.string().optional(),
  OTEL_TRACES_SAMPLER: z.enum(['', ...TRACES_SAMPLERS], { error: `must be one of ${TRACES_SAMPLERS.join(', ')}` }).optional(),
  OTEL_TRACES_SAMPLER_ARG: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)?$/, 'must be a number from 0 to 1')
    .transform((text) => (text === '' ? undefined : Number(text)))
    .optional(),
  OTEL_SDK_DISABLED: z.enum(['', 'true', 'false'], { error: 'must be true or false' }).optional(),
}

export const tracingEnvAbout: EnvDocs<typeof tracingEnvVariables> = {
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: {
    default: 'none: tracing is off',
    meaning: "the OTLP/HTTP URL spans are sent to, used as is (`http://collector:4318/v1/traces`); with it (or the next) every request's span and its database, RPC and provider calls' are exported",
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: { default: 'none', meaning: "the collector's base URL: spans go to its `/v1/traces`" },
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: { default: 'the next, else `http/protobuf`', meaning: "`http/protobuf` or `http/json` (`grpc` is refused: use the collector's OTLP/HTTP port)" },
  OTEL_EXPORTER_OTLP_PROTOCOL: { default: '`http/protobuf`', meaning: 'the same for every signal' },
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: { default: 'the next', meaning: "`key=value,…` headers sent with each export (a hosted collector's key)" },
  OTEL_EXPORTER_OTLP_HEADERS: { default: 'none', meaning: 'the same for every signal' },
  OTEL_SERVICE_NAME: { default: '`foyer-server`', meaning: "the traces' `service.name`" },
  OTEL_TRACES_SAMPLER: {
    default: '`parentbased_always_on`',
    meaning: `which traces are kept: ${TRACES_SAMPLERS.map((name) => `\`${name}\``).join(', ')} (each request starts its trace: a caller's \`traceparent\` is not followed)`,
  },
  OTEL_TRACES_SAMPLER_ARG: { default: '`1`', meaning: "the ratio samplers' share of traces kept, 0 to 1" },
  OTEL_SDK_DISABLED: { default: '`false`', meaning: '`true` turns tracing off whatever the endpoint' },
}

/** The variables that are set, as tracing settings (the specific `_TRACES_` one before the general). */
export function tracingFromEnv(vars: z.output<z.ZodObject<typeof tracingEnvVariables>>): Partial<z.input<typeof tracingSettingsSchema>> {
  const protocol = vars.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || vars.OTEL_EXPORTER_OTLP_PROTOCOL || undefined
  if (protocol === 'grpc') {
    throw new ConfigError(
      "Invalid environment: OTEL_EXPORTER_OTLP_PROTOCOL is grpc, but this server exports over OTLP/HTTP only: set http/protobuf (or http/json) and the collector's HTTP port (4318)",
    )
  }
  const base = vars.OTEL_EXPORTER_OTLP_ENDPOINT || undefined
  const endpoint = vars.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || (base && `${base.replace(/\/+$/, '')}/v1/traces`)
  const headers = { ...vars.OTEL_EXPORTER_OTLP_HEADERS, ...vars.OTEL_EXPORTER_OTLP_TRACES_HEADERS }
  return {
    tracesEndpoint: vars.OTEL_SDK_DISABLED === 'true' ? undefined : endpoint,
    protocol,
    headers,
    serviceName: vars.OTEL_SERVICE_NAME || undefined,
    sampler: vars.OTEL_TRACES_SAMPLER || undefined,
    samplerRatio: vars.OTEL_TRACES_SAMPLER_ARG,
  }
}
