import { randomBytes } from 'node:crypto'
import { generateCodeVerifier } from 'arctic'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizationUrl, exchangeCode } from '../../src/auth/social/authorizationCode.ts'
import type { ProviderSettings } from '../../src/auth/social/providerSettings.ts'
import { devClientSecret, devSocialSettings, startDevOidcProvider, type DevOidcProvider } from '../../src/dev/oidcProvider.ts'
import { signInAtDevOidcProvider } from '../../src/dev/oidcProviderLogin.ts'
import { appleSubject } from '../../src/dev/socialStandIn/apple.ts'
import { facebookUser } from '../../src/dev/socialStandIn/facebook.ts'
import { githubUser } from '../../src/dev/socialStandIn/github.ts'

// The stand-ins of GitHub, Discord, X, Facebook and Apple over HTTP, as a client meets them: what
// each checks, and its answers and refusals in the provider's own shape.
const redirectUri = 'http://127.0.0.1:4400/auth/v1/social/callback'

let standIn: DevOidcProvider
let settings: ReturnType<typeof devSocialSettings>
beforeAll(async () => {
  standIn = await startDevOidcProvider()
  settings = devSocialSettings(standIn.issuerUrl)
})
afterAll(() => standIn.close())

/** The provider's authorization URL as Foyer makes it (PKCE S256, state, nonce), for changing before it is opened. */
function authorizationRequest(providerSettings: ProviderSettings) {
  const state = randomBytes(16).toString('base64url')
  const codeVerifier = generateCodeVerifier()
  const nonce = randomBytes(16).toString('base64url')
  return { url: authorizationUrl(providerSettings, { redirectUri, state, codeVerifier, nonce }), state, codeVerifier, nonce }
}

/** Logs in at the provider and answers what it sent back: the redirect's query, or the fields Apple posts. */
async function signIn(url: URL, login: string, options: { cancelConsent?: boolean } = {}) {
  const answer = await signInAtDevOidcProvider(url.toString(), { login, ...options })
  return answer.kind === 'redirect' ? { ...answer, fields: Object.fromEntries(new URL(answer.url).searchParams) } : answer
}

async function codeFor(providerSettings: ProviderSettings, login: string) {
  const request = authorizationRequest(providerSettings)
  const { fields } = await signIn(request.url, login)
  return { ...request, code: fields.code! }
}

