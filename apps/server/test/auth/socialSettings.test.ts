import { describe, expect, it } from 'vitest'
import { PROVIDER_DEFAULTS } from '../../src/auth/social/providerSettings.ts'
import { socialSettingsFromEnv } from '../../src/auth/social/socialSettingsFromEnv.ts'
import { ConfigError } from '../../src/serverConfig.ts'

describe('social login settings from the environment', () => {
  it('a provider without a client id is off', () => {
    expect(socialSettingsFromEnv({}, { devMode: false })).toEqual({})
  })

  it('a client id turns a provider on with its real production endpoints', () => {
    const settings = socialSettingsFromEnv({ FOYER_OAUTH_GOOGLE_CLIENT_ID: 'g-id', FOYER_OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret' }, { devMode: false })
    expect(Object.keys(settings)).toEqual(['google'])
    expect(settings.google).toMatchObject({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
      issuer: 'https://accounts.google.com',
      identity: 'id_token',
    })
  })

  it.each([
    ['apple', { tokenEndpoint: 'https://appleid.apple.com/auth/token', responseMode: 'form_post', tokenAuthMethod: 'client_secret_post', identity: 'id_token' }],
    ['github', { userinfoEndpoint: 'https://api.github.com/user', emailsEndpoint: 'https://api.github.com/user/emails', identity: 'userinfo' }],
    ['discord', { tokenEndpoint: 'https://discord.com/api/oauth2/token', userinfoEndpoint: 'https://discord.com/api/users/@me' }],
    ['x', { authorizationEndpoint: 'https://x.com/i/oauth2/authorize', userinfoEndpoint: 'https://api.x.com/2/users/me' }],
    ['facebook', { userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email', tokenAuthMethod: 'client_secret_post' }],
  ] as const)('%s defaults to its real endpoints', (provider, expected) => {
    const settings = socialSettingsFromEnv({ [`FOYER_OAUTH_${provider.toUpperCase()}_CLIENT_ID`]: 'id' }, { devMode: false })
    expect(settings[provider]).toMatchObject(expected)
    expect(settings[provider]!.scopes).toEqual(PROVIDER_DEFAULTS[provider].scopes)
  })

  it('each endpoint, the JWKS and the issuer can be replaced', () => {
    const settings = socialSettingsFromEnv(
      {
        FOYER_OAUTH_GOOGLE_CLIENT_ID: 'id',
        FOYER_OAUTH_GOOGLE_AUTHORIZATION_URL: 'https://idp.example/auth',
        FOYER_OAUTH_GOOGLE_TOKEN_URL: 'https://idp.example/token',
        FOYER_OAUTH_GOOGLE_USERINFO_URL: 'https://idp.example/me',
        FOYER_OAUTH_GOOGLE_JWKS_URL: 'https://idp.example/jwks',
        FOYER_OAUTH_GOOGLE_ISSUER: 'https://idp.example',
      },
      { devMode: false },
    )
    expect(settings.google).toMatchObject({
      authorizationEndpoint: 'https://idp.example/auth',
      tokenEndpoint: 'https://idp.example/token',
      userinfoEndpoint: 'https://idp.example/me',
      jwksUri: 'https://idp.example/jwks',
      issuer: 'https://idp.example',
    })
  })

  it('outside dev mode an endpoint must be https; dev mode takes http', () => {
    const env = { FOYER_OAUTH_GITHUB_CLIENT_ID: 'id', FOYER_OAUTH_GITHUB_TOKEN_URL: 'http://127.0.0.1:9000/token' }
    expect(() => socialSettingsFromEnv(env, { devMode: false })).toThrow(new ConfigError('Invalid environment: FOYER_OAUTH_GITHUB_*: tokenEndpoint must be https outside dev mode'))
    expect(socialSettingsFromEnv(env, { devMode: true }).github!.tokenEndpoint).toBe('http://127.0.0.1:9000/token')
  })

  it('an endpoint that is not a URL is named', () => {
    expect(() => socialSettingsFromEnv({ FOYER_OAUTH_X_CLIENT_ID: 'id', FOYER_OAUTH_X_TOKEN_URL: 'not a url' }, { devMode: false })).toThrow(
      /^Invalid environment: FOYER_OAUTH_X_\*: tokenEndpoint must be an http\(s\) URL/,
    )
  })

  it('a provider variable without its client id is a mistake, not a silent off', () => {
    expect(() => socialSettingsFromEnv({ FOYER_OAUTH_DISCORD_CLIENT_SECRET: 's' }, { devMode: false })).toThrow(
      new ConfigError('Invalid environment: FOYER_OAUTH_DISCORD_CLIENT_SECRET set without FOYER_OAUTH_DISCORD_CLIENT_ID'),
    )
  })
})
