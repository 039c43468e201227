import { afterEach, describe, expect, it } from 'vitest'
import { devSocialSettings, startDevOidcProvider } from '../../src/dev/oidcProvider.ts'
import type { ServerConfig } from '../../src/index.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { request, startServer, type RunningServer } from '../harness.ts'

const closing: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closing.length > 0) await closing.pop()!()
})

async function serverWith(config: Partial<ServerConfig>): Promise<RunningServer> {
  const server = await startServer({ chains: [UNREAD_CHAIN], devMode: false, ...config })
  closing.push(() => server.close())
  return server
}

describe('GET /v1/login-methods', () => {
  it('a server with no mail server and no provider offers no login: the modal shows none', async () => {
    const server = await serverWith({})
    const { status, body } = await request(server.baseUrl, '/v1/login-methods')
    expect(status).toBe(200)
    expect(body).toEqual({ email: false, socials: [] })
  })

  it('offers email with a mail server, and exactly the providers that are configured', async () => {
    const provider = await startDevOidcProvider()
    closing.push(() => provider.close())
    const { google, github } = devSocialSettings(provider.issuerUrl)
    const server = await serverWith({ auth: { smtpUrl: 'smtp://127.0.0.1:9' }, social: { google, github } })
    expect((await request(server.baseUrl, '/v1/login-methods')).body).toEqual({ email: true, socials: ['google', 'github'] })
  })

  it("dev mode offers everything: the mail sink, the dev OpenID provider for the six, and Farcaster's stand-in relay", async () => {
    const server = await serverWith({ devMode: true })
    expect((await request(server.baseUrl, '/v1/login-methods')).body).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    })
  })

  it('is a project route: an unknown projectId is refused', async () => {
    const server = await serverWith({})
    expect((await request(server.baseUrl, '/v1/login-methods?projectId=no-such-project')).status).toBe(401)
  })
})
