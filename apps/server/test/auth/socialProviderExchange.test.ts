import { randomBytes } from 'node:crypto'
import { generateCodeVerifier } from 'arctic'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizationUrl, exchangeCode } from '../../src/auth/social/authorizationCode.ts'
import type { ProviderSettings } from '../../src/auth/social/providerSettings.ts'
import { jwksCache, readSocialIdentity } from '../../src/auth/social/socialIdentity.ts'
import { devSocialSettings, startDevOidcProvider, type DevOidcProvider } from '../../src/dev/oidcProvider.ts'
import { formPost, signInAtDevOidcProvider } from '../../src/dev/oidcProviderLogin.ts'
import { appleSubject } from '../../src/dev/socialStandIn/apple.ts'
import { githubEmails, githubUser } from '../../src/dev/socialStandIn/github.ts'

// The OAuth client pieces against the dev OpenID provider and its providers' stand-ins over real HTTP: no Foyer server needed.
const redirectUri = 'http://127.0.0.1:4400/auth/v1/social/callback'

let provider: DevOidcProvider
let settings: ReturnType<typeof devSocialSettings>
beforeAll(async () => {
  provider = await startDevOidcProvider()
  settings = devSocialSettings(provider.issuerUrl)
})
afterAll(() => provider.close())

async function startLogin(providerSettings: ProviderSettings, login: string, options: { cancelConsent?: boolean } = {}) {
  const state = randomBytes(32).toString('base64url')
  const codeVerifier = generateCodeVerifier()
  const nonce = randomBytes(16).toString('base64url')
  const url = authorizationUrl(providerSettings, { redirectUri, state, codeVerifier, nonce })
  const answer = await signInAtDevOidcProvider(url.toString(), { login, ...options })
  const params = answer.kind === 'redirect' ? Object.fromEntries(new URL(answer.url).searchParams) : answer.fields
  return { state, codeVerifier, nonce, params, answer }
}

describe('the dev OpenID provider with the OAuth client', () => {
  it('an authorization code with PKCE exchanges for an id_token naming the login, its email verified', async () => {
    const login = await startLogin(settings.google!, 'alice')
    expect(login.answer.kind).toBe('redirect')
    expect(login.params.state).toBe(login.state)
    const tokens = await exchangeCode('google', settings.google!, { redirectUri, code: login.params.code!, codeVerifier: login.codeVerifier })
    const identity = await readSocialIdentity('google', settings.google!, tokens, { nonce: login.nonce, jwks: jwksCache() })
    expect(identity).toEqual({ subject: 'alice', email: 'alice@example.test', userName: 'alice' })
  })

  it("a userinfo provider (GitHub) reads the account from its API with the access token: /user's id and login, /user/emails' primary verified address", async () => {
    const login = await startLogin(settings.github!, 'bob')
    const tokens = await exchangeCode('github', settings.github!, { redirectUri, code: login.params.code!, codeVerifier: login.codeVerifier })
    const identity = await readSocialIdentity('github', settings.github!, tokens, { nonce: 'unused', jwks: jwksCache() })
    const primary = githubEmails('bob').find((entry) => entry.primary && entry.verified)!
    expect(identity).toEqual({ subject: String(githubUser('bob').id), email: primary.email, userName: githubUser('bob').login })
  })

  it('Apple answers with a form post to the callback carrying code and state, and its secret goes in the body', async () => {
    const login = await startLogin(settings.apple!, 'carol')
    expect(login.answer).toMatchObject({ kind: 'formPost', action: redirectUri })
    expect(login.params.state).toBe(login.state)
    const tokens = await exchangeCode('apple', settings.apple!, { redirectUri, code: login.params.code!, codeVerifier: login.codeVerifier })
    const identity = await readSocialIdentity('apple', settings.apple!, tokens, { nonce: login.nonce, jwks: jwksCache() })
    // Apple's email_verified is the string "true"; its id_token carries no name.
    expect(identity).toEqual({ subject: appleSubject('carol'), email: 'carol@example.test' })
    expect(formPost(login.params).method).toBe('POST')
  })

  it('an id_token whose nonce is not the one stored with the state is refused', async () => {
    const login = await startLogin(settings.google!, 'dave')
    const tokens = await exchangeCode('google', settings.google!, { redirectUri, code: login.params.code!, codeVerifier: login.codeVerifier })
    await expect(readSocialIdentity('google', settings.google!, tokens, { nonce: 'another-nonce', jwks: jwksCache() })).rejects.toMatchObject({
      statusCode: 400,
      message: "Google's id_token was refused: its nonce is not the one this login was started with",
    })
  })

  it('an id_token issued to another client (audience) is refused', async () => {
    const login = await startLogin(settings.google!, 'erin')
    const tokens = await exchangeCode('google', settings.google!, { redirectUri, code: login.params.code!, codeVerifier: login.codeVerifier })
    const otherClient = { ...settings.google!, clientId: 'foyer-dev-apple' }
    await expect(readSocialIdentity('google', otherClient, tokens, { nonce: login.nonce, jwks: jwksCache() })).rejects.toMatchObject({
      statusCode: 400,
      message: "Google's id_token was refused: it was issued to another client (audience)",
    })
  })

  it('a code exchanged with another PKCE verifier is refused by the provider', async () => {
    const login = await startLogin(settings.google!, 'frank')
    await expect(exchangeCode('google', settings.google!, { redirectUri, code: login.params.code!, codeVerifier: generateCodeVerifier() })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Google refused the login code \(invalid_grant/),
    })
  })

  it('a code works once', async () => {
    const login = await startLogin(settings.discord!, 'grace')
    const exchange = () => exchangeCode('discord', settings.discord!, { redirectUri, code: login.params.code!, codeVerifier: login.codeVerifier })
    await exchange()
    await expect(exchange()).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Discord refused the login code \(invalid_grant/) })
  })

  it('cancelling at the consent form sends the visitor back with error=access_denied', async () => {
    const login = await startLogin(settings.x!, 'heidi', { cancelConsent: true })
    expect(login.params).toMatchObject({ error: 'access_denied', state: login.state })
  })
})
