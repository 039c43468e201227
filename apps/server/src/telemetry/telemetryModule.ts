import { defineServerModule } from '../kernel/serverModule.ts'
import { tracingEnvAbout, tracingEnvVariables, tracingFromEnv, tracingSettingsSchema } from './tracingSettings.ts'

/**
 * OpenTelemetry traces over OTLP/HTTP when an endpoint is configured (OTEL_EXPORTER_OTLP_…); off
 * otherwise, and then not a line of OpenTelemetry is loaded: the SDK comes in by a dynamic import,
 * and the request path keeps no hook of it. First in the list, so its request hook runs first.
 */
export const telemetryModule = defineServerModule({
  name: 'telemetry',
  settings: { tracing: tracingSettingsSchema.prefault({}) },
  env: {
    variables: tracingEnvVariables,
    about: tracingEnvAbout,
    read: (vars) => ({ tracing: tracingFromEnv(vars) }),
  },
  install: async (app, { settings, database }) => {
    if (!settings.tracing.tracesEndpoint) return
    const { startTracing } = await import('./otelTracing.ts')
    await startTracing(app, database, { ...settings.tracing, tracesEndpoint: settings.tracing.tracesEndpoint })
  },
})
