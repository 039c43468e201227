/**
 * The HTTP API the frame calls on the Foyer server (`apps/server/src/auth`), as zod schemas both
 * sides import: the server declares its routes with them, the frame parses the answers with them.
 *
 * Every route takes `?projectId=` (the project guard) and the frame's device id in the
 * `x-foyer-device` header; the signed-in ones take `authorization: Bearer <session token>`.
 * Errors answer `{ error, message, code? }` like every Foyer route; an expired or revoked session is
 * 401 with `code: 'JWT_TOKEN_NOT_VALID'`, the email cooldown 429 'Please try again after N seconds'.
 *
 * The protocol is written with `zod/mini`, like the app side's first load: the host page imports it
 * (lazily), and zod classic would pull its share of zod's core modules into that first load.
 */
import * as z from 'zod/mini'
import { emailSchema } from './emailAddress.ts'

export const AUTH_API_PREFIX = '/auth/v1'
/** The header carrying the frame's device id: 43 base64url characters (32 random bytes). */
export const DEVICE_HEADER = 'x-foyer-device'
export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 43 base64url characters (32 random bytes)'))

/** Error codes the frame and the app act on. */
export const AUTH_ERROR_CODES = {
  SESSION_EXPIRED: 'JWT_TOKEN_NOT_VALID',
  COOLDOWN: 'EMAIL_COOLDOWN',
  CODE_INVALID: 'CODE_INVALID',
  CODE_BURNED: 'CODE_BURNED',
  /** Too many wrong codes for the address or from the client, across codes: locked for a while. */
  LOCKED_OUT: 'TOO_MANY_WRONG_CODES',
  /** Too many login mails to the address or from the client this hour. */
  MAIL_BUDGET: 'TOO_MANY_MAILS',
  RPC_NOT_ALLOWED: 'RPC_NOT_ALLOWED',
  /** The frame's own code: the server did not answer (offline, down, no answer in time) or failed (5xx). */
  SERVER_UNREACHABLE: 'SERVER_UNREACHABLE',
} as const

export { emailSchema }
export const otpSchema = z.string().check(z.regex(/^\d{6}$/, 'must be the 6-digit code from the email'))

/** Social providers that log in through OAuth 2 (spec §5); farcaster has its own flow. */
export const OAUTH_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]
export const socialLoginProviderSchema = z.enum(OAUTH_PROVIDERS, { error: `must be one of ${OAUTH_PROVIDERS.join(', ')}` })

export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const
export const preferredAccountTypeSchema = z.enum(ACCOUNT_TYPES)

/** The embedded login user of spec §3. */
export const authUserSchema = z.strictObject({
  email: z.optional(z.nullable(z.string().check(z.maxLength(320)))),
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: z.union([z.int(), z.string().check(z.maxLength(64))]),
  accounts: z.optional(z.array(z.strictObject({ address: z.string().check(z.maxLength(128)), type: preferredAccountTypeSchema }))),
  userName: z.optional(z.string().check(z.maxLength(256))),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(preferredAccountTypeSchema),
})
export type AuthUser = z.output<typeof authUserSchema>

/** A signed-in session: the token the frame keeps and the user it belongs to. */
export const sessionAnswerSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(4096)),
  /** Seconds since the epoch. */
  expiresAt: z.int(),
  user: authUserSchema,
})

export const projectQuerySchema = z.strictObject({ projectId: z.string().check(z.minLength(1), z.maxLength(128)) })

