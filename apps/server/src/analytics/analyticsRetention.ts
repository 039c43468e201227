import { lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../kernel/db/database.ts'
import { analyticsEvents } from './analyticsEventsTable.ts'

const DAY_MS = 86_400_000
/** How often (at most) arriving events trigger the deletion of old ones: one statement a minute per process. */
const PRUNE_EVERY_MS = 60_000

/**
 * Keeps analytics events for `retentionDays`: as events arrive, at most once a minute, the events
 * that arrived before then are deleted (the table's (project, received_at) index serves it). A
 * deletion that fails is logged and tried again at the next minute; it never fails an event.
 */
export function analyticsRetention(db: Db, retentionDays: number, now: () => number, log: FastifyBaseLogger) {
  let lastPruneAt = Number.NEGATIVE_INFINITY
  return async function pruneOldEvents(): Promise<void> {
    const at = now()
    if (at - lastPruneAt < PRUNE_EVERY_MS) return
    lastPruneAt = at
    const before = new Date(at - retentionDays * DAY_MS)
    await db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.receivedAt, before))
      .catch((error: unknown) => log.warn({ err: error }, 'analytics: could not delete events past their retention; trying again in a minute'))
  }
}
