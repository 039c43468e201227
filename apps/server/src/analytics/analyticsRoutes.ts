import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Db } from '../kernel/db/database.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { createWindowCounter } from '../operations/windowCounter.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import { analyticsEventSchema, UNSTORED_EVENT } from './analyticsEvent.ts'
import { recordAnalyticsEvent } from './analyticsEventRepository.ts'
import { analyticsRetention } from './analyticsRetention.ts'
import type { AnalyticsSettings } from './analyticsSettings.ts'

/**
 * POST /e and GET /getAnalyticsConfig (spec §7 Analytics). The project guard runs first. Each project
 * may store `eventsPerMinutePerProject` events a minute (429 past it, nothing stored), and events
 * are kept `retentionDays`.
 */
export function analyticsRoutes(db: Db, settings: AnalyticsSettings, log: FastifyBaseLogger) {
  const now = settings.now ?? Date.now
  const eventsOf = createWindowCounter(settings.eventsPerMinutePerProject, 60_000, now)
  const pruneOldEvents = analyticsRetention(db, settings.retentionDays, now, log)
  return [
    defineRoute({
      method: 'POST',
      url: '/e',
      access: 'project',
      summary: 'Records one modal event (not MODAL_CREATED; nothing when the project has analytics off)',
      tags: ['analytics'],
      querystring: projectQuerySchema,
      body: analyticsEventSchema,
      successStatus: 202,
      response: z.object({ stored: z.boolean().describe('false for MODAL_CREATED and when analytics is off') }),
      errors: [401, 403, 429, 503],
      handler: async ({ query, body }, request) => {
        const project = projectOf(request)
        if (!project.analyticsEnabled || body.props.event === UNSTORED_EVENT) return { stored: false }
        const budget = eventsOf(project.id)
        if (budget.isExceeded) {
          throw new HttpError(429, `At most ${budget.max} analytics events a minute for project ${project.id}; try again in ${budget.ttlInSeconds} seconds.`)
        }
        await pruneOldEvents()
        const source = { projectId: project.id, origin: request.headers.origin, sdkType: query.st, sdkVersion: query.sv }
        await recordAnalyticsEvent(db, body, source, new Date(now())).catch((error: unknown) => {
          throw new HttpError(503, 'The event cannot be stored right now: the database does not answer; try again shortly.', {
            cause: error,
          })
        })
        return { stored: true }
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/getAnalyticsConfig',
      access: 'project',
      summary: 'Whether the modal should send analytics events for this project',
      tags: ['analytics'],
      querystring: projectQuerySchema,
      response: z.object({ isAnalyticsEnabled: z.boolean() }),
      errors: [401, 403],
      handler: async (_input, request) => ({ isAnalyticsEnabled: projectOf(request).analyticsEnabled }),
    }),
  ]
}
