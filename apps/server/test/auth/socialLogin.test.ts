import { randomBytes } from 'node:crypto'
import { DEVICE_HEADER, SOCIAL_RESULT_MESSAGE, SOCIAL_RESULT_PARAM, type OAuthProvider } from '@foyer/auth-frame/protocol'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authOauthStates } from '../../src/auth/oauthStatesTable.ts'
import { devSocialSettings, startDevOidcProvider, type DevOidcProvider } from '../../src/dev/oidcProvider.ts'
import { formPost, signInAtDevOidcProvider, type ProviderAnswer } from '../../src/dev/oidcProviderLogin.ts'
import { request, startServerOnDevnet, type RunningServer } from '../harness.ts'

// Social login end to end: a real Foyer server, the dev OpenID provider standing in for the
// providers, and the popup's part played over HTTP (the provider's login and consent forms, the
// callback page, Apple's form post).
const OPENER = 'http://127.0.0.1:5173' // on the dev project's allow-list
const newDevice = () => randomBytes(32).toString('base64url')
/** What a browser asks for when it navigates. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

let provider: DevOidcProvider
let server: RunningServer
beforeAll(async () => {
  provider = await startDevOidcProvider()
  const { x: _x, facebook: _facebook, ...enabled } = devSocialSettings(provider.issuerUrl)
  // X and Facebook are left out: a provider without settings is off.
  server = await startServerOnDevnet({ social: enabled })
})
afterAll(async () => {
  await server?.close()
  await provider?.close()
})

function authorize(query: Record<string, string>, device: string | undefined) {
  return request(server.baseUrl, `/auth/v1/social/authorize?${new URLSearchParams(query)}`, { headers: device ? { [DEVICE_HEADER]: device } : {} })
}

function connect(uri: string, device: string) {
  return request(server.baseUrl, '/auth/v1/social/connect', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DEVICE_HEADER]: device },
    body: JSON.stringify({ uri }),
  })
}

/** What the popup goes through: the provider's forms, then back to Foyer's callback (following Apple's form post). */
async function popup(uri: string, login: string, options: { cancelConsent?: boolean } = {}) {
  const answer: ProviderAnswer = await signInAtDevOidcProvider(uri, { login, ...options })
  let callbackUrl: string
  if (answer.kind === 'formPost') {
    const posted = await fetch(answer.action, { ...formPost(answer.fields), redirect: 'manual' })
    expect(posted.status).toBe(303)
    callbackUrl = new URL(posted.headers.get('location')!, answer.action).toString()
  } else {
    callbackUrl = answer.url
  }
  const page = await fetch(callbackUrl, { redirect: 'manual', headers: { accept: BROWSER_ACCEPT } })
  return { callbackUrl, page, html: await page.text() }
}

async function startLogin(provider: OAuthProvider, device: string, extra: Record<string, string> = {}) {
  const started = await authorize({ provider, openerOrigin: OPENER, ...extra }, device)
  expect(started.status).toBe(200)
  return started.body.uri as string
}

