import { defineServerModule } from '../kernel/serverModule.ts'
import { analyticsEvents } from './analyticsEventsTable.ts'
import { analyticsRoutes } from './analyticsRoutes.ts'
import { analyticsEnv, analyticsSettingsSchema } from './analyticsSettings.ts'

/** Analytics events (POST /e) kept in analytics_events: a budget per project, kept FOYER_ANALYTICS_RETENTION_DAYS. */
export const analyticsModule = defineServerModule({
  name: 'analytics',
  needs: ['projectGuard'],
  settings: { analytics: analyticsSettingsSchema.prefault({}) },
  env: analyticsEnv,
  tables: { analyticsEvents },
  install: async (app, { database, settings }) => analyticsRoutes(database.db, settings.analytics, app.log),
})
