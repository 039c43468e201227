import { createHash } from 'node:crypto'
import type { OAuthProvider } from '@foyer/auth-frame/protocol'
import { decodeJwt } from 'jose'
import type { ClientMetadata } from 'oidc-provider'
import { z } from 'zod'
import { devClientId, isDevCallback } from './devClients.ts'
import { expiringStore, type Redeemed } from './expiringStore.ts'
import { errorPage, newSecret, redirectAnswer, type StandInAnswer, type StandInRoute } from './standInHttp.ts'

/** The providers with a stand-in of their own; Google is oidc-provider itself. */
export type StandInProvider = Exclude<OAuthProvider, 'google'>

/** An authorization request whose client and redirect URI the provider knows. */
export interface AuthorizationRequest {
  clientId: string
  redirectUri: string
  responseMode: string | undefined
  scopes: string[]
  state: string | undefined
  nonce: string | undefined
  /** S256, when the provider takes PKCE and the client sent one. */
  codeChallenge: string | undefined
}

/** What an authorization code stands for: who logged in, for which client, asking what. */
export interface Grant {
  clientId: string
  redirectUri: string
  login: string
  scopes: string[]
  nonce: string | undefined
  codeChallenge: string | undefined
}

/** How one provider's authorization endpoint differs from the others'. */
export interface ProviderAuthorization {
  provider: StandInProvider
  /** The provider's name, on its error pages. */
  name: string
  path: string
  /** 'required': refused without an S256 challenge (X); 'whenSent': a challenge sent is checked at the token endpoint; 'ignored'. */
  pkce: 'required' | 'whenSent' | 'ignored'
  codeTtlMs: number
  /** A rule of the provider's own beyond client, redirect URI, response type and PKCE: what the request breaks, or undefined. */
  refusal?(request: AuthorizationRequest): string | undefined
  /** Sends the person back to the client with these fields: a redirect, or Apple's form post. */
  sendBack(request: AuthorizationRequest, fields: Record<string, string>): StandInAnswer
  /** The provider's fields when the person declines at the login form. */
  declined: Record<string, string>
  /** What the provider sends besides code and state (Apple's `user`, on the person's first authorization of the client). */
  grantedFields?(grant: Grant): Record<string, string>
}

export type RedeemedGrant = Redeemed<Grant> | { ok: false; reason: 'client' | 'redirect_uri' | 'code_verifier' }

export interface ProviderFlow {
  /** The provider's authorization endpoint: checks the request, then sends the person to the dev login form. */
  authorizeRoute: StandInRoute
  /** Redeems a code, once, for the client, redirect URI and PKCE verifier it was issued to. */
  redeem(code: string, presented: { clientId: string; redirectUri?: string; codeVerifier?: string }): RedeemedGrant
}

/** The dev login form's client: the stand-ins log people in through oidc-provider's interactive login and consent pages. */
const LOGIN_CLIENT_ID = 'foyer-dev-social-stand-in'
export const LOGIN_RETURN_PATH = '/social-stand-in/return'
/** As long as oidc-provider's Interaction: the time a person has at the login form. */
const LOGIN_TTL_MS = 10 * 60_000

const authorizationQuerySchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  response_type: z.string().optional(),
  response_mode: z.string().optional(),
  scope: z.string().optional(),
  state: z.string().optional(),
  nonce: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
})

/** oidc-provider sending the person back from its login form: a code, or error=access_denied on Cancel. */
const loginAnswerSchema = z.object({ state: z.string().min(1), code: z.string().min(1).optional(), error: z.string().optional() })

interface LoginUnderWay {
  authorization: ProviderAuthorization
  request: AuthorizationRequest
  loginVerifier: string
  issueCode(grant: Grant): string
}

/**
 * The authorization code flow the five stand-ins share: each provider's authorization endpoint
 * checks the request as that provider does, then the person logs in at oidc-provider's login and
 * consent pages (as a client of it, forced to ask every time so any login name can be typed), and
 * comes back here to be sent on to Foyer with the provider's own code, in the provider's own way.
 */
