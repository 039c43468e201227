import type { Db } from '../kernel/db/database.ts'
import { analyticsEvents } from './analyticsEventsTable.ts'
import type { AnalyticsEvent } from './analyticsEvent.ts'

/** Where an event came from, beside what the client said about it. */
export interface EventSource {
  projectId: string
  origin: string | undefined
  sdkType: string | undefined
  sdkVersion: string | undefined
}

/** Stores one event, received at `receivedAt`; an event id already stored (a retry) is ignored. */
export async function recordAnalyticsEvent(db: Db, event: AnalyticsEvent, source: EventSource, receivedAt: Date): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({
      eventId: event.eventId,
      projectId: source.projectId,
      event: event.props.event,
      address: event.props.address ?? null,
      properties: event.props.properties ?? null,
      url: event.url,
      domain: event.domain,
      origin: source.origin ?? null,
      sdkType: source.sdkType ?? null,
      sdkVersion: source.sdkVersion ?? null,
      occurredAt: new Date(event.timestamp),
      receivedAt,
    })
    .onConflictDoNothing({ target: analyticsEvents.eventId })
}
