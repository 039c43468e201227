import { defineServerModule } from '../serverModule.ts'
import { analyticsEvents } from './analyticsEventsTable.ts'
import { analyticsRoutes } from './analyticsRoutes.ts'

/** Analytics events (POST /e) kept in analytics_events. */
export const analyticsModule = defineServerModule({
  name: 'analytics',
  tables: { analyticsEvents },
  install: async (_app, { database }) => analyticsRoutes(database.db),
})