export function authorizationFlow(baseUrl: string, extraRedirectUris: readonly string[]) {
  const loginClientSecret = newSecret()
  const returnUrl = baseUrl + LOGIN_RETURN_PATH
  const logins = expiringStore<LoginUnderWay>(LOGIN_TTL_MS)

  const loginClient: ClientMetadata = {
    client_id: LOGIN_CLIENT_ID,
    client_secret: loginClientSecret,
    redirect_uris: [returnUrl],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  }

  function loginFormUrl(key: string, loginVerifier: string): string {
    const query = new URLSearchParams({
      client_id: LOGIN_CLIENT_ID,
      redirect_uri: returnUrl,
      response_type: 'code',
      scope: 'openid',
      prompt: 'login consent',
      state: key,
      code_challenge: s256(loginVerifier),
      code_challenge_method: 'S256',
    })
    return `${baseUrl}/auth?${query}`
  }

  /** The login typed at the form: the subject of oidc-provider's id_token for the code it sent back. */
  async function loginOf(code: string, loginVerifier: string): Promise<string> {
    const response = await fetch(`${baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: returnUrl, code_verifier: loginVerifier, client_id: LOGIN_CLIENT_ID, client_secret: loginClientSecret }),
    })
    if (!response.ok) throw new Error(`The dev login form's token endpoint answered ${response.status}: ${await response.text()}`)
    const { id_token } = z.object({ id_token: z.string() }).parse(await response.json())
    // Straight from our own token endpoint over loopback: there is no one in between to check the signature against.
    return z.string().min(1).parse(decodeJwt(id_token).sub)
  }

  const returnRoute: StandInRoute = {
    method: 'GET',
    path: LOGIN_RETURN_PATH,
    answer: async ({ url }) => {
      const answer = loginAnswerSchema.safeParse(Object.fromEntries(url.searchParams))
      const taken = answer.success ? logins.redeem(answer.data.state) : undefined
      if (!answer.success || !taken?.ok) return errorPage(400, 'This login has expired', 'Start the login again from the app.')
      const { authorization, request, loginVerifier, issueCode } = taken.value
      const state: Record<string, string> = request.state === undefined ? {} : { state: request.state }
      if (!answer.data.code) return authorization.sendBack(request, { ...authorization.declined, ...state })
      const grant: Grant = {
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        login: await loginOf(answer.data.code, loginVerifier),
        scopes: request.scopes,
        nonce: request.nonce,
        codeChallenge: request.codeChallenge,
      }
      return authorization.sendBack(request, { code: issueCode(grant), ...state, ...authorization.grantedFields?.(grant) })
    },
  }

  function forProvider(authorization: ProviderAuthorization): ProviderFlow {
    const codes = expiringStore<Grant>(authorization.codeTtlMs)
    const { name, provider } = authorization

    const authorizeRoute: StandInRoute = {
      method: 'GET',
      path: authorization.path,
      answer: ({ url }) => {
        const query = authorizationQuerySchema.safeParse(Object.fromEntries(url.searchParams))
        if (!query.success) return errorPage(400, `${name}: the authorization request is incomplete`, 'client_id and redirect_uri are required.')
        const { client_id: clientId, redirect_uri: redirectUri } = query.data
        if (clientId !== devClientId(provider)) return errorPage(400, `${name} does not know this application`, `There is no client ${clientId}.`)
        if (!isDevCallback(redirectUri, extraRedirectUris)) return errorPage(400, `${name}: the redirect_uri is not registered`, `${redirectUri} is not a callback of ${clientId}.`)

        const request: AuthorizationRequest = {
          clientId,
          redirectUri,
          responseMode: query.data.response_mode,
          scopes: (query.data.scope ?? '').split(/[\s,]+/).filter(Boolean),
          state: query.data.state,
          nonce: query.data.nonce,
          codeChallenge: authorization.pkce === 'ignored' ? undefined : query.data.code_challenge,
        }
        const ownRule = authorization.refusal?.(request)
        const refusal = requestRefusal(authorization, query.data) ?? (ownRule && { error: 'invalid_request', error_description: ownRule })
        if (refusal) return authorization.sendBack(request, { ...refusal, ...(request.state !== undefined && { state: request.state }) })
        const loginVerifier = newSecret()
        const key = logins.issue({ authorization, request, loginVerifier, issueCode: (grant) => codes.issue(grant) })
        return redirectAnswer(loginFormUrl(key, loginVerifier))
      },
    }

    return {
      authorizeRoute,
      redeem(code, presented) {
        const redeemed = codes.redeem(code)
        if (!redeemed.ok) return redeemed
        const grant = redeemed.value
        if (presented.clientId !== grant.clientId) return { ok: false, reason: 'client' }
        if (presented.redirectUri !== undefined && presented.redirectUri !== grant.redirectUri) return { ok: false, reason: 'redirect_uri' }
        if (grant.codeChallenge !== undefined && (presented.codeVerifier === undefined || s256(presented.codeVerifier) !== grant.codeChallenge)) {
          return { ok: false, reason: 'code_verifier' }
        }
        return redeemed
      },
    }
  }

  return { loginClient, returnRoute, forProvider }
}
export type AuthorizationFlow = ReturnType<typeof authorizationFlow>

/** The OAuth 2 rules every provider applies to the request: response type and PKCE. */
function requestRefusal(authorization: ProviderAuthorization, query: z.output<typeof authorizationQuerySchema>): Record<string, string> | undefined {
  if (query.response_type !== undefined && query.response_type !== 'code') {
    return { error: 'unsupported_response_type', error_description: `response_type must be code, not ${query.response_type}` }
  }
  const sent = query.code_challenge !== undefined
  if (authorization.pkce === 'required' && (!sent || query.code_challenge_method !== 'S256')) {
    return { error: 'invalid_request', error_description: 'code_challenge with code_challenge_method=S256 is required' }
  }
  if (authorization.pkce === 'whenSent' && sent && query.code_challenge_method !== 'S256') {
    return { error: 'invalid_request', error_description: 'code_challenge_method must be S256' }
  }
  return undefined
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}