describe('social login', () => {
  it('a Google login through the provider signs in the user it names, with the email the provider verified', async () => {
    const device = newDevice()
    const uri = await startLogin('google', device)
    expect(new URL(uri).searchParams.get('code_challenge_method')).toBe('S256')
    const { callbackUrl, page } = await popup(uri, 'alice')
    expect(page.status).toBe(200)
    expect(callbackUrl.startsWith(`${server.baseUrl}/auth/v1/social/callback?`)).toBe(true)

    const session = await connect(callbackUrl, device)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ token: expect.any(String), expiresAt: expect.any(Number), user: { email: 'alice@example.test', userName: 'alice' } })
    expect(session.body.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('the callback page posts its URL only to the opener origin recorded with the state, from a script the CSP allows by nonce', async () => {
    const { page, html } = await popup(await startLogin('google', newDevice()), 'bob')
    const csp = page.headers.get('content-security-policy')!
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(csp).toContain("default-src 'none'")
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain(JSON.stringify({ type: SOCIAL_RESULT_MESSAGE, targetOrigin: OPENER, close: true }))
    expect(html).toContain('window.opener.postMessage({ type: data.type, uri: location.href }, data.targetOrigin)')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it("Apple's form post is turned into the GET callback carrying the same code and state, and signs in", async () => {
    const device = newDevice()
    const uri = await startLogin('apple', device)
    expect(new URL(uri).searchParams.get('response_mode')).toBe('form_post')
    const { callbackUrl, page } = await popup(uri, 'carol')
    expect(page.status).toBe(200)
    expect(new URL(callbackUrl).searchParams.get('code')).toBeTruthy()
    const session = await connect(callbackUrl, device)
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ email: 'carol@example.test', userName: 'carol' })
  })

  it('a userinfo provider (GitHub) signs in the account it names, the same user on each login', async () => {
    const addresses = []
    for (let time = 0; time < 2; time++) {
      const device = newDevice()
      const { callbackUrl } = await popup(await startLogin('github', device), 'dora')
      const session = await connect(callbackUrl, device)
      expect(session.status).toBe(200)
      expect(session.body.user).toMatchObject({ userName: 'dora' })
      addresses.push(session.body.user.address)
    }
    expect(addresses[1]).toBe(addresses[0])
  })

  it('the same login name at two providers is two users', async () => {
    const device = newDevice()
    const atGoogle = await connect((await popup(await startLogin('google', device), 'eve')).callbackUrl, device)
    const atDiscord = await connect((await popup(await startLogin('discord', device), 'eve')).callbackUrl, device)
    expect(atDiscord.body.user.address).not.toBe(atGoogle.body.user.address)
  })

  it('a state is used once: connecting the same callback URL again is refused', async () => {
    const device = newDevice()
    const { callbackUrl } = await popup(await startLogin('google', device), 'frank')
    expect((await connect(callbackUrl, device)).status).toBe(200)
    const replay = await connect(callbackUrl, device)
    expect(replay.status).toBe(400)
    expect(replay.body.message).toBe('This login link was already used or has expired')
  })

  it('an id_token whose nonce is not the one stored with the state is refused', async () => {
    const device = newDevice()
    const { callbackUrl } = await popup(await startLogin('google', device), 'grace')
    const state = new URL(callbackUrl).searchParams.get('state')!
    await server.app.database.db.update(authOauthStates).set({ nonce: 'another-nonce' }).where(eq(authOauthStates.state, state))
    const refused = await connect(callbackUrl, device)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("Google's id_token was refused: its nonce is not the one this login was started with")
  })

  it('an expired state is refused like a used one', async () => {
    const device = newDevice()
    const { callbackUrl } = await popup(await startLogin('github', device), 'heidi')
    const state = new URL(callbackUrl).searchParams.get('state')!
    await server.app.database.db.update(authOauthStates).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authOauthStates.state, state))
    expect((await connect(callbackUrl, device)).body.message).toBe('This login link was already used or has expired')
  })

  it('a Farcaster channel (kept in the same table) is not a social login state', async () => {
    const device = newDevice()
    const channelToken = crypto.randomUUID()
    await server.app.database.db.insert(authOauthStates).values({
      state: channelToken,
      provider: 'farcaster',
      codeVerifier: '',
      nonce: 'abcdef0123456789',
      openerOrigin: server.baseUrl,
      deviceId: device,
      projectId: 'foyer-dev',
      expiresAt: sql`now() + interval '10 minutes'`,
    })
    const refused = await connect(`${server.baseUrl}/auth/v1/social/callback?state=${channelToken}&code=x`, device)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('This login link was already used or has expired')
  })

  it('a login is finished only on the device that started it', async () => {
    const { callbackUrl } = await popup(await startLogin('google', newDevice()), 'ivan')
    const refused = await connect(callbackUrl, newDevice())
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('This login was started on another device; start it again here')
  })

  it("connect takes only this server's callback URL", async () => {
    const refused = await connect('https://evil.example/auth/v1/social/callback?state=x&code=y', newDevice())
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(`body.uri must be this server's social login callback (${server.baseUrl}/auth/v1/social/callback) as the login popup saw it`)
  })

  it('a provider without settings is refused at authorize', async () => {
    const refused = await authorize({ provider: 'x', openerOrigin: OPENER }, newDevice())
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('X login is not configured on this server')
  })

  it('an unknown provider is a 400 naming the providers there are', async () => {
    const refused = await authorize({ provider: 'myspace', openerOrigin: OPENER }, newDevice())
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^querystring\.provider must be one of google, github, apple, facebook, x, discord/)
    const missing = await authorize({ openerOrigin: OPENER }, newDevice())
    expect(missing.body.message).toMatch(/^querystring\.provider is required: one of google, github/)
  })

  it('authorize needs the frame device header', async () => {
    const refused = await authorize({ provider: 'google', openerOrigin: OPENER }, undefined)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(new RegExp(`^headers\\.${DEVICE_HEADER} is required`))
  })

  it("returnTo and openerOrigin must be on the project's allowed origins", async () => {
    const foreignReturn = await authorize({ provider: 'google', openerOrigin: OPENER, returnTo: 'https://evil.example/app' }, newDevice())
    expect(foreignReturn.status).toBe(400)
    expect(foreignReturn.body.message).toBe("querystring.returnTo must be on one of project foyer-dev's allowed origins; https://evil.example is not")
    const foreignOpener = await authorize({ provider: 'google', openerOrigin: 'https://evil.example' }, newDevice())
    expect(foreignOpener.body.message).toBe("querystring.openerOrigin must be on one of project foyer-dev's allowed origins; https://evil.example is not")
  })

  it('with returnTo the callback redirects there, carrying the callback URL in foyer_social_result, which connects', async () => {
    const device = newDevice()
    const returnTo = `${OPENER}/shop?step=2`
    const { callbackUrl, page } = await popup(await startLogin('discord', device, { returnTo }), 'judy')
    expect(page.status).toBe(302)
    const back = new URL(page.headers.get('location')!)
    expect(back.origin + back.pathname).toBe(`${OPENER}/shop`)
    expect(back.searchParams.get('step')).toBe('2')
    expect(back.searchParams.get(SOCIAL_RESULT_PARAM)).toBe(callbackUrl)
    expect((await connect(back.searchParams.get(SOCIAL_RESULT_PARAM)!, device)).body.user).toMatchObject({ userName: 'judy' })
  })

  it("a provider's refusal (access_denied) is shown as a readable page, passed to the opener, and connect says it", async () => {
    const device = newDevice()
    const { callbackUrl, page, html } = await popup(await startLogin('google', device), 'mallory', { cancelConsent: true })
    expect(page.status).toBe(200)
    expect(html).toContain('<h1>Google login was not completed</h1>')
    expect(html).toContain(JSON.stringify({ type: SOCIAL_RESULT_MESSAGE, targetOrigin: OPENER, close: false }))
    const refused = await connect(callbackUrl, device)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Google login was not completed: End-User aborted interaction')
  })

  it('the callback without a live state shows a person why and posts nothing; other callers get the JSON error', async () => {
    const unknown = `${server.baseUrl}/auth/v1/social/callback?state=${randomBytes(32).toString('base64url')}&code=x`
    const page = await fetch(unknown, { headers: { accept: BROWSER_ACCEPT } })
    const html = await page.text()
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toContain('This login link was already used or has expired')
    expect(html).not.toContain('postMessage')
    const api = await fetch(unknown)
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ error: 'Bad Request', message: 'This login link was already used or has expired; start the login again from the app' })
  })
})
