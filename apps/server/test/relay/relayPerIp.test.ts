import { afterEach, describe, expect, it } from 'vitest'
import { envelope, expectRefusal, metricValue, newIdentity, newTopic, RelayTestClient, socketUrl, START_TIMEOUT_MS, startRelayServer, type ConnectOptions, type RelayServer } from './relayHarness.ts'

const DAY = 86_400
const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * Limits per client IP address, on top of those per client key: a did:key costs nothing to make,
 * an address does. Every socket here comes from 127.0.0.1; behind a trusted proxy the address is
 * the one X-Forwarded-For names, an IPv6 address counting by its /64.
 */
describe('relay limits per client IP', { timeout: START_TIMEOUT_MS }, () => {
  let server: RelayServer | undefined
  const clients: RelayTestClient[] = []
  const connect = async (options: ConnectOptions = {}) => {
    const client = await RelayTestClient.connect(server!.relayUrl, options)
    clients.push(client)
    return client
  }
  /** Opens a socket, or answers the HTTP status it was refused with. */
  const tryConnect = (options: ConnectOptions = {}) =>
    connect(options).then(
      () => 'open' as const,
      (error: Error) => error.message,
    )

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
    await server?.close()
    server = undefined
  })

  it('refuses publishes beyond the per-IP rate with -32003, however many client keys share the IP', async () => {
    server = await startRelayServer({ relay: { publishPerSecond: 1, publishBurst: 5, publishPerSecondPerIp: 1, publishBurstPerIp: 8 } })
    const keys = await Promise.all([connect(), connect(), connect()])
    const answers = []
    for (let round = 0; round < 3; round++) {
      for (const key of keys) answers.push(await key.call('irn_publish', { topic: newTopic(), message: envelope(), ttl: 300, tag: 1108 }))
    }
    expect(answers.slice(0, 8).every((answer) => answer.result === true)).toBe(true)
    expect(answers[8]?.error).toEqual({
      code: -32003,
      message: expect.stringMatching(/^Rate limit exceeded: at most 1 publishes per second \(bursts of 8\) per IP address, all its clients together; retry in [\d.]+ s$/),
    })
    expect(await metricValue(server, 'relay_publish_rate_limited_total{limit="ip"}')).toBe(1)
    expect(await metricValue(server, 'relay_publish_rate_limited_total{limit="client"}')).toBe(0)
  })

  it('refuses sockets beyond the per-IP cap with 429 too-many-sockets before checking them, and accepts one again once a socket closes', async () => {
    server = await startRelayServer({ relay: { maxSocketsPerIp: 3 } })
    const open = [await connect(), await connect(), await connect()]
    expect(await expectRefusal(await socketUrl(server.relayUrl))).toMatchObject({
      status: 429,
      body: { code: 'too-many-sockets', message: 'Too many sockets: at most 3 open at once from one IP address; close one first' },
    })
    // A token that would be refused does not get that far: the cap is checked first.
    expect((await expectRefusal(await socketUrl(server.relayUrl, { auth: 'not-a-jwt' }))).body.code).toBe('too-many-sockets')
    expect(server.logs.filter((line) => line.cause === 'too-many-sockets')[0]).toMatchObject({ ip: '127.0.0.1', status: 429 })

    await open[0]!.close()
    // The server sees the close a moment after the client does: bounded retries, no timing assumed.
    let outcome = await tryConnect()
    for (let attempt = 0; outcome !== 'open' && attempt < 50; attempt++) outcome = await tryConnect()
    expect(outcome).toBe('open')
    expect(await metricValue(server, 'relay_refusals_total{cause="too-many-sockets"}')).toBeGreaterThanOrEqual(2)
  })

  it('answers 429 without checking once one IP was refused 10 times in the window, whatever client keys it used', async () => {
    server = await startRelayServer()
    const expired = async () => socketUrl(server!.relayUrl, { identity: await newIdentity(), iat: nowSeconds() - 2 * DAY, ttl: DAY })
    for (let attempt = 0; attempt < 10; attempt++) expect((await expectRefusal(await expired())).status).toBe(401)
    expect(await expectRefusal(await expired())).toMatchObject({ status: 429, body: { code: 'throttled' } })
    // The address is throttled, not a key: a valid token from it waits too.
    expect((await expectRefusal(await socketUrl(server.relayUrl))).status).toBe(429)
  })

  it('ignores X-Forwarded-For unless trustProxy trusts the peer: all sockets count for the peer address', async () => {
    server = await startRelayServer({ relay: { maxSocketsPerIp: 2 } })
    const forwarded = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    expect(await tryConnect(forwarded('203.0.113.1'))).toBe('open')
    expect(await tryConnect(forwarded('203.0.113.2'))).toBe('open')
    expect(await tryConnect(forwarded('203.0.113.3'))).toBe('refused with 429')
  })

  it('behind a trusted proxy, counts each client address X-Forwarded-For names, an IPv6 address by its /64', async () => {
    server = await startRelayServer({ trustProxy: ['127.0.0.1'], relay: { maxSocketsPerIp: 2 } })
    const forwarded = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect(await tryConnect(forwarded(ip))).toBe('open')
    expect(await tryConnect(forwarded('2001:db8:1:2::1'))).toBe('open')
    expect(await tryConnect(forwarded('2001:db8:1:2:ffff::9'))).toBe('open')
    expect(await tryConnect(forwarded('2001:db8:1:2::3'))).toBe('refused with 429')
    expect(await tryConnect(forwarded('2001:db8:1:3::1'))).toBe('open')
  })
})
