import { randomBytes } from 'node:crypto'
import { AUTH_API_PREFIX, AUTH_ROUTES, OAUTH_PROVIDERS, projectQuerySchema, SOCIAL_RESULT_PARAM, socialLoginProviderSchema, type OAuthProvider } from '@foyer/auth-frame/protocol'
import { generateCodeVerifier } from 'arctic'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { defineRoute, type AnyRoute } from '../../kernel/http/defineRoute.ts'
import { badRequest } from '../../kernel/http/httpError.ts'
import type { PublicOrigin } from '../../kernel/http/publicOrigin.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { deviceIdOf, signInSocialUser } from '../authAccounts.ts'
import type { AuthDeps } from '../authDeps.ts'
import { authorizationUrl, exchangeCode } from './authorizationCode.ts'
import { sendCallbackPage } from './callbackPage.ts'
import { oauthStateStore, OAUTH_STATE_TTL_MS } from './oauthStateStore.ts'
import { PROVIDER_NAMES, type ProviderSettings, type SocialSettings } from './providerSettings.ts'
import { jwksCache, readSocialIdentity } from './socialIdentity.ts'
import { allowedOriginOf, SOCIAL_CALLBACK_PATH, socialCallbackUrl } from './socialRequest.ts'

export interface SocialRoutesDeps {
  /** The auth part's database, keys and clock: users are found or created by (provider, subject) there. */
  auth: AuthDeps
  settings: SocialSettings
  devMode: boolean
  /** This server's origin from configuration: the callback URL's. */
  publicOrigin: PublicOrigin
  /** How long a started login stays usable (10 minutes). */
  stateTtlMs?: number
}

export const ALREADY_USED = 'This login link was already used or has expired'

/** Our states are 43 base64url characters; anything else is not one of ours (and never reaches the database). */
const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** A provider that is missing is named as missing, one that is unknown by the list there is. */
const providerQuerySchema = z.enum(OAUTH_PROVIDERS, {
  error: (issue) => (issue.input === undefined ? `is required: one of ${OAUTH_PROVIDERS.join(', ')}` : `must be one of ${OAUTH_PROVIDERS.join(', ')}`),
})

const TAGS = ['auth']

/** What the provider's redirect (or Apple's form post) carries back; providers add parameters of their own. */
const callbackParamsSchema = z.looseObject({
  state: z.string().regex(STATE_PATTERN, 'must be the state this server sent the provider').optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
})

/**
 * Social login over OAuth 2 (authorization code + PKCE + state, and a nonce for id_tokens):
 * authorize (the provider's URL for the popup), the callback the provider sends the popup back to
 * (GET, and POST for Apple's form_post), and connect (the frame hands over the callback URL; the
 * code is exchanged and the user signed in).
 */
