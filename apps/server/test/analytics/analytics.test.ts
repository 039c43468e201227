import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { analyticsEvents } from '../../src/analytics/analyticsEventsTable.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { describeOnEachDatabase } from '../db/testDatabases.ts'
import { send, useServerOnDatabase } from '../db/serverOnDatabase.ts'

const ORIGIN = 'https://shop.example'

function event(overrides: Record<string, unknown> = {}, props: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    url: `${ORIGIN}/checkout`,
    domain: 'shop.example',
    timestamp: Date.UTC(2026, 0, 2, 3, 4, 5),
    props: { type: 'track', event: 'CONNECT_SUCCESS', address: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8', properties: { name: 'MetaMask', method: 'browser' }, ...props },
    ...overrides,
  }
}

describeOnEachDatabase('analytics', (kind) => {
  const running = useServerOnDatabase(kind)
  const db = () => running.server.app.database.db
  /** origin null: sent server to server, with no Origin header. */
  const post = (body: unknown, { projectId = 'shop', origin = ORIGIN as string | null } = {}) =>
    send(running.server.baseUrl, `/e?projectId=${projectId}&st=appkit&sv=react-1.7.3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin !== null && { origin }) },
      body: JSON.stringify(body),
    })
  const stored = (eventId: string) => db().select().from(analyticsEvents).where(eq(analyticsEvents.eventId, eventId))

  beforeAll(async () => {
    const projects = createProjectRepository(db())
    await projects.create({ id: 'shop', name: 'Shop', allowedOrigins: [ORIGIN] })
    await projects.create({ id: 'quiet', name: 'Quiet', allowedOrigins: [ORIGIN] })
    await projects.setAnalyticsEnabled('quiet', false)
  })

  it('POST /e stores the event with its project, origin and SDK, and answers 202 { stored: true }', async () => {
    const sent = event()
    expect(await post(sent)).toMatchObject({ status: 202, body: { stored: true } })
    expect(await stored(sent.eventId)).toEqual([
      {
        eventId: sent.eventId,
        projectId: 'shop',
        event: 'CONNECT_SUCCESS',
        address: sent.props.address,
        properties: { name: 'MetaMask', method: 'browser' },
        url: sent.url,
        domain: 'shop.example',
        origin: ORIGIN,
        sdkType: 'appkit',
        sdkVersion: 'react-1.7.3',
        occurredAt: new Date(sent.timestamp),
        receivedAt: expect.any(Date),
      },
    ])
  })

  it('an event without address or properties, sent server to server, is stored with those empty', async () => {
    const sent = event({}, { event: 'MODAL_OPEN', address: undefined, properties: undefined })
    expect((await post(sent, { origin: null })).status).toBe(202)
    expect(await stored(sent.eventId)).toMatchObject([{ event: 'MODAL_OPEN', address: null, properties: null, origin: null }])
  })

  it('a retried event (same eventId) is stored once', async () => {
    const sent = event()
    expect((await post(sent)).status).toBe(202)
    expect((await post(sent)).status).toBe(202)
    expect(await stored(sent.eventId)).toHaveLength(1)
  })

  it('MODAL_CREATED is answered 202 { stored: false } and not stored', async () => {
    const sent = event({}, { event: 'MODAL_CREATED' })
    expect(await post(sent)).toMatchObject({ status: 202, body: { stored: false } })
    expect(await stored(sent.eventId)).toEqual([])
  })

  it('a project with analytics off answers isAnalyticsEnabled false and stores nothing', async () => {
    const config = await send(running.server.baseUrl, '/getAnalyticsConfig?projectId=quiet&st=appkit&sv=react-1.7.3', { headers: { origin: ORIGIN } })
    expect(config).toMatchObject({ status: 200, body: { isAnalyticsEnabled: false } })
    const sent = event()
    expect(await post(sent, { projectId: 'quiet' })).toMatchObject({ status: 202, body: { stored: false } })
    expect(await stored(sent.eventId)).toEqual([])
  })

  it('GET /getAnalyticsConfig answers isAnalyticsEnabled true for a project with analytics on (the default)', async () => {
    expect(await send(running.server.baseUrl, '/getAnalyticsConfig?projectId=shop', { headers: { origin: ORIGIN } })).toMatchObject({
      status: 200,
      body: { isAnalyticsEnabled: true },
    })
  })

  it('an event from an origin the project does not allow is 403 and not stored', async () => {
    const sent = event()
    expect(await post(sent, { origin: 'https://elsewhere.example' })).toMatchObject({
      status: 403,
      body: { message: 'Unauthorized: origin not allowed', code: 'INVALID_APP_CONFIGURATION' },
    })
    expect(await stored(sent.eventId)).toEqual([])
  })

  it.each([
    ['an eventId that is no uuid', { eventId: 'not-a-uuid' }, {}, 'body.eventId must be a valid uuid'],
    ['a fractional timestamp', { timestamp: 1.5 }, {}, 'body.timestamp must be a whole number'],
    ['a timestamp in microseconds', { timestamp: Date.now() * 1000 }, {}, 'body.timestamp must be a time in milliseconds since 1970'],
    ['no url', { url: undefined }, {}, 'body.url is required'],
    ['a type other than track', {}, { type: 'page' }, "body.props.type must be one of 'track'"],
    ['an event name in lower case', {}, { event: 'connect success' }, 'body.props.event must be an event name in capitals, like CONNECT_SUCCESS'],
    ['properties over 8 KiB', {}, { properties: { blob: 'x'.repeat(9_000) } }, 'body.props.properties must be at most 8192 characters as JSON'],
  ])('an event with %s is 400 naming the field', async (_label, overrides, props, message) => {
    const sent = event(overrides, props)
    expect(await post(sent)).toMatchObject({ status: 400, body: { error: 'Bad Request', message } })
    if (typeof sent.eventId === 'string' && sent.eventId.length === 36) expect(await stored(sent.eventId)).toEqual([])
  })
})