function tokenRequest(providerSettings: ProviderSettings, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(providerSettings.tokenEndpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields) })
}

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` })

describe('every stand-in', () => {
  it('shows an error page, sending nobody anywhere, for a redirect_uri not registered or a client it does not know', async () => {
    for (const provider of ['github', 'discord', 'x', 'facebook', 'apple'] as const) {
      const foreign = authorizationRequest(settings[provider]!).url
      foreign.searchParams.set('redirect_uri', 'https://evil.example/auth/v1/social/callback')
      const unknownClient = authorizationRequest(settings[provider]!).url
      unknownClient.searchParams.set('client_id', 'someone-else')
      for (const url of [foreign, unknownClient]) {
        const answer = await fetch(url, { redirect: 'manual' })
        expect(answer.status, `${provider} ${url.searchParams.get('client_id')}`).toBe(400)
        expect(answer.headers.get('location')).toBeNull()
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
      }
    }
  })

  it('redeems a code for the redirect_uri it was issued to only', async () => {
    const { code, codeVerifier } = await codeFor(settings.discord!, 'ruth')
    const refused = await tokenRequest(
      settings.discord!,
      { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: 'http://127.0.0.1:4401/auth/v1/social/callback' },
      basic(settings.discord!.clientId, devClientSecret('discord')),
    )
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' })
  })
})

describe('the GitHub stand-in', () => {
  it('answers the token form-encoded unless asked for JSON, and refuses with HTTP 200 and error=bad_verification_code', async () => {
    const { code, codeVerifier } = await codeFor(settings.github!, 'octavia')
    const credentials = basic(settings.github!.clientId, devClientSecret('github'))
    const answer = await tokenRequest(settings.github!, { code, redirect_uri: redirectUri, code_verifier: codeVerifier }, credentials)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
    const token = new URLSearchParams(await answer.text())
    expect(Object.fromEntries(token)).toEqual({ access_token: expect.stringMatching(/^gho_/), scope: 'read:user,user:email', token_type: 'bearer' })

    const again = await tokenRequest(settings.github!, { code, redirect_uri: redirectUri, code_verifier: codeVerifier }, { ...credentials, accept: 'application/json' })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' })
  })

  it('checks the PKCE verifier of a code whose request carried a challenge', async () => {
    const { code } = await codeFor(settings.github!, 'pkce')
    const answer = await tokenRequest(settings.github!, { code, code_verifier: generateCodeVerifier() }, { ...basic(settings.github!.clientId, devClientSecret('github')), accept: 'application/json' })
    expect(await answer.json()).toMatchObject({ error: 'bad_verification_code' })
  })

  it("reads the account with `token` or `Bearer`, and answers 401 'Bad credentials' to anything else", async () => {
    const { code, codeVerifier } = await codeFor(settings.github!, 'linus')
    const accessToken = (await exchangeCode('github', settings.github!, { redirectUri, code, codeVerifier })).accessToken()
    for (const scheme of ['token', 'Bearer']) {
      const user = await fetch(settings.github!.userinfoEndpoint!, { headers: { authorization: `${scheme} ${accessToken}` } })
      expect(await user.json()).toEqual(githubUser('linus'))
    }
    const refused = await fetch(settings.github!.userinfoEndpoint!, { headers: { authorization: 'Bearer gho_not-a-token' } })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ message: 'Bad credentials', documentation_url: expect.any(String) })
  })

  it('hides /user/emails (404) from a token without the user:email scope', async () => {
    const { code, codeVerifier } = await codeFor({ ...settings.github!, scopes: ['read:user'] }, 'quiet')
    const accessToken = (await exchangeCode('github', settings.github!, { redirectUri, code, codeVerifier })).accessToken()
    const emails = await fetch(settings.github!.emailsEndpoint!, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(emails.status).toBe(404)
  })

  it('sends a person who declines back with error=access_denied and its state', async () => {
    const request = authorizationRequest(settings.github!)
    const { fields } = await signIn(request.url, 'shy', { cancelConsent: true })
    expect(fields).toMatchObject({ error: 'access_denied', state: request.state })
    expect(fields.code).toBeUndefined()
  })
})

describe('the Discord stand-in', () => {
  it("refuses an unknown client with 401 invalid_client, and an unknown token with '401: Unauthorized'", async () => {
    const { code, codeVerifier } = await codeFor(settings.discord!, 'clyde')
    const refused = await tokenRequest(
      settings.discord!,
      { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri },
      basic(settings.discord!.clientId, 'wrong'),
    )
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'invalid_client' })
    const me = await fetch(settings.discord!.userinfoEndpoint!, { headers: { authorization: 'Bearer nope' } })
    expect(me.status).toBe(401)
    expect(await me.json()).toEqual({ message: '401: Unauthorized', code: 0 })
  })

  it('answers the token as JSON with a Bearer type, a refresh token and the scopes granted', async () => {
    const { code, codeVerifier } = await codeFor(settings.discord!, 'nelly')
    const answer = await tokenRequest(
      settings.discord!,
      { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri },
      basic(settings.discord!.clientId, devClientSecret('discord')),
    )
    expect(await answer.json()).toEqual({ token_type: 'Bearer', access_token: expect.any(String), expires_in: expect.any(Number), refresh_token: expect.any(String), scope: 'identify email' })
  })
})

describe('the X stand-in', () => {
  it('refuses an authorization request without an S256 code challenge, back to the client, before any login', async () => {
    const request = authorizationRequest(settings.x!)
    request.url.searchParams.delete('code_challenge')
    const answer = await fetch(request.url, { redirect: 'manual' })
    expect(answer.status).toBe(302)
    const back = new URL(answer.headers.get('location')!)
    expect(back.origin + back.pathname).toBe(redirectUri)
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'invalid_request', state: request.state })
  })

  it('takes the client only as HTTP Basic credentials', async () => {
    const { code, codeVerifier } = await codeFor(settings.x!, 'jack')
    const inTheBody = await tokenRequest(settings.x!, {
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
      client_id: settings.x!.clientId,
      client_secret: devClientSecret('x'),
    })
    expect(inTheBody.status).toBe(401)
    expect(await inTheBody.json()).toMatchObject({ error: 'unauthorized_client' })
  })

  it('refuses a code exchanged with another PKCE verifier', async () => {
    const { code } = await codeFor(settings.x!, 'elon')
    const answer = await tokenRequest(
      settings.x!,
      { grant_type: 'authorization_code', code, code_verifier: generateCodeVerifier(), redirect_uri: redirectUri },
      basic(settings.x!.clientId, devClientSecret('x')),
    )
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ error: 'invalid_request' })
  })

  it('answers problem JSON to a request without a valid token', async () => {
    const me = await fetch(settings.x!.userinfoEndpoint!, { headers: { authorization: 'Bearer nope' } })
    expect(me.status).toBe(401)
    expect(await me.json()).toEqual({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' })
  })
})

describe('the Facebook stand-in', () => {
  it('sends the person back with `#_=_` after the query', async () => {
    const answer = await signIn(authorizationRequest(settings.facebook!).url, 'mark')
    expect(answer.kind).toBe('redirect')
    expect(answer.kind === 'redirect' && new URL(answer.url).hash).toBe('#_=_')
  })

  it('answers /me with the fields asked for, and refuses an unknown field and a missing token with OAuthException', async () => {
    const { code, codeVerifier } = await codeFor(settings.facebook!, 'sheryl')
    const accessToken = (await exchangeCode('facebook', settings.facebook!, { redirectUri, code, codeVerifier })).accessToken()
    const me = new URL(settings.facebook!.userinfoEndpoint!)
    me.searchParams.set('fields', 'id')
    expect(await (await fetch(me, { headers: { authorization: `Bearer ${accessToken}` } })).json()).toEqual({ id: facebookUser('sheryl').id })

    me.searchParams.set('fields', 'id,birthday')
    me.searchParams.set('access_token', accessToken)
    const unknownField = await fetch(me)
    expect(unknownField.status).toBe(400)
    expect(await unknownField.json()).toEqual({ error: { message: expect.stringContaining('nonexisting field (birthday)'), type: 'OAuthException', code: 100, fbtrace_id: expect.any(String) } })

    const anonymous = await fetch(settings.facebook!.userinfoEndpoint!)
    expect(anonymous.status).toBe(400)
    expect(await anonymous.json()).toMatchObject({ error: { type: 'OAuthException', code: 2500 } })
  })
})

