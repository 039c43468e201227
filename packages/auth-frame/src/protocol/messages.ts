/**
 * The messages the host app and the embedded-wallet frame exchange with postMessage (spec §7).
 *
 * The app sends an `AppMessage` `{ id, type, payload }`; the frame answers with exactly one
 * `FrameMessage` of type `<TYPE>_SUCCESS` or `<TYPE>_ERROR` carrying the same `id`. The frame also
 * announces `READY` with its version once it listens. Both sides parse every message with these
 * schemas and check `event.origin` first; anything else is dropped (and logged).
 */
import * as z from 'zod/mini'
import { authUserSchema, emailSchema, otpSchema, preferredAccountTypeSchema, socialLoginProviderSchema } from './authApi.ts'

/** Prefixes that keep Foyer's messages apart from anything else a page posts. */
export const APP_EVENT_PREFIX = '@foyer-app/'
export const FRAME_EVENT_PREFIX = '@foyer-frame/'

const chainIdSchema = z.union([z.int().check(z.positive()), z.string().check(z.minLength(1), z.maxLength(64))])
const empty = z.strictObject({})

/**
 * Every app event with the payload it carries and the payload of its SUCCESS answer.
 * One entry per event of spec §7; the names are the keys.
 */
export const APP_EVENTS = {
  SWITCH_NETWORK: { request: z.strictObject({ chainId: chainIdSchema }), success: z.strictObject({ chainId: chainIdSchema }) },
  CONNECT_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  /** Resolves once the visitor approved this device from the link in the mail. */
  CONNECT_DEVICE: { request: empty, success: empty },
  CONNECT_OTP: { request: z.strictObject({ otp: otpSchema }), success: empty },
  /** `returnTo`: where the redirect fallback (no popup) comes back to; the popup flow leaves it out. */
  GET_SOCIAL_REDIRECT_URI: {
    request: z.strictObject({ provider: socialLoginProviderSchema, returnTo: z.optional(z.url().check(z.maxLength(2048))) }),
    success: z.strictObject({ uri: z.url().check(z.maxLength(4096)) }),
  },
  /** `uri`: the provider's redirect back to the server, with code and state, as the popup saw it. */
  CONNECT_SOCIAL: {
    request: z.strictObject({ uri: z.url().check(z.maxLength(4096)) }),
    success: z.strictObject({ userName: z.optional(z.string().check(z.maxLength(256))), email: z.optional(z.nullable(z.string().check(z.maxLength(320)))) }),
  },
  GET_FARCASTER_URI: { request: empty, success: z.strictObject({ url: z.url().check(z.maxLength(2048)) }) },
  CONNECT_FARCASTER: { request: empty, success: z.strictObject({ userName: z.string().check(z.maxLength(256)) }) },
  GET_USER: {
    request: z.strictObject({ chainId: z.optional(chainIdSchema), preferredAccountType: z.optional(preferredAccountTypeSchema) }),
    success: authUserSchema,
  },
  SIGN_OUT: { request: empty, success: empty },
  IS_CONNECTED: { request: z.strictObject({ token: z.optional(z.string().check(z.maxLength(4096))) }), success: z.strictObject({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: empty, success: z.strictObject({ chainId: chainIdSchema }) },
  RPC_REQUEST: {
    request: z.strictObject({
      method: z.string().check(z.minLength(1), z.maxLength(128)),
      params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
      chainId: z.optional(chainIdSchema),
    }),
    success: z.strictObject({ result: z.unknown() }),
  },
  UPDATE_EMAIL: { request: z.strictObject({ email: emailSchema }), success: z.strictObject({ action: z.literal('VERIFY_PRIMARY_OTP') }) },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.strictObject({ otp: otpSchema }), success: z.strictObject({ action: z.literal('VERIFY_SECONDARY_OTP') }) },
  UPDATE_EMAIL_SECONDARY_RESEND: { request: z.strictObject({}), success: z.strictObject({ action: z.literal('VERIFY_SECONDARY_OTP') }) },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.strictObject({ otp: otpSchema }), success: z.strictObject({ newEmail: emailSchema }) },
  SYNC_THEME: {
    request: z.strictObject({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: z.optional(z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(256)), z.number()]))),
    }),
    success: empty,
  },
  SYNC_DAPP_DATA: {
    request: z.strictObject({
      projectId: z.string().check(z.minLength(1), z.maxLength(128)),
      sdkType: z.string().check(z.maxLength(64)),
      sdkVersion: z.string().check(z.maxLength(64)),
      metadata: z.optional(
        z.strictObject({
          name: z.string().check(z.maxLength(256)),
          description: z.optional(z.string().check(z.maxLength(1024))),
          url: z.string().check(z.maxLength(2048)),
          icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(8)),
        }),
      ),
    }),
    success: empty,
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: empty, success: z.strictObject({ smartAccountEnabledNetworks: z.array(z.int()) }) },
  INIT_SMART_ACCOUNT: { request: empty, success: z.strictObject({ address: z.string(), isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: { request: z.strictObject({ type: preferredAccountTypeSchema }), success: z.strictObject({ type: preferredAccountTypeSchema, address: z.string() }) },
  RELOAD: { request: empty, success: empty },
} as const satisfies Record<string, { request: z.ZodMiniType; success: z.ZodMiniType }>

export type AppEventName = keyof typeof APP_EVENTS
export type AppEventPayload<N extends AppEventName> = z.output<(typeof APP_EVENTS)[N]['request']>
export type AppEventResult<N extends AppEventName> = z.output<(typeof APP_EVENTS)[N]['success']>

export const APP_EVENT_NAMES = Object.keys(APP_EVENTS) as AppEventName[]

/** The app events that wait on a person or a provider: they time out at 30 s (spec §9). */
export const TIMED_APP_EVENTS: ReadonlySet<AppEventName> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'])

/** A correlating id: the app picks it, the answer repeats it. */
const messageIdSchema = z.string().check(z.minLength(1), z.maxLength(64))

/** What the app posts to the frame. */
export interface AppMessage<N extends AppEventName = AppEventName> {
  id: string
  type: `${typeof APP_EVENT_PREFIX}${N}`
  payload: AppEventPayload<N>
}

/** Errors the frame answers: a message for people and, where the app acts on it, a code. */
export const frameErrorSchema = z.strictObject({
  message: z.string().check(z.minLength(1), z.maxLength(1024)),
  /** `JWT_TOKEN_NOT_VALID` (the session expired), `RPC_NOT_ALLOWED`, or a wallet RPC code such as 4001. */
  code: z.optional(z.union([z.string().check(z.maxLength(64)), z.int()])),
  /** A wrong login code: how many more tries the code has. */
  triesLeft: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
})
export type FrameError = z.output<typeof frameErrorSchema>

/**
 * What the frame posts to the app: READY, the answers, ESCAPE (the visitor pressed Escape in it) and
 * CONTENT_HEIGHT (the height its approval screen needs to show everything without scrolling).
 */
export type FrameMessage =
  | { type: `${typeof FRAME_EVENT_PREFIX}READY`; payload: { version: string } }
  | { type: `${typeof FRAME_EVENT_PREFIX}ESCAPE`; payload: Record<string, never> }
  | { type: `${typeof FRAME_EVENT_PREFIX}CONTENT_HEIGHT`; payload: { height: number } }
  | { id: string; type: `${typeof FRAME_EVENT_PREFIX}${AppEventName}_SUCCESS`; payload: unknown }
  | { id: string; type: `${typeof FRAME_EVENT_PREFIX}${AppEventName}_ERROR`; payload: FrameError }

export const readyMessageSchema = z.strictObject({
  type: z.literal(`${FRAME_EVENT_PREFIX}READY`),
  payload: z.strictObject({ version: z.string().check(z.minLength(1), z.maxLength(64)) }),
})

/**
 * Escape pressed while focus is in the frame (its approval screen): a keydown there never reaches
 * the app's dialog, which treats this as the visitor's try to close it.
 */
export const escapeMessageSchema = z.strictObject({ type: z.literal(`${FRAME_EVENT_PREFIX}ESCAPE`), payload: empty })

/** The approval screen's natural height in CSS pixels; the app sizes its slot to it, within the viewport. */
export const contentHeightMessageSchema = z.strictObject({
  type: z.literal(`${FRAME_EVENT_PREFIX}CONTENT_HEIGHT`),
  payload: z.strictObject({ height: z.int().check(z.minimum(0), z.maximum(4000)) }),
})

const appMessageSchemas = Object.fromEntries(
  APP_EVENT_NAMES.map((name) => [`${APP_EVENT_PREFIX}${name}`, z.strictObject({ id: messageIdSchema, type: z.literal(`${APP_EVENT_PREFIX}${name}`), payload: APP_EVENTS[name].request })]),
) as Record<string, z.ZodMiniType>

/** Parses a message the frame received; `null` when it is not a well-formed app event. */
export function parseAppMessage(data: unknown): AppMessage | null {
  if (typeof data !== 'object' || data === null || typeof (data as { type?: unknown }).type !== 'string') return null
  const schema = appMessageSchemas[(data as { type: string }).type]
  if (!schema) return null
  const parsed = schema.safeParse(data)
  return parsed.success ? (parsed.data as AppMessage) : null
}

/** The event name of an app message's type: '@foyer-app/CONNECT_OTP' → 'CONNECT_OTP'. */
export function appEventName(message: AppMessage): AppEventName {
  return message.type.slice(APP_EVENT_PREFIX.length) as AppEventName
}

export type ParsedFrameMessage =
  | { kind: 'ready'; version: string }
  | { kind: 'escape' }
  | { kind: 'contentHeight'; height: number }
  | { kind: 'success'; id: string; event: AppEventName; payload: unknown }
  | { kind: 'error'; id: string; event: AppEventName; error: FrameError }

/**
 * Parses a message the app received from the frame; `null` when it is not one. A SUCCESS payload is
 * checked against its event's success schema, so the app never acts on a malformed answer.
 */
export function parseFrameMessage(data: unknown): ParsedFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const { id, type, payload } = data as { id?: unknown; type?: unknown; payload?: unknown }
  if (typeof type !== 'string' || !type.startsWith(FRAME_EVENT_PREFIX)) return null
  const ready = readyMessageSchema.safeParse(data)
  if (ready.success) return { kind: 'ready', version: ready.data.payload.version }
  if (escapeMessageSchema.safeParse(data).success) return { kind: 'escape' }
  const contentHeight = contentHeightMessageSchema.safeParse(data)
  if (contentHeight.success) return { kind: 'contentHeight', height: contentHeight.data.payload.height }
  if (!messageIdSchema.safeParse(id).success) return null
  const rest = type.slice(FRAME_EVENT_PREFIX.length)
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(rest)
  if (!match) return null
  const event = match[1] as AppEventName
  if (!(event in APP_EVENTS)) return null
  if (match[2] === 'ERROR') {
    const error = frameErrorSchema.safeParse(payload)
    return error.success ? { kind: 'error', id: id as string, event, error: error.data } : null
  }
  const success = APP_EVENTS[event].success.safeParse(payload)
  return success.success ? { kind: 'success', id: id as string, event, payload: success.data } : null
}

/** Builds the app's message for an event. */
export function appMessage<N extends AppEventName>(id: string, name: N, payload: AppEventPayload<N>): AppMessage<N> {
  return { id, type: `${APP_EVENT_PREFIX}${name}`, payload }
}

/** Builds the frame's answers. */
export function frameSuccess<N extends AppEventName>(id: string, name: N, payload: AppEventResult<N>): FrameMessage {
  return { id, type: `${FRAME_EVENT_PREFIX}${name}_SUCCESS`, payload }
}
export function frameFailure(id: string, name: AppEventName, error: FrameError): FrameMessage {
  return { id, type: `${FRAME_EVENT_PREFIX}${name}_ERROR`, payload: error }
}
export function frameReady(version: string): FrameMessage {
  return { type: `${FRAME_EVENT_PREFIX}READY`, payload: { version } }
}
export function frameEscape(): FrameMessage {
  return { type: `${FRAME_EVENT_PREFIX}ESCAPE`, payload: {} }
}
export function frameContentHeight(height: number): FrameMessage {
  return { type: `${FRAME_EVENT_PREFIX}CONTENT_HEIGHT`, payload: { height } }
}

/** The query the app loads the frame with (spec §7). */
export const frameQuerySchema = z.strictObject({
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: z.string().check(z.minLength(1), z.maxLength(64)),
  version: z.string().check(z.minLength(1), z.maxLength(64)),
  enableLogger: z.optional(z.enum(['true', 'false'])),
  /** The modal's locale (a BCP 47 tag): the approval screen speaks it where it can. */
  locale: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/), z.maxLength(35))),
})
