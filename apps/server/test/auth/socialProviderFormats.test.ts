import { randomBytes } from 'node:crypto'
import type { OAuthProvider } from '@foyer/auth-frame/protocol'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authUsers } from '../../src/auth/authUsersTable.ts'
import type { SocialSettings } from '../../src/auth/social/providerSettings.ts'
import { devSocialSettings, startDevOidcProvider, type DevOidcProvider } from '../../src/dev/oidcProvider.ts'
import { formPost, signInAtDevOidcProvider } from '../../src/dev/oidcProviderLogin.ts'
import { appleSubject } from '../../src/dev/socialStandIn/apple.ts'
import { discordUser } from '../../src/dev/socialStandIn/discord.ts'
import { facebookUser } from '../../src/dev/socialStandIn/facebook.ts'
import { githubEmails, githubUser } from '../../src/dev/socialStandIn/github.ts'
import { xUser } from '../../src/dev/socialStandIn/x.ts'
import { call, newDevice, startAuthServer, type AuthServer } from './authHarness.ts'

// Whole logins through Foyer's routes against the stand-ins of GitHub, Discord, X, Facebook and
// Apple, each answering in its own wire format: what Foyer stores is what that format carried.
const OPENER = 'http://127.0.0.1:5173' // on the dev project's allow-list

let standIn: DevOidcProvider
let server: AuthServer
/** A server whose client secrets the providers do not know. */
let wrongSecretServer: AuthServer
beforeAll(async () => {
  standIn = await startDevOidcProvider()
  const settings = devSocialSettings(standIn.issuerUrl)
  const wrongSecrets: SocialSettings = Object.fromEntries(Object.entries(settings).map(([provider, s]) => [provider, { ...s, clientSecret: 'not-the-secret' }]))
  ;[server, wrongSecretServer] = await Promise.all([startAuthServer({ social: settings }), startAuthServer({ social: wrongSecrets })])
})
afterAll(async () => {
  await Promise.all([server?.close(), wrongSecretServer?.close()])
  await standIn?.close()
})

/** A login name no other test (nor an earlier run on the same database) uses: emails are unique among users. */
const newLogin = (label: string) => `${label}${randomBytes(4).toString('hex')}`

async function startLogin(on: AuthServer, provider: OAuthProvider, device: string): Promise<string> {
  const started = await call(on, 'GET', `/social/authorize?provider=${provider}&openerOrigin=${encodeURIComponent(OPENER)}`, { device })
  expect(started.status).toBe(200)
  return started.body.uri
}

/** The popup at the provider: its login form, then back to Foyer's callback (through Apple's form post, whose fields are kept). */
async function throughProvider(authorizationUrl: string, login: string): Promise<{ callbackUrl: string; posted?: Record<string, string> }> {
  const answer = await signInAtDevOidcProvider(authorizationUrl, { login })
  if (answer.kind === 'redirect') return { callbackUrl: answer.url }
  const posted = await fetch(answer.action, { ...formPost(answer.fields), redirect: 'manual' })
  expect(posted.status).toBe(303)
  return { callbackUrl: new URL(posted.headers.get('location')!, answer.action).toString(), posted: answer.fields }
}

function connect(on: AuthServer, callbackUrl: string, device: string) {
  return call(on, 'POST', '/social/connect', { device, body: { uri: callbackUrl } })
}

async function logIn(provider: OAuthProvider, login: string, on = server) {
  const device = newDevice()
  const { callbackUrl, posted } = await throughProvider(await startLogin(on, provider, device), login)
  return { session: await connect(on, callbackUrl, device), callbackUrl, posted }
}

async function storedUser(provider: OAuthProvider, subject: string) {
  const [user] = await server.app.database.db
    .select()
    .from(authUsers)
    .where(and(eq(authUsers.socialProvider, provider), eq(authUsers.socialSubject, subject)))
  return user
}

