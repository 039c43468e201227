import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { fromBase64Url, fromUtf8 } from '../../src/encoding.ts'
import { verifyRelayJwt } from '../../src/relayJwtVerify.ts'
import { createRelayClient } from '../../src/relay/index.ts'
import { sleep, topic, until, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client, connectionsOf } = harness

describe('relay client: connection and identity', () => {
  it('puts an EdDSA JWT in the URL that verifies with aud = the relay URL, plus ua and projectId', async () => {
    const dapp = await client({ ua: 'wc-2/foyer-0.1.0/test' })
    await dapp.subscribe(topic(1))
    const [connection] = connectionsOf(dapp)
    const query = new URL(connection!.url, 'http://relay').searchParams
    const claims = verifyRelayJwt(query.get('auth')!, { audience: harness.relay.url })
    expect(claims.clientId).toBe(dapp.clientId)
    expect(claims.exp - claims.iat).toBe(86_400)
    const payload = JSON.parse(fromUtf8(fromBase64Url(query.get('auth')!.split('.')[1]!))) as Record<string, unknown>
    expect(payload.aud).toBe(harness.relay.url)
    expect(payload.sub).toMatch(/^[0-9a-f]{64}$/)
    expect(query.get('projectId')).toBe('foyer-test')
    expect(query.get('ua')).toBe('wc-2/foyer-0.1.0/test')
  })

  it('signs a new JWT for every socket (iat of that socket), with the same sub and client id', async () => {
    const dapp = await client()
    await dapp.subscribe(topic(1))
    await sleep(1100) // iat has one-second resolution
    harness.relay.dropAll()
    await until(() => connectionsOf(dapp).length === 2 && dapp.connected)
    const [first, second] = connectionsOf(dapp).map((c) => new URL(c.url, 'http://relay').searchParams.get('auth')!)
    const claims = [first!, second!].map((jwt) => verifyRelayJwt(jwt, { audience: harness.relay.url }))
    expect(claims[1]!.iat).toBeGreaterThan(claims[0]!.iat)
    expect(claims[1]!.sub).toBe(claims[0]!.sub)
    expect(claims[1]!.clientId).toBe(claims[0]!.clientId)
  })

  it('keeps the same did:key for the same seed', async () => {
    const seed = new Uint8Array(32).fill(7)
    expect((await client({ seed })).clientId).toBe((await client({ seed })).clientId)
    expect((await client({ seed })).clientId).toMatch(/^did:key:z6Mk/)
  })

  it('opens no socket until the first subscribe or publish', async () => {
    const dapp = await client()
    // A client made after it has opened its socket and subscribed: had this one opened a socket when
    // made, the relay would have it by now.
    const later = await client()
    await later.subscribe(topic(2))
    expect(connectionsOf(dapp)).toHaveLength(0)
    expect(dapp.connected).toBe(false)
    await dapp.subscribe(topic(1))
    expect(connectionsOf(dapp)).toHaveLength(1)
    expect(dapp.connected).toBe(true)
  })

  it('refuses a relay URL that is not ws: or wss:', async () => {
    await expect(createRelayClient({ relayUrl: 'http://127.0.0.1/ws', WebSocket })).rejects.toThrow(/ws: or wss:/)
  })
})
