import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../src/analytics/analyticsEventsTable.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { send } from '../db/serverOnDatabase.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer, type RunningServer } from '../harness.ts'

// P13 #14: POST /e has a per-project budget of events per minute, and events are kept only for the
// retention period. The server's analytics clock is moved by the test: nothing waits.
const ORIGIN = 'https://shop.example'
const DAY_MS = 86_400_000
const EVENTS_PER_MINUTE = 3

let offsetMs = 0
const now = () => Date.now() + offsetMs
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ chains: [UNREAD_CHAIN], analytics: { eventsPerMinutePerProject: EVENTS_PER_MINUTE, retentionDays: 30, now } })
  const projects = createProjectRepository(server.app.database.db)
  for (const id of ['budget', 'neighbour', 'kept']) await projects.create({ id, name: id, allowedOrigins: [ORIGIN] })
}, 120_000)
afterAll(() => server?.close())

function event() {
  return { eventId: randomUUID(), url: `${ORIGIN}/`, domain: 'shop.example', timestamp: now(), props: { type: 'track', event: 'MODAL_OPEN' } }
}
const post = (projectId: string, body = event()) =>
  send(server.baseUrl, `/e?projectId=${projectId}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) })
const isStored = async (eventId: string) => (await server.app.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, eventId))).length === 1

describe('the per-project event budget', () => {
  it(`past ${EVENTS_PER_MINUTE} events a minute a project's events are refused 429 and not stored; another project's are taken; the next minute takes them again`, async () => {
    const statuses = []
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) statuses.push((await post('budget')).status)
    expect(statuses).toEqual(Array(EVENTS_PER_MINUTE).fill(202))
    const over = event()
    const refused = await post('budget', over)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(`At most ${EVENTS_PER_MINUTE} analytics events a minute for project budget; try again in 60 seconds.`)
    expect(await isStored(over.eventId)).toBe(false)
    expect((await post('neighbour')).status).toBe(202)
    offsetMs += 60_000
    const later = event()
    expect((await post('budget', later)).status).toBe(202)
    expect(await isStored(later.eventId)).toBe(true)
  })
})

describe('retention', () => {
  it('an event older than the retention period (30 days) is deleted as events arrive; a younger one stays', async () => {
    const old = event()
    expect((await post('kept', old)).status).toBe(202)
    offsetMs += 29 * DAY_MS
    const younger = event()
    expect((await post('kept', younger)).status).toBe(202)
    expect(await isStored(old.eventId)).toBe(true)
    offsetMs += 2 * DAY_MS
    expect((await post('neighbour')).status).toBe(202)
    expect(await isStored(old.eventId)).toBe(false)
    expect(await isStored(younger.eventId)).toBe(true)
  })
})
