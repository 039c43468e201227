import { signRelayJwt } from '@foyer/walletconnect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectRefusal, newIdentity, newTopic, RelayTestClient, socketUrl, START_TIMEOUT_MS, startRelayServer, type RelayServer } from './relayHarness.ts'

const DAY = 86400
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The log lines the relay wrote for refusals of one cause. */
function refusalLines(server: RelayServer, cause: string) {
  return server.logs.filter((line) => line.cause === cause && String(line.msg).startsWith('relay refused a connection'))
}

describe('relay upgrade: who may open a socket', () => {
  let server: RelayServer
  beforeAll(async () => {
    // Every refusal here comes from 127.0.0.1: the per-IP refusal throttle (relayPerIp.test.ts) must not answer them first.
    server = await startRelayServer({ relay: { refusalsPerWindow: 1000 } })
  }, START_TIMEOUT_MS)
  afterAll(() => server?.close())

  it('accepts a socket whose JWT is signed by its did:key, unexpired, for this relay, with a known projectId and no Origin', async () => {
    const client = await RelayTestClient.connect(server.relayUrl)
    expect(typeof (await client.subscribe(newTopic()))).toBe('string')
    await client.close()
  })

  it('accepts the relay URL with a trailing slash, and the localhost form of the loopback address, as the audience', async () => {
    const port = new URL(server.relayUrl).port
    for (const aud of [`${server.relayUrl}/`, `ws://localhost:${port}/ws`]) {
      const client = await RelayTestClient.connect(server.relayUrl, { aud })
      await client.close()
    }
  })

  it('accepts a browser whose Origin is on the project allow-list', async () => {
    const client = await RelayTestClient.connect(server.relayUrl, { origin: 'http://127.0.0.1:5173' })
    await client.close()
  })

  it('refuses a JWT whose signature is not its issuer’s with 401 at the upgrade, and logs the cause', async () => {
    const aud = server.relayUrl
    const [header, payload] = (await signRelayJwt({ seed: (await newIdentity()).seed, sub: 'a'.repeat(64), aud })).split('.')
    const otherSignature = (await signRelayJwt({ seed: (await newIdentity()).seed, sub: 'a'.repeat(64), aud })).split('.')[2]
    const refusal = await expectRefusal(await socketUrl(server.relayUrl, { auth: `${header}.${payload}.${otherSignature}` }))
    expect(refusal).toMatchObject({ status: 401, body: { code: 'jwt-signature', message: expect.stringMatching(/signature does not match/) } })
    expect(refusalLines(server, 'jwt-signature')).toHaveLength(1)
  })

  it('refuses an expired JWT with 401 and logs the cause', async () => {
    const refusal = await expectRefusal(await socketUrl(server.relayUrl, { iat: nowSeconds() - 2 * DAY, ttl: DAY }))
    expect(refusal).toMatchObject({ status: 401, body: { code: 'jwt-expired', message: expect.stringMatching(/expired/) } })
    expect(refusalLines(server, 'jwt-expired')).toHaveLength(1)
  })

  it('refuses a JWT valid for longer than 7 days (exp − iat), like one expiring in the year 3000, with 401 and logs the cause', async () => {
    const iat = nowSeconds()
    for (const ttl of [8 * DAY, 32_503_680_000 - iat]) {
      const refusal = await expectRefusal(await socketUrl(server.relayUrl, { iat, ttl }))
      expect(refusal).toMatchObject({
        status: 401,
        body: {
          code: 'jwt-lifetime-too-long',
          message: expect.stringMatching(/^Unauthorized: the auth JWT is valid for \d+ s \(iat \d+, exp \d+\); this relay accepts tokens valid for at most 604800 s/),
        },
      })
    }
    expect(refusalLines(server, 'jwt-lifetime-too-long')[0]).toMatchObject({ status: 401, component: 'relay' })
  })

  it('refuses a JWT whose exp is more than 7 days away, whatever its iat claims', async () => {
    const refusal = await expectRefusal(await socketUrl(server.relayUrl, { iat: nowSeconds() + 30 * DAY, ttl: DAY }))
    expect(refusal).toMatchObject({ status: 401, body: { code: 'jwt-lifetime-too-long' } })
  })

  it('accepts a JWT valid for 7 days exactly', async () => {
    const client = await RelayTestClient.connect(server.relayUrl, { ttl: 7 * DAY })
    await client.close()
  })

  it('refuses a JWT made for another relay (its aud) with 401 and logs the cause', async () => {
    const refusal = await expectRefusal(await socketUrl(server.relayUrl, { aud: 'wss://relay.walletconnect.org' }))
    expect(refusal).toMatchObject({ status: 401, body: { code: 'jwt-audience', message: expect.stringMatching(/aud wss:\/\/relay\.walletconnect\.org is not this relay/) } })
    expect(refusalLines(server, 'jwt-audience')[0]).toMatchObject({ status: 401, component: 'relay' })
  })

  it('refuses a socket without auth, or with a token that is not a JWT, with 401', async () => {
    expect(await expectRefusal(await socketUrl(server.relayUrl, { auth: undefined }))).toMatchObject({ status: 401, body: { code: 'missing-auth' } })
    expect(await expectRefusal(await socketUrl(server.relayUrl, { auth: 'not-a-jwt' }))).toMatchObject({ status: 401, body: { code: 'jwt-malformed' } })
    expect(refusalLines(server, 'missing-auth')).toHaveLength(1)
  })

  it('refuses an unknown projectId with 401 and a missing one with 401, each logged with its cause', async () => {
    const unknown = await expectRefusal(await socketUrl(server.relayUrl, { projectId: 'no-such-project' }))
    expect(unknown).toMatchObject({ status: 401, body: { code: 'unknown-project-id', message: expect.stringMatching(/invalid projectId "no-such-project"/) } })
    const missing = await expectRefusal(await socketUrl(server.relayUrl, { projectId: undefined }))
    expect(missing).toMatchObject({ status: 401, body: { code: 'missing-project-id' } })
    expect(refusalLines(server, 'unknown-project-id')[0]).toMatchObject({ projectId: 'no-such-project' })
    expect(refusalLines(server, 'missing-project-id')).toHaveLength(1)
  })

  it('refuses a browser Origin that is not on the project allow-list with 403 and logs the origin', async () => {
    const refusal = await expectRefusal(await socketUrl(server.relayUrl), { origin: 'https://evil.example' })
    expect(refusal).toMatchObject({ status: 403, body: { code: 'origin-not-allowed', message: expect.stringMatching(/https:\/\/evil\.example is not allowed for project foyer-dev/) } })
    expect(refusalLines(server, 'origin-not-allowed')[0]).toMatchObject({ origin: 'https://evil.example' })
  })

  it('logs one line per cause per minute however often a client retries, and counts every refusal in /metrics', async () => {
    const [, payload, signature] = (await signRelayJwt({ seed: (await newIdentity()).seed, sub: 'b'.repeat(64), aud: server.relayUrl })).split('.')
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
    for (let attempt = 0; attempt < 3; attempt++) {
      const refusal = await expectRefusal(await socketUrl(server.relayUrl, { auth: `${header}.${payload}.${signature}` }))
      expect(refusal).toMatchObject({ status: 401, body: { code: 'jwt-algorithm' } })
    }
    expect(refusalLines(server, 'jwt-algorithm')).toHaveLength(1)
    const metrics = await (await fetch(server.relayUrl.replace(/^ws/, 'http').replace(/\/ws$/, '/metrics'))).text()
    expect(metrics).toContain('relay_refusals_total{cause="jwt-algorithm"} 3')
  })

  it('answers 404 for an upgrade at any other path', async () => {
    const refusal = await expectRefusal(await socketUrl(server.relayUrl.replace(/\/ws$/, '/other')))
    expect(refusal).toMatchObject({ status: 404, body: { message: expect.stringMatching(/the relay is at \/ws/) } })
  })
})

