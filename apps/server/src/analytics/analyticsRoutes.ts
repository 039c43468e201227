import { z } from 'zod'
import type { Db } from '../db/database.ts'
import { defineRoute } from '../http/defineRoute.ts'
import { HttpError } from '../http/httpError.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import { analyticsEventSchema, UNSTORED_EVENT } from './analyticsEvent.ts'
import { recordAnalyticsEvent } from './analyticsEventRepository.ts'

/** POST /e and GET /getAnalyticsConfig (spec §7 Analytics). The project guard runs first. */
export function analyticsRoutes(db: Db) {
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
      errors: [401, 403, 503],
      handler: async ({ query, body }, request) => {
        const project = projectOf(request)
        if (!project.analyticsEnabled || body.props.event === UNSTORED_EVENT) return { stored: false }
        const source = { projectId: project.id, origin: request.headers.origin, sdkType: query.st, sdkVersion: query.sv }
        await recordAnalyticsEvent(db, body, source).catch((error: unknown) => {
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