describe('the Apple stand-in', () => {
  it('refuses a request for name and email without response_mode=form_post', async () => {
    const request = authorizationRequest(settings.apple!)
    request.url.searchParams.delete('response_mode')
    const answer = await fetch(request.url, { redirect: 'manual' })
    expect(answer.status).toBe(302)
    expect(Object.fromEntries(new URL(answer.headers.get('location')!).searchParams)).toMatchObject({ error: 'invalid_request', state: request.state })
  })

  it('signs an id_token for the client, with the nonce, a team-scoped sub and email_verified as the string Apple sends', async () => {
    const { code, nonce } = await codeFor(settings.apple!, 'steve')
    const answer = await tokenRequest(settings.apple!, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.apple!.clientId,
      client_secret: devClientSecret('apple'),
    })
    const body = await answer.json()
    expect(body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), id_token: expect.any(String) })
    expect(decodeJwt(body.id_token)).toMatchObject({
      iss: settings.apple!.issuer,
      aud: settings.apple!.clientId,
      sub: appleSubject('steve'),
      nonce,
      email: 'steve@example.test',
      email_verified: 'true',
      is_private_email: 'false',
    })
  })

  it('posts `user` on the first authorization of a login only', async () => {
    const first = await signIn(authorizationRequest(settings.apple!).url, 'woz')
    const second = await signIn(authorizationRequest(settings.apple!).url, 'woz')
    expect(first.kind).toBe('formPost')
    expect(JSON.parse(first.fields.user!)).toEqual({ name: { firstName: 'woz', lastName: '' }, email: 'woz@example.test' })
    expect(second.fields).not.toHaveProperty('user')
    expect(second.fields.code).not.toBe(first.fields.code)
  })

  it('refuses a wrong client secret with invalid_client, and a code used twice with invalid_grant', async () => {
    const { code } = await codeFor(settings.apple!, 'jony')
    const exchange = (secret: string) =>
      tokenRequest(settings.apple!, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: settings.apple!.clientId, client_secret: secret })
    expect(await (await exchange('wrong')).json()).toEqual({ error: 'invalid_client' })
    expect((await exchange(devClientSecret('apple'))).status).toBe(200)
    const twice = await exchange(devClientSecret('apple'))
    expect(twice.status).toBe(400)
    expect(await twice.json()).toMatchObject({ error: 'invalid_grant' })
  })
})