export function socialRoutes(deps: SocialRoutesDeps): AnyRoute[] {
  const states = oauthStateStore(deps.auth.db, deps.stateTtlMs ?? OAUTH_STATE_TTL_MS)
  const jwks = jwksCache()
  const enabled = (provider: OAuthProvider): ProviderSettings => {
    const settings = deps.settings[provider]
    if (!settings) throw badRequest(`${PROVIDER_NAMES[provider]} login is not configured on this server`)
    return settings
  }

  const authorize = defineRoute({
    method: AUTH_ROUTES.socialAuthorize.method,
    url: AUTH_API_PREFIX + AUTH_ROUTES.socialAuthorize.path,
    access: 'frame',
    summary: "Starts a social login: the provider's authorization URL for the popup (state, PKCE and nonce kept 10 minutes)",
    tags: TAGS,
    querystring: z.strictObject({ ...AUTH_ROUTES.socialAuthorize.query.shape, ...projectQuerySchema.shape, provider: providerQuerySchema }),
    response: AUTH_ROUTES.socialAuthorize.response,
    errors: [401, 403],
    handler: async ({ query }, request) => {
      const deviceId = deviceIdOf(request)
      const settings = enabled(query.provider)
      const project = projectOf(request)
      const returnTo = query.returnTo
      if (returnTo !== undefined) allowedOriginOf(returnTo, 'querystring.returnTo', project, deps.devMode)
      // The frame calls from the server's own origin, so the page to answer is named, not taken from Origin.
      const openerUrl = query.openerOrigin ?? returnTo
      if (openerUrl === undefined) {
        throw badRequest('querystring.openerOrigin is required: the origin of the page that opens the login popup (or give returnTo for the redirect flow)')
      }
      const openerOrigin = allowedOriginOf(openerUrl, query.openerOrigin ? 'querystring.openerOrigin' : 'querystring.returnTo', project, deps.devMode)

      const state = randomBytes(32).toString('base64url')
      const codeVerifier = generateCodeVerifier()
      const nonce = randomBytes(16).toString('base64url')
      await states.save({ state, provider: query.provider, codeVerifier, nonce, openerOrigin, returnTo: returnTo ?? null, deviceId, projectId: project.id })
      const redirectUri = socialCallbackUrl(deps.publicOrigin)
      return { uri: authorizationUrl(settings, { redirectUri, state, codeVerifier, nonce }).toString() }
    },
  })

  const callback = defineRoute({
    method: 'GET',
    url: SOCIAL_CALLBACK_PATH,
    access: 'public',
    summary: 'Where providers send the login popup back: posts its URL to the opener page and closes, or redirects to returnTo',
    tags: TAGS,
    querystring: callbackParamsSchema,
    produces: 'text/html',
    handler: async ({ query }, request, reply) => answerCallback(query, request, reply),
  })

  // Apple's response_mode=form_post: the same parameters in a POST body, turned into the GET above
  // so the popup's URL carries them as it does for every other provider.
  const formPostCallback = defineRoute({
    method: 'POST',
    url: SOCIAL_CALLBACK_PATH,
    access: 'public',
    summary: 'Where Apple posts the login back (form_post): redirected to the GET callback with the same parameters',
    tags: TAGS,
    body: callbackParamsSchema.extend({ state: z.string({ error: 'is required: the state this server sent the provider' }).regex(STATE_PATTERN, 'must be the state this server sent the provider') }),
    consumes: 'application/x-www-form-urlencoded',
    successStatus: 303,
    handler: async ({ body }, request, reply) => {
      const query = new URLSearchParams(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      return reply.redirect(`${socialCallbackUrl(deps.publicOrigin)}?${query}`, 303)
    },
  })

  /** A live social login's state; Farcaster channels share the table and are not one. */
  async function findLogin(state: string) {
    const row = await states.findLive(state)
    const provider = socialLoginProviderSchema.safeParse(row?.provider)
    return row && provider.success ? { row, provider: provider.data } : undefined
  }

  async function answerCallback(query: z.output<typeof callbackParamsSchema>, request: FastifyRequest, reply: FastifyReply) {
    const login = query.state ? await findLogin(query.state) : undefined
    if (!login) {
      // A person in the popup reads a page; anything else gets the usual JSON error.
      if (!request.headers.accept?.includes('text/html')) throw badRequest(`${ALREADY_USED}; start the login again from the app`)
      return sendCallbackPage(reply, {
        status: 400,
        title: 'This login link cannot be used',
        text: `${ALREADY_USED}. Close this window and start the login again from the app.`,
        closeAfterPosting: false,
      })
    }
    const { row, provider } = login
    const fullUrl = socialCallbackUrl(deps.publicOrigin) + new URL(request.url, 'http://callback').search
    if (row.returnTo) {
      const target = new URL(row.returnTo)
      target.searchParams.set(SOCIAL_RESULT_PARAM, fullUrl)
      return reply.redirect(target.toString(), 302)
    }
    const name = PROVIDER_NAMES[provider]
    if (query.error !== undefined) {
      return sendCallbackPage(reply, {
        status: 200,
        title: `${name} login was not completed`,
        text: `${name} answered: ${query.error_description ?? query.error}. You can close this window and try again from the app.`,
        targetOrigin: row.openerOrigin,
        closeAfterPosting: false,
      })
    }
    return sendCallbackPage(reply, {
      status: 200,
      title: `Signed in with ${name}`,
      text: 'You can close this window and return to the app.',
      targetOrigin: row.openerOrigin,
      closeAfterPosting: true,
    })
  }

  const connect = defineRoute({
    method: AUTH_ROUTES.socialConnect.method,
    url: AUTH_API_PREFIX + AUTH_ROUTES.socialConnect.path,
    access: 'frame',
    summary: 'Finishes a social login from the callback URL the popup saw: state checked once, code exchanged, user signed in',
    tags: TAGS,
    querystring: projectQuerySchema,
    body: AUTH_ROUTES.socialConnect.body,
    response: AUTH_ROUTES.socialConnect.response,
    errors: [401, 403, 502],
    handler: async ({ body }, request) => {
      const deviceId = deviceIdOf(request)
      const project = projectOf(request)
      const callbackUrl = socialCallbackUrl(deps.publicOrigin)
      const uri = new URL(body.uri)
      if (uri.origin + uri.pathname !== callbackUrl) {
        throw badRequest(`body.uri must be this server's social login callback (${callbackUrl}) as the login popup saw it`)
      }
      const params = Object.fromEntries(uri.searchParams)
      const state = params.state
      if (!state) throw badRequest('body.uri has no state parameter: pass the callback URL the provider sent the popup to')
      if (!STATE_PATTERN.test(state)) throw badRequest(ALREADY_USED)

      const login = await findLogin(state)
      if (!login) throw badRequest(ALREADY_USED)
      const { row, provider } = login
      if (row.projectId !== project.id) throw badRequest('This login was started for another project')
      if (row.deviceId !== deviceId) throw badRequest('This login was started on another device; start it again here')
      if (!(await states.consume(state))) throw badRequest(ALREADY_USED)

      const name = PROVIDER_NAMES[provider]
      const settings = enabled(provider)
      if (params.error) throw badRequest(`${name} login was not completed: ${params.error_description ?? params.error}`)
      if (!params.code) throw badRequest('body.uri has no code parameter: the provider did not send the visitor back with a login code')

      const tokens = await exchangeCode(provider, settings, { redirectUri: callbackUrl, code: params.code, codeVerifier: row.codeVerifier })
      const identity = await readSocialIdentity(provider, settings, tokens, { nonce: row.nonce, jwks })
      const userName = identity.userName ?? (provider === 'apple' ? appleUserName(params.user) : undefined)
      return signInSocialUser(deps.auth, {
        provider,
        subject: identity.subject,
        ...(identity.email && { email: identity.email }),
        ...(userName && { userName }),
        deviceId,
        projectId: project.id,
      })
    },
  })

  return [authorize, callback, formPostCallback, connect]
}

/** Apple sends the name only once, on the first login, as JSON in the form post's `user` field. */
function appleUserName(user: string | undefined): string | undefined {
  if (!user) return undefined
  try {
    const parsed = z.object({ name: z.object({ firstName: z.string().max(128).optional(), lastName: z.string().max(128).optional() }) }).parse(JSON.parse(user))
    return [parsed.name.firstName, parsed.name.lastName].filter(Boolean).join(' ') || undefined
  } catch {
    return undefined
  }
}
