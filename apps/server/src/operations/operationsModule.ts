import { databaseDependency } from '../db/databaseDependency.ts'
import { positiveWholeNumber } from '../envVariables.ts'
import { defineServerModule } from '../serverModule.ts'
import { installOperations } from './installOperations.ts'
import { rateLimitSettingsSchema } from './rateLimitSettings.ts'
import { rpcDependency } from './rpcDependency.ts'

/** Rate limits, /readyz (the database and each chain's RPC node) and /metrics. */
export const operationsModule = defineServerModule({
  name: 'operations',
  settings: { rateLimit: rateLimitSettingsSchema.prefault({}) },
  env: {
    variables: {
      FOYER_RATE_LIMIT_PER_MINUTE: positiveWholeNumber().optional(),
      FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE: positiveWholeNumber().optional(),
      FOYER_RATE_LIMIT_PER_IP_PER_MINUTE: positiveWholeNumber().optional(),
    },
    read: (vars, { redisUrl }) => ({
      rateLimit: {
        perProjectAndClientPerMinute: vars.FOYER_RATE_LIMIT_PER_MINUTE,
        projectCeilingPerMinute: vars.FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE,
        perIpPerMinute: vars.FOYER_RATE_LIMIT_PER_IP_PER_MINUTE,
        redisUrl,
      },
    }),
  },
  install: (app, { settings, database, metrics }) =>
    installOperations(app, {
      metrics,
      rateLimit: settings.rateLimit,
      dependencies: [databaseDependency(database), ...settings.chains.map(rpcDependency)],
    }),
})
