import { databaseDependency } from '../kernel/db/databaseDependency.ts'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import { eachServedChain } from '../namespaces/namespaces.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { installOperations } from './installOperations.ts'
import { metricsAccess } from './metricsAccess.ts'
import { metricsSettingsSchema, readinessSettingsSchema } from './operationsSettings.ts'
import { rateLimitSettingsSchema } from './rateLimitSettings.ts'
import { redisDependency } from './redisDependency.ts'
import { z } from 'zod'

/** Rate limits, /readyz (the database, each chain's RPC node, Redis when configured) and /metrics. */
export const operationsModule = defineServerModule({
  name: 'operations',
  provides: ['rateLimits'],
  settings: {
    rateLimit: rateLimitSettingsSchema.prefault({}),
    readiness: readinessSettingsSchema.prefault({}),
    metrics: metricsSettingsSchema.prefault({}),
  },
  env: {
    variables: {
      FOYER_RATE_LIMIT_PER_MINUTE: positiveWholeNumber().optional(),
      FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE: positiveWholeNumber().optional(),
      FOYER_RATE_LIMIT_PER_IP_PER_MINUTE: positiveWholeNumber().optional(),
      FOYER_READYZ_CACHE_MS: z
        .string()
        .regex(/^\d{1,6}$/, 'must be a whole number of milliseconds (0 to 600000)')
        .transform(Number)
        .optional(),
      FOYER_READYZ_PER_IP_PER_MINUTE: positiveWholeNumber().optional(),
      FOYER_METRICS_TOKEN: z.string().optional(),
    },
    about: {
      FOYER_RATE_LIMIT_PER_MINUTE: { default: '`60000`', meaning: 'requests per minute per (`projectId`, client IP: an IPv6 /64)' },
      FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE: { default: '10 × `FOYER_RATE_LIMIT_PER_MINUTE`', meaning: 'requests per minute per `projectId` from all callers together' },
      FOYER_RATE_LIMIT_PER_IP_PER_MINUTE: { default: '`6000`', meaning: 'requests per minute per IP address (an IPv6 /64)' },
      FOYER_READYZ_CACHE_MS: { default: '`5000`', meaning: "how long `/readyz`'s answer is kept" },
      FOYER_READYZ_PER_IP_PER_MINUTE: { default: '`60`', meaning: '`/readyz` requests per IP address per minute' },
      FOYER_METRICS_TOKEN: { default: 'none', meaning: '`/metrics` answers only `Authorization: Bearer <token>` (32 characters or more); without it, 404 outside dev mode' },
    },
    read: (vars, { redisUrl }) => ({
      rateLimit: {
        perProjectAndClientPerMinute: vars.FOYER_RATE_LIMIT_PER_MINUTE,
        projectCeilingPerMinute: vars.FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE,
        perIpPerMinute: vars.FOYER_RATE_LIMIT_PER_IP_PER_MINUTE,
        redisUrl,
      },
      readiness: { cacheMs: vars.FOYER_READYZ_CACHE_MS, perIpPerMinute: vars.FOYER_READYZ_PER_IP_PER_MINUTE, redisUrl },
      metrics: { token: vars.FOYER_METRICS_TOKEN || undefined },
    }),
  },
  install: (app, { settings, database, metrics }) => {
    // The relay keeps its mailbox in Redis too (relay.redisUrl): whichever Redis the server uses, /readyz asks it.
    const relayRedisUrl = (settings as { relay?: { redisUrl?: string } }).relay?.redisUrl
    const redisUrl = settings.readiness.redisUrl ?? settings.rateLimit.redisUrl ?? relayRedisUrl
    return installOperations(app, {
      metrics,
      metricsAccess: metricsAccess({ token: settings.metrics.token, open: settings.metrics.public ?? settings.devMode }),
      rateLimit: settings.rateLimit,
      readiness: settings.readiness,
      dependencies: [
        databaseDependency(database),
        ...eachServedChain(settings.chains).flatMap(({ namespace, chain }) => (namespace.nodeDependency ? [namespace.nodeDependency(chain)] : [])),
        ...(redisUrl ? [redisDependency(app, redisUrl)] : []),
      ],
    })
  },
})
