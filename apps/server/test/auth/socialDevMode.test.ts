import { randomBytes } from 'node:crypto'
import { DEVICE_HEADER } from '@foyer/auth-frame/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAtDevOidcProvider } from '../../src/dev/oidcProviderLogin.ts'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { request, startServer, startServerOnDevnet } from '../harness.ts'

// Dev mode with no provider configured: the server starts the local OpenID provider itself.
let server: Awaited<ReturnType<typeof startServerOnDevnet>>
beforeAll(async () => {
  server = await startServerOnDevnet({ devMode: true })
})
afterAll(() => server?.close())

describe('social login in dev mode', () => {
  it('every provider logs in through the stand-ins of the providers the dev server started (each in its own wire format), from any loopback opener', async () => {
    const device = randomBytes(32).toString('base64url')
    const issuers = new Set<string>()
    for (const provider of ['google', 'apple', 'github', 'discord', 'x', 'facebook']) {
      const started = await request(server.baseUrl, `/auth/v1/social/authorize?provider=${provider}&openerOrigin=http://localhost:61234`, {
        headers: { [DEVICE_HEADER]: device },
      })
      expect(started.status).toBe(200)
      const uri = new URL(started.body.uri)
      issuers.add(uri.origin)
      expect(uri.searchParams.get('client_id')).toBe(`foyer-dev-${provider}`)
      expect(uri.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/auth/v1/social/callback`)
    }
    expect(issuers.size).toBe(1)

    const uri = (await request(server.baseUrl, '/auth/v1/social/authorize?provider=discord&openerOrigin=http://localhost:61234', { headers: { [DEVICE_HEADER]: device } })).body.uri
    const answer = await signInAtDevOidcProvider(uri, { login: 'devuser' })
    expect(answer.kind).toBe('redirect')
    const session = await request(server.baseUrl, '/auth/v1/social/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEVICE_HEADER]: device },
      body: JSON.stringify({ uri: answer.kind === 'redirect' ? answer.url : '' }),
    })
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ userName: 'devuser', email: 'devuser@example.test' })
  })

  it('the local OpenID provider closes with the server', async () => {
    const other = await startServer({ chains: server.devnet.chains.map(chainConfigFromDevnet), devMode: true })
    const uri = (
      await request(other.baseUrl, '/auth/v1/social/authorize?provider=google&openerOrigin=http://localhost:61234', {
        headers: { [DEVICE_HEADER]: randomBytes(32).toString('base64url') },
      })
    ).body.uri
    const discovery = `${new URL(uri).origin}/.well-known/openid-configuration`
    expect((await fetch(discovery)).status).toBe(200)
    await other.close()
    await expect(fetch(discovery)).rejects.toThrow()
  })
})