describe("social login reads each provider's own answer", () => {
  it("GitHub: the user is /user's numeric id and login, with the primary verified address of /user/emails, /user's email being null", async () => {
    const login = newLogin('octo')
    const { session } = await logIn('github', login)
    expect(session.status).toBe(200)
    const account = githubUser(login)
    const primary = githubEmails(login).find((entry) => entry.primary && entry.verified)!
    expect(account.email).toBeNull()
    expect(await storedUser('github', String(account.id))).toMatchObject({ email: primary.email, userName: account.login })
    expect(session.body.user).toMatchObject({ email: primary.email, userName: account.login })
  })

  it("Discord: the user is /users/@me's snowflake id and username, with its email as Discord says it is verified", async () => {
    const login = newLogin('wumpus')
    const { session } = await logIn('discord', login)
    expect(session.status).toBe(200)
    const account = discordUser(login)
    expect(account.verified).toBe(true)
    expect(await storedUser('discord', account.id)).toMatchObject({ email: account.email, userName: account.username })
  })

  it("X: the user is /2/users/me's id and username, without an email, as X's answer carries none", async () => {
    const login = newLogin('birb')
    const { session } = await logIn('x', login)
    expect(session.status).toBe(200)
    const { data } = xUser(login)
    expect(await storedUser('x', data.id)).toMatchObject({ email: null, userName: data.username })
    expect(session.body.user.email ?? null).toBeNull()
  })

  it("Facebook: the user is /me's app-scoped id and name; the email /me gives is not stored, as Graph does not say it is verified", async () => {
    const login = newLogin('zuck')
    const { session } = await logIn('facebook', login)
    expect(session.status).toBe(200)
    const account = facebookUser(login)
    expect(await storedUser('facebook', account.id)).toMatchObject({ email: null, userName: account.name })
  })

  it("Apple: the name in the first form post's user field is stored with the id_token's subject and email, and a second login, posted without it, keeps it", async () => {
    const login = newLogin('tim')
    const first = await logIn('apple', login)
    expect(first.session.status).toBe(200)
    const { name } = JSON.parse(first.posted!.user!) as { name: { firstName: string; lastName: string } }
    const sharedName = [name.firstName, name.lastName].filter(Boolean).join(' ')
    expect(await storedUser('apple', appleSubject(login))).toMatchObject({ email: `${login}@example.test`, userName: sharedName })

    const second = await logIn('apple', login)
    expect(second.session.status).toBe(200)
    expect(second.posted).not.toHaveProperty('user')
    expect(second.session.body.user.address).toBe(first.session.body.user.address)
    expect(await storedUser('apple', appleSubject(login))).toMatchObject({ userName: sharedName })
  })
})

/** Each provider's refusal as Foyer reports it: the error the provider's own answer names. */
const REFUSALS: Record<Exclude<OAuthProvider, 'google'>, { name: string; reusedCode: string; wrongSecret: string }> = {
  github: { name: 'GitHub', reusedCode: 'bad_verification_code', wrongSecret: 'incorrect_client_credentials' },
  discord: { name: 'Discord', reusedCode: 'invalid_grant', wrongSecret: 'invalid_client' },
  x: { name: 'X', reusedCode: 'invalid_request', wrongSecret: 'unauthorized_client' },
  facebook: { name: 'Facebook', reusedCode: 'This authorization code has been used.', wrongSecret: 'Error validating client secret.' },
  apple: { name: 'Apple', reusedCode: 'invalid_grant', wrongSecret: 'invalid_client' },
}
const PROVIDERS = Object.keys(REFUSALS) as (keyof typeof REFUSALS)[]

describe("a provider's refusal ends the login in a 400 that says what the provider said", () => {
  for (const provider of PROVIDERS) {
    it(`${provider}: a code already redeemed, presented again with a live state, is refused by the provider`, async () => {
      const { session, callbackUrl } = await logIn(provider, newLogin('again'))
      expect(session.status).toBe(200)
      const usedCode = new URL(callbackUrl).searchParams.get('code')!

      const device = newDevice()
      const state = new URL(await startLogin(server, provider, device)).searchParams.get('state')!
      const replay = await connect(server, `${server.baseUrl}/auth/v1/social/callback?${new URLSearchParams({ code: usedCode, state })}`, device)
      expect(replay.status).toBe(400)
      expect(replay.body.message).toMatch(new RegExp(`^${REFUSALS[provider].name} refused the login code \\(`))
      expect(replay.body.message).toContain(REFUSALS[provider].reusedCode)
    })

    it(`${provider}: a client secret the provider does not know is refused at its token endpoint`, async () => {
      const { session } = await logIn(provider, newLogin('secret'), wrongSecretServer)
      expect(session.status).toBe(400)
      expect(session.body.message).toMatch(new RegExp(`^${REFUSALS[provider].name} refused the login code \\(`))
      expect(session.body.message).toContain(REFUSALS[provider].wrongSecret)
    })
  }
})