/** Each route of the auth API: method, path (below AUTH_API_PREFIX) and schemas. */
export const AUTH_ROUTES = {
  connectEmail: {
    method: 'POST',
    path: '/email/connect',
    body: z.strictObject({ email: emailSchema }),
    response: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  /** Waits up to 25 s for the visitor to open the approval link; `approved: false` means ask again. */
  connectDevice: {
    method: 'POST',
    path: '/device/connect',
    body: z.strictObject({ email: emailSchema }),
    response: z.strictObject({ approved: z.boolean() }),
  },
  connectOtp: {
    method: 'POST',
    path: '/otp/connect',
    body: z.strictObject({ email: emailSchema, otp: otpSchema }),
    response: sessionAnswerSchema,
  },
  session: { method: 'GET', path: '/session', response: z.strictObject({ isConnected: z.boolean(), expiresAt: z.optional(z.int()) }) },
  signOut: { method: 'POST', path: '/session/signout', body: z.strictObject({}), response: z.strictObject({}) },
  /** The served chains where the embedded wallet holds a smart account (CAIP-2 ids). */
  smartAccountChains: { method: 'GET', path: '/smart-account-chains', response: z.strictObject({ chains: z.array(z.string().check(z.maxLength(64))) }) },
  user: {
    method: 'GET',
    path: '/user',
    query: z.strictObject({
      chainId: z.optional(z.string().check(z.maxLength(64))),
      /** The account the app shows (its default, or the visitor's choice); absent: the smart account where the chain offers one. */
      accountType: z.optional(preferredAccountTypeSchema),
    }),
    response: authUserSchema,
  },
  updateEmail: {
    method: 'POST',
    path: '/email/update',
    body: z.strictObject({ email: emailSchema }),
    response: z.strictObject({ action: z.literal('VERIFY_PRIMARY_OTP') }),
  },
  updateEmailPrimaryOtp: {
    method: 'POST',
    path: '/email/update/primary',
    body: z.strictObject({ otp: otpSchema }),
    response: z.strictObject({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  },
  /** Mails the code to the new address again (it did not arrive, or expired): the change waits for it. */
  updateEmailSecondaryResend: {
    method: 'POST',
    path: '/email/update/secondary/resend',
    body: z.strictObject({}),
    response: z.strictObject({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  },
  updateEmailSecondaryOtp: {
    method: 'POST',
    path: '/email/update/secondary',
    body: z.strictObject({ otp: otpSchema }),
    response: z.strictObject({ email: emailSchema }),
  },
  /** Runs a safe method, or an unsafe one the visitor approved in the frame; unknown ones are refused. */
  rpc: {
    method: 'POST',
    path: '/rpc',
    body: z.strictObject({
      /** CAIP-2: 'eip155:31337' or 'solana:<genesis hash prefix>'. */
      chainId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id like eip155:1')),
      method: z.string().check(z.minLength(1), z.maxLength(128)),
      params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
      /** The account the request is made from (the one the app shows); absent: the smart account where the chain offers one. */
      accountType: z.optional(preferredAccountTypeSchema),
      /** Who the visitor approved as the payer of the network fee: the app (true) or the account (false). */
      sponsored: z.optional(z.boolean()),
    }),
    response: z.strictObject({ result: z.unknown() }),
  },
  socialAuthorize: {
    method: 'GET',
    path: '/social/authorize',
    query: z.strictObject({
      provider: socialLoginProviderSchema,
      returnTo: z.optional(z.url().check(z.maxLength(2048))),
      /**
       * The host page's origin, which the callback popup posts its result to. The frame calls this
       * from the server's own origin, so it passes the parent origin it checked; without it,
       * returnTo's origin.
       */
      openerOrigin: z.optional(z.url().check(z.maxLength(2048))),
    }),
    response: z.strictObject({ uri: z.url() }),
  },
  socialConnect: {
    method: 'POST',
    path: '/social/connect',
    body: z.strictObject({ uri: z.url().check(z.maxLength(4096)) }),
    response: sessionAnswerSchema,
  },
  farcasterChannel: {
    method: 'POST',
    path: '/farcaster/channel',
    body: z.strictObject({}),
    response: z.strictObject({ url: z.url(), channelToken: z.string().check(z.minLength(1), z.maxLength(256)) }),
  },
  /** Waits up to 25 s for the Farcaster app to sign; `pending` means ask again. */
  farcasterConnect: {
    method: 'POST',
    path: '/farcaster/connect',
    body: z.strictObject({ channelToken: z.string().check(z.minLength(1), z.maxLength(256)) }),
    response: z.discriminatedUnion('status', [z.strictObject({ status: z.literal('pending') }), z.strictObject({ status: z.literal('completed'), session: sessionAnswerSchema })]),
  },
  /**
   * Whether the project allows the page that embeds the frame: the frame asks once, with the parent
   * origin it learned, before it answers anything. No device header needed.
   */
  frameOriginCheck: {
    method: 'GET',
    path: '/frame/origin-check',
    query: z.strictObject({ origin: z.string().check(z.minLength(1), z.maxLength(2048)) }),
    response: z.strictObject({ allowed: z.boolean() }),
  },
} as const

/** The message a social-login popup posts to its opener (the host page) when the provider sent it back. */
export const SOCIAL_RESULT_MESSAGE = '@foyer-social/RESULT'
export const socialResultMessageSchema = z.strictObject({ type: z.literal(SOCIAL_RESULT_MESSAGE), uri: z.url().check(z.maxLength(4096)) })
/** The query parameter the redirect fallback comes back to the host page with. */
export const SOCIAL_RESULT_PARAM = 'foyer_social_result'
