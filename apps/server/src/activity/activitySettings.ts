import { z } from 'zod'

/** How the server keeps the activity index; every field has a default, so `{}` is a working setup. */
export const activitySettingsSchema = z.object({
  /** Follow the chains into the database. Off, the history still answers from what is recorded. */
  indexer: z.boolean().default(true),
  /** How often each chain's head is polled once caught up (250 ms suits a devnet's instant blocks). */
  pollIntervalMs: z.number().int().min(10).max(60_000).default(1_000),
  /**
   * With several server processes on one PostgreSQL database one runs the indexer; the others ask
   * this often whether it stopped, and the first to ask after it did takes over.
   */
  takeoverIntervalMs: z.number().int().min(10).max(600_000).default(5_000),
})

export type ActivitySettings = z.output<typeof activitySettingsSchema>
