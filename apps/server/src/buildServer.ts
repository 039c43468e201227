import Fastify, { type FastifyInstance } from 'fastify'
import { openServerDatabase } from './kernel/db/serverDatabase.ts'
import { installCors } from './kernel/http/cors.ts'
import { httpServerTimeouts, limitConnections } from './kernel/http/connectionLimits.ts'
import { registerRoutes, type AnyRoute } from './kernel/http/defineRoute.ts'
import { answerFrameworkError, installErrorHandling } from './kernel/http/errorHandling.ts'
import { acceptFormBodies } from './kernel/http/formBodies.ts'
import { acceptJsonBodies } from './kernel/http/jsonBodies.ts'
import { publicOrigin as configuredPublicOrigin } from './kernel/http/publicOrigin.ts'
import { installSecurityHeaders, securityHeaders } from './kernel/http/securityHeaders.ts'
import { serverLogger } from './operations/serverLogger.ts'
import type { ServerMetrics } from './kernel/metrics.ts'
import { checkModuleOrder } from './kernel/moduleOrder.ts'
import { createHttpMetrics } from './operations/httpMetrics.ts'
import { requestAccounting } from './operations/requestAccounting.ts'
import { serverModules } from './modules.ts'
import { healthRoute } from './kernel/routes/healthRoute.ts'
import { openApiRoute } from './kernel/routes/openApiRoute.ts'
import { settleServedChains } from './namespaces/namespacesConfig.ts'
import { parseServerConfig, type ParsedServerConfig, type ServerConfig } from './serverConfig.ts'
import type { AnyServerModule } from './kernel/serverModule.ts'

export interface BuildServerOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
}

/**
 * Builds the Foyer server with every module installed (src/modules.ts) and every route
 * registered (from a config written in code, or one loadConfig resolved); it does not listen, so the caller chooses how (`await app.listen({ host, port })`)
 * and tests can use port 0.
 */
export async function buildServer(config: ServerConfig | ParsedServerConfig, options: BuildServerOptions = {}): Promise<FastifyInstance> {
  // Before anything opens: every module's needs are provided by a module listed before it.
  checkModuleOrder(serverModules)
  // What a chain's configuration leaves to the chain is read from its nodes before the config is checked.
  const settings = parseServerConfig(await settleServedChains(config))
  const metrics = createHttpMetrics()
  const headers = securityHeaders(settings)
  const app = Fastify({
    logger: serverLogger(settings.logLevel, options.logStream),
    ...requestAccounting(metrics),
    trustProxy: settings.trustProxy,
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply.headers(headers)),
    // Half-sent heads, slow requests and idle connections are closed (kernel/http/connectionSettings.ts).
    http: httpServerTimeouts(settings.connections),
    keepAliveTimeout: settings.connections.keepAliveTimeoutMs,
    requestTimeout: settings.connections.requestTimeoutMs,
  })
  limitConnections(app.server, settings.connections, settings.trustProxy)
  try {
    await installServer(app, settings, metrics, headers)
    return app
  } catch (error) {
    // A server that cannot start lets go of what it opened (the database, its data folder's lock).
    await app.close().catch((closeError: unknown) => app.log.warn({ err: closeError }, 'closing the server that failed to start'))
    throw error
  }
}

async function installServer(app: FastifyInstance, settings: ParsedServerConfig, metrics: ServerMetrics, headers: Readonly<Record<string, string>>): Promise<void> {
  const database = await openServerDatabase(app, settings.database)
  // Links, redirects and the frame's origin come from configuration, never from a request's Host.
  const publicOrigin = configuredPublicOrigin(app, settings)
  if (!settings.publicUrl && !settings.devMode) {
    app.log.warn('FOYER_PUBLIC_URL is not set: mailed links and OAuth redirects point at the listening address, which only this machine reaches')
  }

  await installCors(app)
  installSecurityHeaders(app, headers)
  installErrorHandling(app)
  acceptJsonBodies(app)

  // Every route of the server; /openapi.json describes exactly this list.
  const routes: AnyRoute[] = [healthRoute()]
  const deps = { settings, database, publicOrigin, metrics }
  for (const module of serverModules as readonly AnyServerModule[]) {
    routes.push(...((await module.install(app, deps)) ?? []))
  }
  routes.push(openApiRoute(() => routes))
  acceptFormBodies(app, routes)
  registerRoutes(app, routes)
}
