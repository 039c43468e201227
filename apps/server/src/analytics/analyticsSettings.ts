import { z } from 'zod'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'

/** POST /e's budget and how long its events are kept (ServerConfig's `analytics`). */
export const analyticsSettingsSchema = z.object({
  /** FOYER_ANALYTICS_EVENTS_PER_MINUTE: events one project may store a minute (per server process); past it 429, nothing stored. */
  eventsPerMinutePerProject: z.number().int().min(1).max(1_000_000).default(600),
  /** FOYER_ANALYTICS_RETENTION_DAYS: events older than this (by when they arrived) are deleted. */
  retentionDays: z.number().int().min(1).max(3_660).default(30),
  /** The clock budgets and retention are judged by (tests move it). */
  now: z.custom<() => number>((value) => typeof value === 'function', 'must be a function answering milliseconds since the epoch').optional(),
})

export type AnalyticsSettings = z.output<typeof analyticsSettingsSchema>

/** The FOYER_ANALYTICS_* variables. */
export const analyticsEnv = {
  variables: {
    FOYER_ANALYTICS_EVENTS_PER_MINUTE: positiveWholeNumber().optional(),
    FOYER_ANALYTICS_RETENTION_DAYS: positiveWholeNumber().optional(),
  },
  about: {
    FOYER_ANALYTICS_EVENTS_PER_MINUTE: { default: '`600`', meaning: 'analytics events (`POST /e`) kept per project per minute' },
    FOYER_ANALYTICS_RETENTION_DAYS: { default: '`30`', meaning: 'how long analytics events are kept' },
  },
  read(vars: { FOYER_ANALYTICS_EVENTS_PER_MINUTE?: number; FOYER_ANALYTICS_RETENTION_DAYS?: number }) {
    return { analytics: { eventsPerMinutePerProject: vars.FOYER_ANALYTICS_EVENTS_PER_MINUTE, retentionDays: vars.FOYER_ANALYTICS_RETENTION_DAYS } }
  },
}