describe('relay upgrade in dev mode and with configured public URLs', () => {
  let server: RelayServer
  beforeAll(async () => {
    server = await startRelayServer({ devMode: true, relay: { publicUrls: ['wss://relay.example.com/ws'] } })
  }, START_TIMEOUT_MS)
  afterAll(() => server?.close())

  it('accepts a JWT for a configured public URL of the relay', async () => {
    const client = await RelayTestClient.connect(server.relayUrl, { aud: 'wss://relay.example.com/ws' })
    await client.close()
  })

  it('accepts any loopback host and port at the relay path as the audience, and refuses other paths and hosts', async () => {
    const client = await RelayTestClient.connect(server.relayUrl, { aud: 'ws://localhost:1/ws' })
    await client.close()
    expect((await expectRefusal(await socketUrl(server.relayUrl, { aud: 'ws://localhost:1/other' }))).body.code).toBe('jwt-audience')
    expect((await expectRefusal(await socketUrl(server.relayUrl, { aud: 'wss://relay.other.example/ws' }))).body.code).toBe('jwt-audience')
  })

  it('lets the dev project be used from any loopback origin', async () => {
    const client = await RelayTestClient.connect(server.relayUrl, { origin: 'http://localhost:41234' })
    await client.close()
    expect((await expectRefusal(await socketUrl(server.relayUrl), { origin: 'https://evil.example' })).status).toBe(403)
  })
})
