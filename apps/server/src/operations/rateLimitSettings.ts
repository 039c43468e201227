import { z } from 'zod'

/**
 * Requests per minute one client (an IP address, an IPv6 /64) may make with one projectId. 60000,
 * as the old project-wide limit was: with the per-IP default (6000) no single client is limited
 * sooner than before, and an operator who raises the per-IP limit keeps the old per-project cap.
 */
export const DEFAULT_PER_PROJECT_AND_CLIENT_PER_MINUTE = 60_000
/** Requests per minute one IP address (an IPv6 /64) may make, whatever projects it names. */
export const DEFAULT_PER_IP_PER_MINUTE = 6_000
/**
 * The project ceiling, unless set: this many times the per-(project, client) limit. Ten clients at
 * their full per-project rate (and with the per-IP default, a hundred at theirs) fit under it, so a
 * few callers naming a public projectId cannot use it up; it still bounds what one project costs.
 */
export const PROJECT_CEILING_FACTOR = 10

/** Generous defaults: a busy dapp's users share one projectId, and the e2e suite never reaches them. */
export const rateLimitSettingsSchema = z
  .object({
    /** Requests per minute one client (IP, IPv6 /64) may make with one projectId. */
    perProjectAndClientPerMinute: z.number().int().positive().default(DEFAULT_PER_PROJECT_AND_CLIENT_PER_MINUTE),
    /** Requests per minute one projectId may make from all its callers together (default: 10× the above). */
    projectCeilingPerMinute: z.number().int().positive().optional(),
    /** Requests per minute one IP address (an IPv6 /64) may make, whatever projects it names. */
    perIpPerMinute: z.number().int().positive().default(DEFAULT_PER_IP_PER_MINUTE),
    /** Where several processes share their counts; counts stay in process memory without it. */
    redisUrl: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  })
  .transform(({ projectCeilingPerMinute, ...settings }) => ({
    ...settings,
    projectCeilingPerMinute: projectCeilingPerMinute ?? PROJECT_CEILING_FACTOR * settings.perProjectAndClientPerMinute,
  }))

export type RateLimitSettings = z.output<typeof rateLimitSettingsSchema>
